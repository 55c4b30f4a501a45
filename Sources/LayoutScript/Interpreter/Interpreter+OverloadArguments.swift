import LayoutScene

/// Choosing between an app's overload and UIKit's by what an argument is, where the labels fit both: Swift picks by
/// type, and an app's extension often reuses a UIKit name (`addConstraints(_ top: NSLayoutYAxisAnchor? = nil, …)`
/// beside `addConstraints(_: [NSLayoutConstraint])`). Judged without evaluating the argument, so nothing runs twice:
/// an array — an array literal, or a variable holding one — cannot fill a parameter whose type is a class or a
/// scalar. Every other argument is taken to fit.
///
/// ```swift
/// extension UIView { func addConstraints(_ top: NSLayoutYAxisAnchor? = nil) -> [NSLayoutConstraint] { … } }
/// view.addConstraints([a, b])      // UIKit's: an array is not an anchor
/// view.addConstraints(top.topAnchor) // the extension's
/// ```
extension Interpreter {
    /// Whether the argument written as `expr` could fill a parameter declared with `type`.
    func argument(_ expr: Expr, couldFill type: TypeRef, in scope: Scope?) -> Bool {
        guard isArrayValued(expr, in: scope) else { return true }
        return !refusesArrays(type)
    }

    private func isArrayValued(_ expr: Expr, in scope: Scope?) -> Bool {
        switch expr {
        case .array, .emptyArray: return true
        case .name(let name, _):
            var current = scope
            while let here = current {
                if let variable = here.lookupHere(name) {
                    if case .array? = variable.value { return true }
                    if case .array? = variable.type { return true }
                    return false
                }
                current = here.parent
            }
            return false
        default: return false
        }
    }

    private func refusesArrays(_ type: TypeRef) -> Bool {
        switch type {
        case .optional(let wrapped): return refusesArrays(wrapped)
        case .function, .tuple: return true
        case .named(let components, _):
            let name = components.joined(separator: ".")
            if ["String", "Int", "Double", "CGFloat", "Float", "Bool"].contains(name) { return true }
            if let host = registry.named(name) { return !host.isValueType }
            return classes[name] != nil
        case .array, .dictionary, .generic: return false
        }
    }
}
