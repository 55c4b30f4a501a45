import Foundation

extension Interpreter {
    /// The global constants of Foundation's text API a scene may name: Swift 3's attribute names
    /// (`NSFontAttributeName`, strings holding the keys' raw values) and `NSNotFound`.
    ///
    /// ```swift
    /// let attributes = [NSFontAttributeName: UIFont.systemFont(ofSize: 14)]   // Swift 3
    /// ```
    func foundationTextConstant(named name: String) -> Value? {
        if name == "NSNotFound" { return .int(NSNotFound) }
        return AttributedStringKey.known.first { $0.swift3 == name }.map { .string($0.rawValue) }
    }
}
