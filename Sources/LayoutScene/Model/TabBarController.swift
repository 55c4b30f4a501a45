import Foundation

/// Screens behind a bar of tabs, as `UITabBarController`, shown as UIKit shows it at rest: the selected controller
/// is a child whose view fills the tab bar controller's view and extends under the bar, with the bar's
/// ``ContainerEstimates/tabBarHeight`` added to its safe area bottom (added to the controller's own
/// ``ViewController/additionalSafeAreaInsets``), and the ``tabBar`` sits at the bottom edge, 49 points plus the
/// bottom safe area tall, with an item per controller (its ``ViewController/tabBarItem``). The other controllers are
/// kept but not loaded, as in UIKit. A ``NavigationController`` in a tab works as on its own.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.setViewControllers([UINavigationController(rootViewController: FeedViewController()),
///                          SettingsViewController()], animated: false)
/// tabs.selectedIndex = 1
/// let canvas = Canvas(hosting: tabs, width: 393, height: 852)
/// ```
open class TabBarController: ViewController {
    /// The bar at the bottom (49 points tall until it is laid out, as UIKit makes it).
    public let tabBar = TabBar(frame: CGRect(x: 0, y: 0, width: 0, height: ContainerEstimates.tabBarHeight))
    private var controllers: [ViewController]?
    private var selection = 0
    private var contained = ContainedChild(barEdge: .bottom)
    private var barConstraints = SystemConstraintSet()

    /// A tab bar controller with no tabs; set ``viewControllers`` to show some.
    ///
    /// ```swift
    /// let tabs = UITabBarController()
    /// ```
    public override init() {
        super.init()
        tabBar.itemSource = { [unowned self] in
            ((controllers ?? []).map { $0.tabBarItem }, selectedViewController?.tabBarItem)
        }
    }

    /// The controllers, one per tab, leading first; setting them selects the first unless the selected index is
    /// still in range.
    ///
    /// ```swift
    /// tabs.viewControllers = [home, search, profile]
    /// ```
    public var viewControllers: [ViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs (never animated in a still picture).
    ///
    /// ```swift
    /// tabs.setViewControllers([home, profile], animated: false)
    /// ```
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        controllers = viewControllers
        if selection >= viewControllers?.count ?? 0 { selection = 0 }
        if isViewLoaded { showSelected() }
    }

    /// The index of the selected tab; `NSNotFound` with no tabs. Setting an index outside the tabs is ignored.
    ///
    /// ```swift
    /// tabs.selectedIndex = 2
    /// ```
    public var selectedIndex: Int {
        get { (controllers ?? []).isEmpty ? NSNotFound : selection }
        set {
            guard (controllers ?? []).indices.contains(newValue) else { return }
            selection = newValue
            if isViewLoaded { showSelected() }
        }
    }

    /// The selected tab's controller; setting one that is not a tab is ignored.
    ///
    /// ```swift
    /// tabs.selectedViewController = profile
    /// ```
    public var selectedViewController: ViewController? {
        get { controllers.flatMap { $0.indices.contains(selection) ? $0[selection] : nil } }
        set {
            guard let newValue, let index = controllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Makes the view with the bar and the selected controller's view.
    ///
    /// ```swift
    /// tabs.view.subviews.last === tabs.tabBar // true
    /// ```
    open override func loadView() {
        view = View()
        tabBar.translatesAutoresizingMaskIntoConstraints = false
        tabBar.derivedName = .init(owner: view, suffix: "tabBar")
        view.addSubview(tabBar)
        barConstraints.update(signature: "bar") {
            [
                SystemConstraintSet.make("UITabBar-top", tabBar, .top, view.safeAreaLayoutGuide, .bottom,
                                         constant: -ContainerEstimates.tabBarHeight),
                SystemConstraintSet.make("UITabBar-bottom", tabBar, .bottom, view, .bottom),
                SystemConstraintSet.make("UITabBar-leading", tabBar, .leading, view, .leading),
                SystemConstraintSet.make("UITabBar-trailing", tabBar, .trailing, view, .trailing),
            ]
        }
        showSelected()
    }

    /// Passes the appearance on to the selected controller, as UIKit does.
    ///
    /// ```swift
    /// tabs.viewWillAppear(false) // the selected controller's viewWillAppear runs
    /// ```
    open override func viewWillAppear(_ animated: Bool) {
        selectedViewController?.performLifecycleStep(.viewWillAppear(animated))
    }

    /// Passes the appearance on to the selected controller, as UIKit does.
    ///
    /// ```swift
    /// tabs.viewDidAppear(false) // the selected controller's viewDidAppear runs
    /// ```
    open override func viewDidAppear(_ animated: Bool) {
        selectedViewController?.performLifecycleStep(.viewDidAppear(animated))
    }

    private func showSelected() {
        guard let selected = selectedViewController, selected !== contained.controller else { return }
        contained.show(selected, in: self, below: tabBar, named: "UITabBarController")
        contained.setBarInset(ContainerEstimates.tabBarHeight)
    }
}

/// UIKit's name for ``TabBarController``.
///
/// ```swift
/// final class MainTabBarController: UITabBarController {}
/// ```
public typealias UITabBarController = TabBarController

extension ViewController {
    /// The nearest tab bar controller this controller is in, as UIKit's property; `nil` for a controller shown on its
    /// own.
    ///
    /// ```swift
    /// controller.tabBarController?.selectedIndex = 1
    /// ```
    public var tabBarController: TabBarController? {
        nearestAncestor(TabBarController.self)
    }
}
