import LayoutScene

/// An app's method on a constraint that no file given declares — `extension NSLayoutConstraint { func
/// withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint { self.priority = priority; return self } }`
/// called as `a.widthAnchor.constraint(equalToConstant: 40).withPriority(.defaultHigh)` — is a builder: such helpers
/// configure the constraint and hand it back, so the call's value is the constraint it is called on and the
/// `activate([…])` around it installs it. A name UIKit gives a property (`.priority(.required - 1)`) is the app's
/// method too, since calling a property's value does not compile. A single argument that reads as a priority, taken
/// with `UILayoutPriority` as its context (`.defaultHigh`, `.required - 1`, `UILayoutPriority(999)`), is the priority
/// the helper gives; any other argument is left unread. A helper called as a statement of its own, its result
/// unused (`label.leftAnchor.constraint(equalTo: contentView.leftAnchor).activate()`), can only have installed the
/// constraint it was handed: the constraint is activated. The constraint is marked as a stand-in for the helper,
/// with one warning per helper.
///
/// ```swift
/// NSLayoutConstraint.activate([avatar.widthAnchor.constraint(equalToConstant: 40).withPriority(.defaultHigh)])
/// // warning: 'NSLayoutConstraint.withPriority(_:)' is not declared: an app's helper on a constraint, it stands
/// // for the constraint it is called on (a priority it is given applies)
/// ```
extension Interpreter {
    /// The constraint itself, configured; called for a `name` that is none of UIKit's or the files' methods of the
    /// constraint.
    func constraintThroughUndeclaredHelper(_ constraint: LayoutConstraint, _ receiver: Value, _ name: String,
                                           _ call: Call, in scope: Scope, at span: SourceSpan) -> Value {
        let symbol = "NSLayoutConstraint." + Selector.text(name, call.labels)
        constraint.standInFor = symbol
        if call.arguments.count == 1, let priorityType = registry.named("UILayoutPriority"),
           let value = try? evaluate(call.arguments[0].value, in: scope, expecting: .host(priorityType)),
           let priority = value.host(LayoutPriority.self) {
            constraint.priority = priority
        }
        if discardedResultEnd == call.span.end {
            constraint.isActive = true
            warnOnce("'\(symbol)' is not declared: an app's helper on a constraint whose result is unused, it "
                         + "activates the constraint it is called on (a priority it is given applies)", at: span)
            return .void
        }
        warnOnce("'\(symbol)' is not declared: an app's helper on a constraint, it stands for the constraint it is "
                     + "called on (a priority it is given applies)", at: span)
        return receiver
    }
}
