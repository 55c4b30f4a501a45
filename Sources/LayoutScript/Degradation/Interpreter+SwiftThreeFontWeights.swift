import Foundation
import LayoutScene

/// Swift 3 imported `UIFontWeight` as a `CGFloat` (`UIFont.systemFont(ofSize: 20, weight: UIFontWeightBold)` took
/// `0.4`); Swift 4 made it the `UIFont.Weight` struct, and older files still pass a number. A number where a weight
/// goes is that weight's raw value, with one warning per position, instead of a stopped file.
///
/// ```swift
/// nameLabel.font = UIFont.systemFont(ofSize: 20, weight: 0.4)
/// // warning: a number as a 'UIFont.Weight' is Swift 3's UIFontWeight; read as UIFont.Weight(rawValue: 0.4)
/// ```
extension Interpreter {
    /// The weight a number stands for where `type` is `UIFont.Weight`, or nil.
    func swiftThreeFontWeight(_ value: Value, to type: ScriptType, at span: SourceSpan) -> Value? {
        guard case .host(let host) = type.unwrapped, host.name == registry.type(FontWeight.self).name,
              let number = value.number else { return nil }
        warnOnce("a number as a 'UIFont.Weight' is Swift 3's UIFontWeight; read as UIFont.Weight(rawValue: "
                     + "\(describe(value)))", at: span)
        return .object(FontWeight(rawValue: CGFloat(number)))
    }
}
