import Foundation

/// A stack of screens under a navigation bar, as `UINavigationController`, shown as UIKit shows it at rest: the top
/// controller is a child whose view fills the navigation controller's view and extends under the bar, with the
/// bar's height added to its safe area (UIKit's default translucent bar; added to the controller's own
/// ``ViewController/additionalSafeAreaInsets``), and the ``navigationBar`` sits below the
/// status bar, ``ContainerEstimates/navigationBarHeight`` tall, showing the top controller's
/// ``ViewController/navigationItem`` (its title, else the controller's title, and its bar button items). Pushing replaces
/// what is shown (no transition is drawn); the controllers below the top are kept but not loaded.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: SettingsViewController())
/// let canvas = Canvas(hosting: navigation, width: 390, height: 844)
/// ```
open class NavigationController: ViewController {
    /// The stack, bottom first; the last is shown.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar at the top (44 points tall until it is laid out, as UIKit makes it).
    public let navigationBar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 0,
                                                           height: ContainerEstimates.navigationBarHeight))
    private var contained = ContainedChild(barEdge: .top)
    private var barConstraints = SystemConstraintSet()

    /// An empty navigation controller; push a controller to show it.
    ///
    /// ```swift
    /// let navigation = UINavigationController()
    /// ```
    public override init() {
        super.init()
    }

    /// A navigation controller showing `rootViewController`.
    ///
    /// ```swift
    /// let navigation = UINavigationController(rootViewController: HomeViewController())
    /// ```
    public init(rootViewController: ViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// The controller shown: the last of ``viewControllers``.
    ///
    /// ```swift
    /// navigation.topViewController?.title // "Home"
    /// ```
    public var topViewController: ViewController? { viewControllers.last }

    /// Whether the bar is hidden; the top controller's safe area then starts at the status bar.
    ///
    /// ```swift
    /// navigation.isNavigationBarHidden = true
    /// ```
    public var isNavigationBarHidden = false {
        didSet { updateBar() }
    }

    /// Hides or shows the bar (never animated in a still picture).
    ///
    /// ```swift
    /// navigation.setNavigationBarHidden(true, animated: false)
    /// ```
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Pushes `controller` on the stack and shows it.
    ///
    /// ```swift
    /// navigation.pushViewController(DetailViewController(), animated: true)
    /// ```
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        setViewControllers(viewControllers + [controller], animated: animated)
    }

    /// Pops the top controller, unless it is the root, and shows the one below; returns the popped one.
    ///
    /// ```swift
    /// navigation.popViewController(animated: true)
    /// ```
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.last
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return popped
    }

    /// Replaces the stack and shows its last controller.
    ///
    /// ```swift
    /// navigation.setViewControllers([home, detail], animated: false)
    /// ```
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        viewControllers = controllers
        if isViewLoaded { showTop() }
    }

    /// Makes the view with the bar and the top controller's view.
    ///
    /// ```swift
    /// navigation.view.subviews.last === navigation.navigationBar // true
    /// ```
    open override func loadView() {
        view = View()
        navigationBar.translatesAutoresizingMaskIntoConstraints = false
        navigationBar.derivedName = .init(owner: view, suffix: "navigationBar")
        view.addSubview(navigationBar)
        showTop()
    }

    /// Keeps the bar's title the top controller's, which it may set as late as `viewWillAppear`.
    ///
    /// ```swift
    /// override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    /// ```
    open override func viewWillLayoutSubviews() {
        navigationBar.show(topViewController?.createdNavigationItem, title: topViewController?.title,
                           backTitle: backButtonTitle)
        updateBar()
    }

    /// Whether the top controller's title shows large: the bar prefers large titles and the top item's
    /// ``NavigationItem/largeTitleDisplayMode`` is `.always`, or `.automatic` down to an item that is `.always` or
    /// to the root (UIKit's "inherit from the previous item").
    var showsLargeTitle: Bool {
        guard navigationBar.prefersLargeTitles else { return false }
        for controller in viewControllers.reversed() {
            switch controller.createdNavigationItem?.largeTitleDisplayMode ?? .automatic {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Passes the appearance on to the top controller, as UIKit does.
    ///
    /// ```swift
    /// navigation.viewWillAppear(false) // the top controller's viewWillAppear runs
    /// ```
    open override func viewWillAppear(_ animated: Bool) {
        navigationBar.show(topViewController?.createdNavigationItem, title: topViewController?.title,
                           backTitle: backButtonTitle)
        topViewController?.performLifecycleStep(.viewWillAppear(animated))
    }

    /// Passes the appearance on to the top controller, as UIKit does.
    ///
    /// ```swift
    /// navigation.viewDidAppear(false) // the top controller's viewDidAppear runs
    /// ```
    open override func viewDidAppear(_ animated: Bool) {
        topViewController?.performLifecycleStep(.viewDidAppear(animated))
    }

    private func showTop() {
        guard let top = topViewController, top !== contained.controller else { return }
        contained.show(top, in: self, below: navigationBar, named: "UINavigationController")
        navigationBar.show(top.createdNavigationItem, title: top.title, backTitle: backButtonTitle)
        updateBar()
    }

    private func updateBar() {
        navigationBar.isHidden = isNavigationBarHidden
        let large = showsLargeTitle
        navigationBar.showsLargeTitle = large
        let search = topViewController?.createdNavigationItem?.shownSearchBar
        navigationBar.showSearchBar(search)
        let height = ContainerEstimates.navigationBarHeight + (large ? ContainerEstimates.largeTitleHeight : 0)
            + (search != nil ? ContainerEstimates.searchBarStripHeight : 0)
        contained.setBarInset(isNavigationBarHidden ? 0 : height)
        guard isViewLoaded else { return }
        barConstraints.update(signature: "bar \(height)") {
            [
                SystemConstraintSet.make("UINavigationBar-top", navigationBar, .top, view.safeAreaLayoutGuide, .top),
                SystemConstraintSet.make("UINavigationBar-leading", navigationBar, .leading, view, .leading),
                SystemConstraintSet.make("UINavigationBar-trailing", navigationBar, .trailing, view, .trailing),
                SystemConstraintSet.make("UINavigationBar-height", navigationBar, .height, nil, .notAnAttribute,
                                         constant: height),
            ]
        }
    }
}

extension ViewController {
    /// The nearest navigation controller this controller is in, as UIKit's property; `nil` for a controller shown on
    /// its own.
    ///
    /// ```swift
    /// controller.navigationController?.isNavigationBarHidden = true
    /// ```
    public var navigationController: NavigationController? {
        nearestAncestor(NavigationController.self)
    }
}
