import LayoutScene

/// A name no file declares that code of a class uses as a view (`containerView.snp…`, `view.addSubview(headerView)`,
/// an Objective-C base class's instance variable: `[_naviBar addSubview:field]`;
/// see ``LayoutBuildingIndex``) is a view property the class gets from a file not given — its declaration there (an
/// extension-only file), an undeclared base class, or an extension of its UIKit base (`extension UIViewController {
/// var topGuide: UIView … }`): the only places a name the file compiles with can come from. The exception is a likely
/// misspelling of one of the class's members (``Suggestion/isLikelyMisspelling(_:of:)``; `contentView` beside a
/// `contentSize` is a name of its own): it stays unknown, with a suggestion, unless a class with something
/// undeclared to inherit from writes it three times or more (a typo is seldom repeated: `contentView` used
/// throughout beside a `contextView` is the base class's). A name ending in `Guide` stands for UIKit's guide it
/// most likely wraps (``extensionGuide(_:of:at:)``); any other is a
/// ``LayoutScene/PlaceholderView`` captioned and named with the property's name, its Auto Layout flag off, one per
/// object and name, with one warning per name, so the views constrained to it keep their places. As the base class
/// would have, it is a subview of the object's view (a view's own, a controller's loaded one) filling it through
/// edge constraints of priority 1 and 2, which any constraint the code gives it outweighs; the code's own `addSubview`
/// moves it. It is a container (``LayoutScene/PlaceholderView/isContainer``): once the code adds views into it, it
/// has no stand-in size, so it fills the object unless the code places it. A name implying a scroll view or a stack view (`scrollView`, `contentStackView`) stands for one, so
/// the views added to it lay out as in that container.
///
/// ```swift
/// // extension ChatViewController { func layout() { view.addSubview(containerView); containerView.snp… } }
/// // warning: 'containerView' is not declared: the files use it as a view, so it stands for a view property …
/// ```
extension Interpreter {
    /// The placeholder view for the undeclared name `name` of `owner` (`self`), or nil when the rule does not apply;
    /// `reason`, when given, is the warning's text in place of the undeclared name's. A bare name must start in
    /// lower case (a capitalised one names a type); a member read of the object (`self.MainTableView`, `isMember`)
    /// may start in either.
    func inheritedViewProperty(_ name: String, of owner: Value?, at span: SourceSpan, reason: String? = nil,
                               isMember: Bool = false) -> Value? {
        // `weakSelf` of a weak-self macro is `self` (see ``selfAlias(_:in:at:)``), never a view property
        // an Objective-C instance variable (`_naviBar`) is named as a property is, after its underscore
        guard isMember || name.drop(while: { $0 == "_" }).first?.isLowercase == true, layoutBuilding.isUsedAsView(name),
              !name.lowercased().contains("self"), case .object(let object)? = owner,
              let scripted = HostBase.scriptedObject(object) else { return nil }
        let key = ObjectIdentifier(scripted)
        if let existing = inheritedViews[key]?[name] { return existing }
        let misspelt = Suggestion.isLikelyMisspelling(name, of: memberNames(of: .object(scripted)))
        guard !misspelt || hasPartsInFilesNotGiven(scripted.instance.scriptClass)
                && layoutBuilding.occurrences(of: name) >= 3 else {
            return nil
        }
        if let guide = extensionGuide(name, of: object as AnyObject, at: span) {
            inheritedViews[key, default: [:]][name] = guide
            return guide
        }
        guard let made = try? containerStandIn(named: name, at: span)
                ?? makeView(PlaceholderView(className: name), at: span) else { return nil }
        made.host(View.self)?.translatesAutoresizingMaskIntoConstraints = false
        made.host(PlaceholderView.self)?.isContainer = true
        if skipped.noteUnknown(name) {
            warn(reason ?? "'\(name)' is not declared: the files use it as a view, so it stands for a view property "
                     + "the code inherits (from its class's declaration, base class or an extension in a file not "
                     + "given): a placeholder view", at: span)
        }
        noteBinding(made, to: name, strength: .stored)
        inheritedViews[key, default: [:]][name] = made
        if let view = made.host(View.self), let container = object as? View ?? (object as? ViewController)?.viewIfLoaded {
            fill(container, with: view, at: span)
        }
        wireInheritedTable(made, to: owner, of: scripted.instance.scriptClass, at: span)
        return made
    }

