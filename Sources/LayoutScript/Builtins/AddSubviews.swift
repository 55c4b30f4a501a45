import LayoutScene

/// `addSubviews(a, b)`, `addSubviews([a, b])` (also spelt `addSubViews`) and a stack view's `addArrangedSubviews(…)`
/// (also `addArrangeSubviews`): the extensions nearly every app declares, built in so that views using them still
/// get their subviews.
extension Interpreter {
    func addSubviews(_ base: Value, _ name: String, _ call: Call, in scope: Scope, at span: SourceSpan) throws
        -> Value? {
        let arranged = ["addArrangedSubviews", "addArrangeSubviews", "addArrangedSubViews"].contains(name)
        guard name == "addSubviews" || name == "addSubViews" || arranged, base.host(View.self) != nil,
              !memberNames(of: base).contains(name), call.arguments.allSatisfy({ $0.label == nil }) else { return nil }
        var views: [Value] = []
        for argument in call.arguments {
            let value = try evaluate(argument.value, in: scope)
            if case .array(let elements) = value { views += elements } else { views.append(value) }
        }
        for view in views where !view.isUnknown {
            let method = arranged ? "addArrangedSubview" : "addSubview"
            _ = try self.call(.function(.hostMethod(receiver: base, name: method)), arguments: [view], at: span)
        }
        return .void
    }
}
