import Foundation

/// How a ``NavigationBar`` shows a controller's ``NavigationItem``: the title (the item's, else the controller's)
/// centred, or the title view in its place, centred at its own size; the leading items from the leading edge and the
/// trailing items from the trailing edge, outermost first, ``ContainerEstimates/navigationItemEdgeInset`` from the
/// edge and ``ContainerEstimates/navigationItemSpacing`` apart, each centred vertically: a custom view as it is, any
/// other item as a system button with its title (17 pt, semibold for `.done`) or its image. Below the root, a back
/// button leads: a `chevron.backward` and the back title (see ``NavigationController``), ``ContainerEstimates/backButtonEdgeInset``
/// from the edge.
///
/// ```swift
/// navigation.navigationBar.show(controller.navigationItem, title: controller.title)
/// ```
extension NavigationBar {
    /// Shows `item` (or only `title` without one), replacing what the bar showed; a back button leads with
    /// `backTitle` when it is not nil (empty: the chevron alone).
    public func show(_ item: NavigationItem?, title: String?, backTitle: String? = nil) {
        titleLabel.text = item?.title ?? title
        largeTitleLabel.text = titleLabel.text
        let titleView = item?.titleView
        titleViewShown = titleView
        titleLabel.isHidden = titleView != nil || showsLargeTitle
        let leading = (backTitle.map { [backButton(titled: $0)] } ?? [])
            + itemViews(of: item?.leftBarButtonItems ?? [], side: "left")
        let trailing = itemViews(of: item?.rightBarButtonItems ?? [], side: "right")
        let shown = [titleView].compactMap { $0 } + leading + trailing
        for view in itemViews where !shown.contains(where: { $0 === view }) && view.superview === self {
            view.removeFromSuperview()
        }
        for view in shown where view.superview !== self {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        itemViews = shown
        let signature = shown.map { "\(ObjectIdentifier($0).hashValue)" }.joined(separator: ",")
            + "|\(leading.count)|\(titleView == nil)|\(backTitle != nil)"
        itemConstraints.update(signature: signature) {
            var constraints: [LayoutConstraint] = []
            if let titleView {
                constraints += [SystemConstraintSet.make("UINavigationBar-titleView-centerX", titleView, .centerX, self,
                                                         .centerX),
                                SystemConstraintSet.make("UINavigationBar-titleView-centerY", titleView, .centerY, self,
                                                         .top, constant: ContainerEstimates.navigationBarHeight / 2)]
            }
            constraints += chain(leading, from: .leading, name: "leading",
                                 edgeInset: backTitle == nil ? ContainerEstimates.navigationItemEdgeInset
                                     : ContainerEstimates.backButtonEdgeInset)
            constraints += chain(trailing, from: .trailing, name: "trailing")
            return constraints
        }
    }

    /// The views of one side's items, outermost first, placed from the bar's `edge` inwards.
    private func chain(_ views: [View], from edge: LayoutAttribute, name: String,
                       edgeInset: CGFloat = ContainerEstimates.navigationItemEdgeInset) -> [LayoutConstraint] {
        let sign: CGFloat = edge == .leading ? 1 : -1
        let inward: LayoutAttribute = edge == .leading ? .trailing : .leading
        var constraints: [LayoutConstraint] = []
        var previous: View?
        for (index, view) in views.enumerated() {
            let identifier = "UINavigationBar-\(name)Item\(index)"
            let (neighbour, gap): (LayoutItem, CGFloat) = previous.map { ($0, ContainerEstimates.navigationItemSpacing) }
                ?? (self, edgeInset)
            constraints.append(SystemConstraintSet.make(identifier, view, edge, neighbour,
                                                        previous == nil ? edge : inward, constant: sign * gap))
            constraints.append(SystemConstraintSet.make("\(identifier)-centerY", view, .centerY, self, .top,
                                                        constant: ContainerEstimates.navigationBarHeight / 2))
            previous = view
        }
        return constraints
    }

    /// The views drawing one side's items (spaces draw nothing), the buttons named `leftBarButtonItem0`, ….
    private func itemViews(of items: [BarButtonItem], side: String) -> [View] {
        items.filter { !$0.isSpace }.enumerated().map { index, item in
            itemView(item, named: "\(side)BarButtonItem\(index)")
        }
    }

    /// The view drawing `item`: its custom view, or a system button with its image or title.
    private func itemView(_ item: BarButtonItem, named name: String) -> View {
        if let customView = item.customView { return customView }
        if let made = itemButtons[ObjectIdentifier(item)] { return made.button }
        let button = Button(type: .system)
        button.derivedName = .init(owner: self, suffix: name)
        itemButtons[ObjectIdentifier(item)] = (item, button)
        if let image = item.image {
            button.setImage(image, for: .normal)
        } else {
            button.setTitle(item.title, for: .normal)
            button.titleLabel?.font = item.style == .done
                ? Font.systemFont(ofSize: ContainerEstimates.navigationItemFont.pointSize, weight: .semibold)
                : ContainerEstimates.navigationItemFont
        }
        if let tint = item.tintColor { button.tintColor = tint }
        return button
    }

    /// The back button, made once: the chevron and `title` in the tint colour.
    private func backButton(titled title: String) -> Button {
        let button = shownBackButton ?? Button(type: .system)
        if shownBackButton == nil {
            button.derivedName = .init(owner: self, suffix: "backButton")
            button.setImage(Image(systemName: "chevron.backward"), for: .normal)
            button.titleLabel?.font = ContainerEstimates.navigationItemFont
            shownBackButton = button
        }
        button.setTitle(title.isEmpty ? nil : title, for: .normal)
        return button
    }
}
