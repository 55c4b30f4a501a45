import Foundation

/// A screen's controller, as `UIViewController`: iOS code that builds its views in `viewDidLoad`
/// (or `loadView`) runs unchanged. Host it in a ``Canvas`` to lay it out.
///
/// ```swift
/// final class ProfileViewController: UIViewController {
///     let avatar = UIView()
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.addSubview(avatar)
///         avatar.snp.makeConstraints { make in
///             make.top.equalTo(view.safeAreaLayoutGuide).offset(24)
///             make.centerX.equalToSuperview()
///             make.size.equalTo(96)
///         }
///     }
/// }
/// let canvas = Canvas(hosting: ProfileViewController(), width: 390, height: 844)
/// ```
open class ViewController {
    private var loadedView: View?
    private var supportGuides: (top: LayoutGuide, bottom: LayoutGuide)?
    /// The controller's title: a navigation bar shows it, and setting it sets the ``tabBarItem``'s title too, as
    /// in UIKit.
    public var title: String? {
        didSet { createdTabBarItem?.title = title }
    }
    /// The ``tabBarItem`` once it has been read.
    var createdTabBarItem: TabBarItem?
    /// The ``navigationItem`` once it has been read.
    var createdNavigationItem: NavigationItem?
    /// The ``editButtonItem`` once it has been read.
    var createdEditButtonItem: BarButtonItem?
    /// The controller this one is embedded in with ``addChild(_:)``, if any.
    public internal(set) weak var parent: ViewController?
    /// The controllers embedded in this one, in the order they were added.
    public internal(set) var children: [ViewController] = []

    /// Creates a controller; its view is created on first use.
    ///
    /// ```swift
    /// let controller = UIViewController()
    /// ```
    public init() {}

    /// The root view, created by ``loadView()`` (then ``viewDidLoad()``) the first time it is read.
    ///
    /// ```swift
    /// controller.view.backgroundColor = .white
    /// ```
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The appearance of this controller's view hierarchy and of its child controllers instead of the inherited one,
    /// as UIKit's `UIViewController.overrideUserInterfaceStyle`; `.unspecified` (the default) inherits.
    ///
    /// ```swift
    /// controller.overrideUserInterfaceStyle = .dark
    /// controller.view.traitCollection.userInterfaceStyle // .dark
    /// ```
    public var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified

    /// Whether the root view's layout margins are raised to the screen's minimum (``Canvas/systemMinimumLayoutMargins``,
    /// 16 or 20 points at the sides on a device), as UIKit's `viewRespectsSystemMinimumLayoutMargins`; true by default.
    ///
    /// ```swift
    /// controller.viewRespectsSystemMinimumLayoutMargins = false
    /// controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
    /// ```
    public var viewRespectsSystemMinimumLayoutMargins = true

    /// The traits of the controller's view (loading it if needed).
    ///
    /// ```swift
    /// if controller.traitCollection.userInterfaceStyle == .dark { … }
    /// ```
    public var traitCollection: TraitCollection { view.traitCollection }

