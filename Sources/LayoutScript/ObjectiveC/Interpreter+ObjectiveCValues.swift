/// Objective-C's values where Swift has stricter types: a condition is true for any object but `nil` and any number
/// but zero (`if (self)`, `if (!_titleLabel)`, `if (items.count)`), and UIKit's constants are spelt as C names
/// (`UIControlStateNormal`, `NSTextAlignmentCenter`; see ``ObjectiveCSpellings``).
///
/// ```swift
/// // from Card.m: if (!_titleLabel) { _titleLabel = [[UILabel alloc] init]; }
/// ```
extension Interpreter {
    /// The truth Objective-C gives a value, nil for one it has no rule for (an unknown).
    func objectiveCTruth(of value: Value) -> Bool? {
        switch value {
        case .bool(let flag): flag
        case .null: false
        case .int(let number): number != 0
        case .double(let number): number != 0
        case _ where value.isUnknown: nil
        default: true
        }
    }

    /// The UIKit constant an Objective-C C name spells, if it spells one.
    func objectiveCConstant(named name: String, at span: SourceSpan) throws -> Value? {
        guard let (type, member) = ObjectiveCSpellings.shared.constant(name) else { return nil }
        return try staticMemberIfPresent(of: .host(type), member, at: span)
    }
}
