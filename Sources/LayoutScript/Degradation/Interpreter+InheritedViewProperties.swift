import LayoutScene

/// A name no file declares that code of a class with something undeclared to inherit from — its declaration in a
/// file not given (an extension-only file) or an undeclared base class — uses as a view (`containerView.snp…`,
/// `view.addSubview(headerView)`; see ``LayoutBuildingIndex``) is a view property the class inherits from there,
/// unless it is close to one of the class's members (then it is likely a typo, and stays unknown with a suggestion). It is a
/// ``LayoutScene/PlaceholderView`` captioned and named with the property's name, its Auto Layout flag off, one per
/// object and name, with one warning per name, so the views constrained to it keep their places.
///
/// ```swift
/// // extension ChatViewController { func layout() { view.addSubview(containerView); containerView.snp… } }
/// // warning: 'containerView' is not declared: the files use it as a view, so it stands for a view property …
/// ```
extension Interpreter {
    /// The placeholder view for the undeclared name `name` of `owner` (`self`), or nil when the rule does not apply.
    func inheritedViewProperty(_ name: String, of owner: Value?, at span: SourceSpan) -> Value? {
        guard name.first?.isLowercase == true, layoutBuilding.isUsedAsView(name),
              case .object(let object)? = owner, let scripted = HostBase.scriptedObject(object) else { return nil }
        let key = ObjectIdentifier(scripted)
        if let existing = inheritedViews[key]?[name] { return existing }
        guard substitutedBase(of: scripted.instance.scriptClass) != nil || isDeclaredElsewhere(scripted.instance.scriptClass),
              Suggestion.closest(to: name, among: memberNames(of: .object(scripted))) == nil else { return nil }
        guard let made = try? makeView(PlaceholderView(className: name), at: span) else { return nil }
        made.host(View.self)?.translatesAutoresizingMaskIntoConstraints = false
        if skipped.noteUnknown(name) {
            warn("'\(name)' is not declared: the files use it as a view, so it stands for a view property the code "
                     + "inherits (from its class's declaration or base class in a file not given): a placeholder view",
                 at: span)
        }
        noteBinding(made, to: name, strength: .stored)
        inheritedViews[key, default: [:]][name] = made
        return made
    }
}
