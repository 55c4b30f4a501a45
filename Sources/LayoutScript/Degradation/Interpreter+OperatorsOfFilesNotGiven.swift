import LayoutScene

/// Apps overload Swift's arithmetic operators for UIKit and Foundation types in files of their own (`static func +
/// (lhs: NSAttributedString, rhs: NSAttributedString) -> NSAttributedString`, `CGPoint + CGPoint`). Where the files
/// given declare no such operator and layoutviz has none, an arithmetic operator with a UIKit or Foundation object
/// among its operands is that overload: its result is unknown, with one warning per operator and operand types, so
/// the statement goes on as any unknown value does. Between Swift's own values (`1 + "a"`) the mismatch stays
/// swiftc's error.
///
/// ```swift
/// label.attributedText = NSAttributedString(string: "a") + NSAttributedString(string: "b")   // unknown
/// ```
extension Interpreter {
    /// The unknown result of an arithmetic operator applied to a UIKit or Foundation object, or nil.
    func operatorOfFilesNotGiven(_ op: BinaryOperator, _ left: Value, _ right: Value, at span: SourceSpan) -> Value? {
        guard op.isArithmetic, isLibraryObject(left) || isLibraryObject(right) else { return nil }
        let symbol = "\(op.rawValue) (\(typeName(of: left)), \(typeName(of: right)))"
        if skipped.noteUnknown(symbol) {
            warn("operator '\(symbol)' is not declared in the scene's files: taken as the app's overload in a file not "
                     + "given; its result is unknown", at: span)
        }
        return .unknown(symbol)
    }

    /// Whether a value is an object of a UIKit or Foundation type layoutviz models (not one of the files' classes).
    private func isLibraryObject(_ value: Value) -> Bool {
        guard case .object(let object) = value, HostBase.scriptedObject(object) == nil else { return false }
        return hostType(of: object) != nil
    }
}
