import LayoutScene

/// A UIKit property called like a method — `lineView.center(.horizontal, in: self)`, `label.font(.title)` — is an
/// app's extension method sharing the property's base name (Swift tells them apart by their full names), declared in
/// a file not given. On a view it is an app's layout helper when its arguments are labelled with anchors
/// (``Interpreter/constrainByUnknownHelper(_:_:_:in:at:)``); otherwise an unknown call, warned once, whose closures
/// follow the closure rule.
///
/// ```swift
/// lineView.center(.horizontal, in: self)   // warning: unknown symbol 'UIView.center(_:in:)'
/// ```
extension Interpreter {
    /// The result of calling `name` on a UIKit object whose property of that name (`callee`) is not a function, or nil
    /// when it is one.
    func extensionMethodNamedLikeProperty(_ object: Any, _ receiver: Value, _ callee: Value, _ name: String,
                                          _ call: Call, in scope: Scope, at span: SourceSpan) throws -> Value? {
        switch callee {
        case .function, .type: return nil
        default: break
        }
        if let view = object as? View, let made = try constrainByUnknownHelper(view, name, call, in: scope, at: span) {
            return made
        }
        let symbol = "\(typeName(of: receiver)).\(Selector.text(name, call.labels))"
        return absorbCall(unknown(symbol, at: span), call, in: scope, receiver: receiver)
    }
}
