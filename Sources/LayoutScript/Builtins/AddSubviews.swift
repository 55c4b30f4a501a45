import LayoutScene

/// The plural helpers nearly every app declares on `UIView` and `UIStackView` — `addSubviews(a, b)`,
/// `addSubviews([a, b])`, `stack.addArrangedSubviews(…)` — built in so that views using them still get their
/// subviews. A helper is recognised by its name being the plural of UIKit's `addSubview(_:)` or
/// `addArrangedSubview(_:)`, in any letter case and with at most one letter off (`addSubViews`,
/// `addArrangeSubViews`), or by its extending one of those names (`addSubviewWithoutAutoresizingMask(_:)`), called on
/// a view that has no member of that name (or, for an overload declared elsewhere, none with those labels:
/// ``Interpreter/callOverloadDeclaredElsewhere(_:_:_:_:in:at:)``) with unlabelled views or one array of them,
/// whatever its label (`addSubviews(views: [a, b])`).
///
/// A name that only suggests adding — the bare verb, `add(_:)` or `adds(_:)` (`view.adds([title, icon])`), or one
/// naming subviews (`setupSubViews(title, icon)`) — is the same helper when it is given views alone, none of them in a
/// view tree yet: it adds them as subviews, or to the arrangement (a stack view given the bare verb, a name saying
/// `arranged`).
///
/// The same helper declared on an array of views instead, taking the container as its one argument, whatever its
/// label (`[title, icon].addSubViews(contentView)`, `views.addSubviews(to: card)`), adds each view to that container.
///
/// ```swift
/// stack.addArrangeSubViews(icon, title)   // addArrangedSubview(icon); addArrangedSubview(title)
/// [title, icon].addSubViews(contentView)  // contentView.addSubview(title); contentView.addSubview(icon)
/// ```
extension Interpreter {
    /// The helper called on the view `base` (on `self` by a bare name when `isBareCall`), or nil when the call is not
    /// it.
    func addSubviews(_ base: Value, _ name: String, _ call: Call, in scope: Scope, at span: SourceSpan,
                     isBareCall: Bool = false, besideDeclaredOverloads: Bool = false) throws -> Value? {
        guard let receiver = base.host(View.self) else { return nil }
        let helper = Self.pluralAddingHelper(name)
        guard let arranged = helper ?? Self.addingByEvidence(name, to: receiver),
              call.arguments.allSatisfy({ $0.label == nil }) || call.arguments.count == 1,
              !isBareCall || !isDeclaredInScope(name, scope),
              besideDeclaredOverloads || !memberNames(of: base).contains(name)
                  && extensionMethods(of: base, named: name).isEmpty else { return nil }
        // a name that only suggests adding is read from views the call names (evaluated once, if it is not the helper)
        if helper == nil, !call.arguments.allSatisfy({ Self.namesValues($0.value) }) { return nil }
        var views: [Value] = []
        for argument in call.arguments {
            let value = try evaluate(argument.value, in: scope)
            if case .array(let elements) = value { views += elements } else { views.append(value) }
        }
        // and is the helper when it is given views alone, none of them in a tree yet
        if helper == nil, !views.contains(where: { $0.host(View.self) != nil }) || views.contains(where: { value in
            !value.isUnknown && value.host(View.self).map { $0.superview != nil } ?? true
        }) {
            return nil
        }
        try add(views.filter { !$0.isUnknown }, to: base, arranged: arranged, at: span)
        return .void
    }

    /// `[a, b].addSubviews(container)`: each view of the array added to the one view the call gives, or nil when the
    /// call is not such a helper (its name, an array holding no view, an argument that is not one view).
    func addArrayOfViews(_ base: Value, _ name: String, _ call: Call, in scope: Scope, at span: SourceSpan) throws
        -> Value? {
        guard let arranged = Self.pluralAddingHelper(name), case .array(let elements) = base,
              elements.contains(where: { $0.host(View.self) != nil }), call.arguments.count == 1 else { return nil }
        let container = try evaluate(call.arguments[0].value, in: scope)
        guard container.host(View.self) != nil else { return nil }
        try add(elements.filter { $0.host(View.self) != nil }, to: container, arranged: arranged, at: span)
        return .void
    }

    /// Adds each of `views` to `container` with UIKit's `addSubview(_:)`, or `addArrangedSubview(_:)` when `arranged`
    /// and the container is a stack view (a placeholder for the app's own container takes them as subviews).
    private func add(_ views: [Value], to container: Value, arranged: Bool, at span: SourceSpan) throws {
        let stacks = container.host(View.self).flatMap { hostType(of: $0) }?
            .methods(named: "addArrangedSubview").isEmpty == false
        let method = arranged && stacks ? "addArrangedSubview" : "addSubview"
        for view in views {
            _ = try call(.function(.hostMethod(receiver: container, name: method)), arguments: [view], at: span)
        }
    }

    /// Whether an argument only names values or makes new ones (`title`, `self.icon`, `UILabel()`, `[title, icon]`):
    /// evaluating it again, when the call is not the helper, changes nothing on screen.
    private static func namesValues(_ expression: Expr) -> Bool {
        switch expression {
        case .name, .selfReference: true
        case .member(let base, _): namesValues(base)
        case .array(let elements, _): elements.allSatisfy(namesValues)
        case .call(let call):
            if case .name(let type, _) = call.callee, type.first?.isUppercase == true { true } else { false }
        default: false
        }
    }

    /// For a name that suggests adding views without spelling UIKit's — the bare verb (`add(_:)`, `adds(_:)`) or one
    /// naming subviews (`setupSubViews(_:)`, `configureSubviews(_:)`) — whether they join the arrangement (a stack
    /// view given the bare verb, a name saying `arranged`); nil for any other name.
    private static func addingByEvidence(_ name: String, to receiver: View) -> Bool? {
        let spelling = name.lowercased()
        if ["add", "adds"].contains(spelling) { return receiver is StackView }
        guard spelling.contains("subview") else { return nil }
        return spelling.contains("arranged")
    }

    /// Whether `name` spells the plural of `addArrangedSubview(_:)` (true) or `addSubview(_:)` (false) in any letter
    /// case with at most one letter off, or extends either name (`addSubviewWithoutAutoresizingMask`,
    /// `addArrangedSubviewsAnimated`); nil for any other name.
    private static func pluralAddingHelper(_ name: String) -> Bool? {
        let spelling = name.lowercased()
        if Suggestion.editDistance(spelling, "addarrangedsubviews") <= 1 || spelling.hasPrefix("addarrangedsubview") {
            return true
        }
        return Suggestion.editDistance(spelling, "addsubviews") <= 1 || spelling.hasPrefix("addsubview") ? false : nil
    }
}
