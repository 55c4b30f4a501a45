import Foundation

/// A bar of items at the bottom of the screen, as `UITabBar`: its items share the top
/// ``ContainerEstimates/tabBarHeight`` points equally, each an image over a title (see ``ContainerEstimates`` for
/// the estimated positions and font), the selected one in the bar's ``View/tintColor``, the others in
/// ``unselectedItemTintColor``. More than ``ContainerEstimates/tabBarMaximumItems`` items show as the first four
/// and a "More" item, as on iPhone. A ``TabBarController`` makes one and keeps it at its bottom edge, reaching down
/// through the safe area. As in iOS 15 and later at rest, the bar is transparent unless ``barTintColor`` gives it a
/// colour. The items are read when the bar is laid out, so a change to a ``TabBarItem`` shows.
///
/// ```swift
/// let bar = UITabBar()
/// bar.setItems([UITabBarItem(title: "Home", image: nil, tag: 0)], animated: false)
/// bar.selectedItem = bar.items?.first
/// ```
public final class TabBar: View {
    /// The items, leading first.
    public private(set) var items: [TabBarItem]?
    /// The item drawn selected.
    public var selectedItem: TabBarItem?
    /// The colour of the items not selected; `nil` uses ``ContainerEstimates/tabBarUnselectedItemColor``.
    public var unselectedItemTintColor: Color?
    /// Whether the bar is translucent (kept; it is drawn transparent or in ``barTintColor`` either way).
    public var isTranslucent = true
    /// Where a ``TabBarController`` keeps the items: read at each layout instead of ``items``.
    var itemSource: (() -> (items: [TabBarItem], selected: TabBarItem?))?
    private var buttons: [TabBarButton] = []
    private var buttonConstraints = SystemConstraintSet()
    private let moreItem = TabBarItem(title: "More", image: Image(systemName: "ellipsis"), tag: 0)

    /// A bar with no items.
    ///
    /// ```swift
    /// let bar = TabBar(frame: .zero)
    /// ```
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Built in code, never unarchived: this always fails (it exists so subclasses written for UIKit compile).
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError() }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Replaces the items (never animated in a still picture).
    ///
    /// ```swift
    /// bar.setItems([home, search], animated: false)
    /// ```
    public func setItems(_ items: [TabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// The bar's background colour, as `UITabBar.barTintColor`; `nil` (the default) leaves it transparent.
    ///
    /// ```swift
    /// bar.barTintColor = .systemBackground
    /// ```
    public var barTintColor: Color? {
        get { backgroundColor }
        set { backgroundColor = newValue }
    }

    /// Shows the items as they are now: one button each, side by side.
    ///
    /// ```swift
    /// bar.updateConstraints()
    /// ```
    public override func updateConstraints() {
        super.updateConstraints()
        if let itemSource { (items, selectedItem) = itemSource() }
        let shown = shownItems
        while buttons.count > shown.count { buttons.removeLast().removeFromSuperview() }
        while buttons.count < shown.count {
            let button = TabBarButton(index: buttons.count, in: self)
            addSubview(button)
            buttons.append(button)
        }
        let selected = selectedItem.flatMap { item in (items ?? []).firstIndex { $0 === item } }
            .map { min($0, shown.count - 1) }
        let unselectedColor = unselectedItemTintColor ?? ContainerEstimates.tabBarUnselectedItemColor
        for (index, (button, item)) in zip(buttons, shown).enumerated() {
            button.show(item, selected: index == selected, unselectedColor: unselectedColor)
        }
        buttonConstraints.update(signature: "\(buttons.count)") { makeButtonConstraints() }
    }

    /// The items that fit, with "More" standing for the rest.
    private var shownItems: [TabBarItem] {
        let all = items ?? []
        let limit = ContainerEstimates.tabBarMaximumItems
        return all.count <= limit ? all : Array(all.prefix(limit - 1)) + [moreItem]
    }

    private func makeButtonConstraints() -> [LayoutConstraint] {
        let share = buttons.isEmpty ? 1 : 1 / CGFloat(buttons.count)
        return buttons.enumerated().flatMap { index, button in
            let leading = index == 0
                ? SystemConstraintSet.make("UITabBar-item-leading", button, .leading, self, .leading)
                : SystemConstraintSet.make("UITabBar-item-leading", button, .leading, buttons[index - 1], .trailing)
            return [
                leading,
                SystemConstraintSet.make("UITabBar-item-top", button, .top, self, .top),
                SystemConstraintSet.make("UITabBar-item-height", button, .height, nil, .notAnAttribute,
                                         constant: ContainerEstimates.tabBarHeight),
                SystemConstraintSet.make("UITabBar-item-width", button, .width, .equal, self, .width,
                                         multiplier: share),
            ]
        }
    }
}

/// UIKit's name for ``TabBar``.
///
/// ```swift
/// controller.tabBarController?.tabBar.tintColor = .systemPink
/// ```
public typealias UITabBar = TabBar