    /// `card.lineView` of a ``LayoutScene/PlaceholderView`` (an instance of a class no file declares) where the files
    /// use that member as a view (`card.lineView.snp…`, `addSubview(card.lineView)`; see
    /// ``LayoutBuildingIndex/isUsedAsMemberView(_:)``): a subview the app's class declares in a file not given, a
    /// placeholder view named and captioned with the member, filling the placeholder as an inherited view property
    /// fills its object, one per placeholder and name, with one warning per name; nil when the rule does not apply.
    func placeholderMemberView(_ name: String, of owner: Value, at span: SourceSpan) -> Value? {
        guard name.first?.isLowercase == true, layoutBuilding.isUsedAsMemberView(name),
              let placeholder = owner.host(PlaceholderView.self) else { return nil }
        let key = ObjectIdentifier(placeholder)
        if let existing = inheritedViews[key]?[name] { return existing }
        guard let made = try? containerStandIn(named: name, at: span)
                ?? makeView(PlaceholderView(className: name), at: span),
              let view = made.host(View.self) else { return nil }
        view.translatesAutoresizingMaskIntoConstraints = false
        let symbol = "\(placeholder.className).\(name)"
        if skipped.noteUnknown(symbol) {
            warn("'\(symbol)' is not declared: the files use it as a view, so it stands for a subview the app's "
                     + "'\(placeholder.className)' declares in a file not given: a placeholder view", at: span)
        }
        noteBinding(made, to: name, strength: .stored)
        inheritedViews[key, default: [:]][name] = made
        fill(placeholder, with: view, at: span)
        return made
    }

    /// An inherited table view's data source and delegate are the object whose class implements the data source's
    /// methods (`tableView(_:numberOfRowsInSection:)`): the base that declares the table wires it to them, so the
    /// rows they give are drawn.
    private func wireInheritedTable(_ table: Value, to owner: Value?, of scriptClass: ScriptClass,
                                    at span: SourceSpan) {
        guard table.host(TableView.self) != nil, let owner,
              scriptClass.methods(named: "tableView").contains(where: {
                  $0.0.selector == "tableView(_:numberOfRowsInSection:)"
              }) else { return }
        _ = try? setMember(of: table, "dataSource", to: owner, at: span)
        _ = try? setMember(of: table, "delegate", to: owner, at: span)
    }

    /// A scroll view or stack view for a name implying one (the suffixes of ``BaseClassSubstitution``:
    /// `scrollView`, `contentStackView`), whose subviews lay out as that container's do, or a table view for a name
    /// ending in `tableView`, whose rows the class's own data source methods give; nil for other names.
    private func containerStandIn(named name: String, at span: SourceSpan) throws -> Value? {
        let typeName = name.prefix(1).uppercased() + name.dropFirst()
        let implied = typeName.hasSuffix("TableView") ? "UITableView"
            : BaseClassSubstitution.uikitClass(impliedBy: typeName)
        guard let implied, ["UIScrollView", "UIStackView", "UITableView"].contains(implied),
              let host = registry.named(implied) else { return nil }
        return try defaultInstance(of: host, at: span)
    }

    /// An undeclared name ending in `Guide` (`layoutGuide.topAnchor`, `topGuide.snp.bottom`): an extension in a file
    /// not given wrapping one of UIKit's guides, most often the safe area; it stands for that guide — on a
    /// controller, `top…Guide` for `topLayoutGuide` and `bottom…Guide` for `bottomLayoutGuide`, as their names
    /// say — with one warning per name. Nil for another name or an object that is neither a view nor a controller.
    private func extensionGuide(_ name: String, of object: AnyObject, at span: SourceSpan) -> Value? {
        guard name.hasSuffix("Guide") || name == "guide" else { return nil }
        let controller = object as? ViewController
        guard let view = object as? View ?? controller?.view else { return nil }
        let made: Value
        let spelled: String
        if let controller, name.hasPrefix("top") {
            (made, spelled) = (.object(controller.topLayoutGuide), "topLayoutGuide")
        } else if let controller, name.hasPrefix("bottom") {
            (made, spelled) = (.object(controller.bottomLayoutGuide), "bottomLayoutGuide")
        } else {
            (made, spelled) = (.object(view.safeAreaLayoutGuide), "safeAreaLayoutGuide")
        }
        if skipped.noteUnknown(name) {
            warn("'\(name)' is not declared: the files use it as a layout guide, so it stands for an extension's guide "
                     + "in a file not given: UIKit's '\(spelled)'", at: span)
        }
        return made
    }

    /// Pins the view's edges to the container's, the top and leading edges at priority 2 and the others at 1, so a
    /// view whose size its content fixes sits at the top leading corner rather than anywhere between. The pins are
    /// the stand-in's, located at the name's first use: not drawn as guides, not counted as the file's statements,
    /// and, being meant to give way, never reported as unsatisfied. A view already in the container stays where it is
    /// among its siblings.
    func fill(_ container: View, with view: View, at span: SourceSpan) {
        if view.superview !== container { container.addSubview(view) }
        let (file, line, column) = dslPosition(of: span)
        let leading = [view.topAnchor.constraint(equalTo: container.topAnchor, file: file, line: line, column: column),
                       view.leadingAnchor.constraint(equalTo: container.leadingAnchor, file: file, line: line,
                                                     column: column)]
        let trailing = [view.bottomAnchor.constraint(equalTo: container.bottomAnchor, file: file, line: line,
                                                     column: column),
                        view.trailingAnchor.constraint(equalTo: container.trailingAnchor, file: file, line: line,
                                                       column: column)]
        for edge in leading { edge.priority = LayoutPriority(2) }
        for edge in trailing { edge.priority = LayoutPriority(1) }
        for edge in leading + trailing { edge.isMadeByView = true }
        LayoutConstraint.activate(leading + trailing)
    }
}
