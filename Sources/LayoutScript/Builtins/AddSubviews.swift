import LayoutScene

/// `addSubviews(a, b)`, `addSubviews([a, b])` (also spelt `addSubViews`): the extension nearly every app declares on
/// `UIView`, built in so that views using it still get their subviews. A file's own extension of that name wins.
extension Interpreter {
    func addSubviews(_ base: Value, _ name: String, _ call: Call, in scope: Scope, at span: SourceSpan) throws
        -> Value? {
        guard name == "addSubviews" || name == "addSubViews", base.host(View.self) != nil,
              !memberNames(of: base).contains(name), call.arguments.allSatisfy({ $0.label == nil }) else { return nil }
        var views: [Value] = []
        for argument in call.arguments {
            let value = try evaluate(argument.value, in: scope)
            if case .array(let elements) = value { views += elements } else { views.append(value) }
        }
        for view in views where !view.isUnknown {
            _ = try self.call(.function(.hostMethod(receiver: base, name: "addSubview")), arguments: [view], at: span)
        }
        return .void
    }
}
