import LayoutScene

/// The plural helpers nearly every app declares on `UIView` and `UIStackView` — `addSubviews(a, b)`,
/// `addSubviews([a, b])`, `stack.addArrangedSubviews(…)` — built in so that views using them still get their
/// subviews. A helper is recognised by its name being the plural of UIKit's `addSubview(_:)` or
/// `addArrangedSubview(_:)`, in any letter case and with at most one letter off (`addSubViews`,
/// `addArrangeSubViews`), called on a view that has no member of that name (or, for an overload declared
/// elsewhere, none with those labels: ``Interpreter/callOverloadDeclaredElsewhere(_:_:_:_:in:at:)``) with unlabelled
/// views or one array of them, whatever its label (`addSubviews(views: [a, b])`).
///
/// ```swift
/// stack.addArrangeSubViews(icon, title)   // addArrangedSubview(icon); addArrangedSubview(title)
/// ```
extension Interpreter {
    func addSubviews(_ base: Value, _ name: String, _ call: Call, in scope: Scope, at span: SourceSpan,
                     besideDeclaredOverloads: Bool = false) throws -> Value? {
        let spelling = name.lowercased()
        let arranged = Suggestion.editDistance(spelling, "addarrangedsubviews") <= 1
        guard arranged || Suggestion.editDistance(spelling, "addsubviews") <= 1, base.host(View.self) != nil,
              besideDeclaredOverloads || !memberNames(of: base).contains(name),
              call.arguments.allSatisfy({ $0.label == nil }) || call.arguments.count == 1 else { return nil }
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