    /// The view if it has been created, without creating it, as UIKit's `viewIfLoaded`.
    ///
    /// ```swift
    /// controller.viewIfLoaded?.backgroundColor = .systemBackground
    /// ```
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view has been created.
    ///
    /// ```swift
    /// controller.isViewLoaded // false until `view` is read
    /// ```
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view (and calls ``viewDidLoad()``) unless it exists.
    ///
    /// ```swift
    /// controller.loadViewIfNeeded()
    /// ```
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        performLifecycleStep(.loadView)
        if loadedView == nil { loadedView = View(frame: initialViewFrame) }
        loadedView?.owningViewController = self
        performLifecycleStep(.viewDidLoad)
    }

    /// Creates the root view; override to supply your own (set ``view``).
    ///
    /// ```swift
    /// override func loadView() { view = CardView() }
    /// ```
    open func loadView() {
        loadedView = View(frame: initialViewFrame)
    }

    /// The frame the default ``loadView()`` gives the view: UIKit makes it the size of the screen, so code in
    /// `viewDidLoad` that reads `view.bounds` (`UITableView(frame: view.bounds, …)` with flexible autoresizing) sees
    /// the screen's size. The controller's host sets it (the canvas for the root controller, a container for its
    /// children, the scene loader for every controller it makes); zero until then.
    package var initialViewFrame = CGRect.zero

    /// Called once after the view is created: build the view hierarchy and constraints here.
    ///
    /// ```swift
    /// override func viewDidLoad() { super.viewDidLoad(); view.addSubview(card) }
    /// ```
    open func viewDidLoad() {}

    /// Called before the first layout.
    ///
    /// ```swift
    /// override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    /// ```
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the first layout.
    ///
    /// ```swift
    /// override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    /// ```
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the controller is embedded in `parent` (by ``addChild(_:)``) or removed from it (`nil`).
    ///
    /// ```swift
    /// override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    /// ```
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller was embedded in `parent` or removed from it (`nil`, by ``removeFromParent()``).
    ///
    /// ```swift
    /// child.didMove(toParent: self)
    /// ```
    open func didMove(toParent parent: ViewController?) {}

    /// Called before each layout pass to update constraints.
    ///
    /// ```swift
    /// override func updateViewConstraints() { card.snp.updateConstraints { $0.height.equalTo(120) }; super.updateViewConstraints() }
    /// ```
    open func updateViewConstraints() {}

    /// Called before each layout pass solves.
    ///
    /// ```swift
    /// override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    /// ```
    open func viewWillLayoutSubviews() {}

    /// Called after each layout pass; frames are final.
    ///
    /// ```swift
    /// override func viewDidLayoutSubviews() { avatar.layer.cornerRadius = avatar.bounds.height / 2 }
    /// ```
    open func viewDidLayoutSubviews() {}

    /// Whether a navigation or tab bar controller adds the bars' safe area to the top and bottom of this controller's
    /// content scroll view even when it does not scroll (see ``ContentInsetAdjustmentBehavior/automatic``), as UIKit's
    /// deprecated property; true by default.
    ///
    /// ```swift
    /// controller.automaticallyAdjustsScrollViewInsets = false
    /// ```
    public var automaticallyAdjustsScrollViewInsets = true

    /// Extra safe-area insets for the view, as UIKit's property.
    ///
    /// ```swift
    /// controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    /// ```
    public var additionalSafeAreaInsets: EdgeInsets {
        get { view.additionalSafeAreaInsets }
        set { view.additionalSafeAreaInsets = newValue }
    }

    /// The deprecated top layout guide: from the view's top down to the top of the safe area.
    /// Only `top`, `bottom` and `height` can be constrained.
    ///
    /// ```swift
    /// header.snp.makeConstraints { make in make.top.equalTo(topLayoutGuide.snp.bottom) }
    /// ```
    public var topLayoutGuide: LayoutSupport { LayoutSupport(guide: layoutSupportGuides.top) }

    /// The deprecated bottom layout guide: from the bottom of the safe area down to the view's bottom.
    /// Only `top`, `bottom` and `height` can be constrained.
    ///
    /// ```swift
    /// footer.snp.makeConstraints { make in make.bottom.equalTo(bottomLayoutGuide.snp.top) }
    /// ```
    public var bottomLayoutGuide: LayoutSupport { LayoutSupport(guide: layoutSupportGuides.bottom) }

    private var layoutSupportGuides: (top: LayoutGuide, bottom: LayoutGuide) {
        if let guides = supportGuides { return guides }
        let root: View = view
        let guides = (LayoutGuide(kind: .topLayoutSupport, identifier: "UIViewControllerTopLayoutGuide", owner: root),
                      LayoutGuide(kind: .bottomLayoutSupport, identifier: "UIViewControllerBottomLayoutGuide",
                                  owner: root))
        root.attachSupportGuides([guides.0, guides.1])
        supportGuides = guides
        return guides
    }
}

/// UIKit's name for ``ViewController``.
///
/// ```swift
/// final class LoginViewController: UIViewController {}
/// ```
public typealias UIViewController = ViewController
