import Foundation

/// Pages of screens, as `UIPageViewController`, shown at rest: the page set with
/// ``setViewControllers(_:direction:animated:completion:)`` is a child whose view fills the page controller's view.
/// No curl or scroll transition is drawn; the data source and delegate are never asked for other pages.
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.setViewControllers([first], direction: .forward, animated: false)
/// ```
open class PageViewController: ViewController {
    /// How pages change, as `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Sendable, Hashable, CaseIterable {
        case pageCurl, scroll
    }

    /// The axis pages change along, as `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Sendable, Hashable, CaseIterable {
        case horizontal, vertical
    }

    /// Which way a change of page goes, as `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Sendable, Hashable, CaseIterable {
        case forward, reverse
    }

    /// How pages change (never drawn).
    public private(set) var transitionStyle: TransitionStyle
    /// The axis pages change along (never drawn).
    public private(set) var navigationOrientation: NavigationOrientation
    /// The pages shown: the first fills the view.
    public private(set) var viewControllers: [ViewController]?
    private var contained = ContainedChild()

    /// A page controller; set its pages to show one.
    ///
    /// ```swift
    /// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    /// ```
    public init(transitionStyle: TransitionStyle = .pageCurl, navigationOrientation: NavigationOrientation = .horizontal) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        super.init()
    }

    /// A page controller with UIKit's defaults: page curl, horizontal.
    ///
    /// ```swift
    /// let pages = UIPageViewController()
    /// ```
    public convenience override init() {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    /// Sets what the initializer sets, for a subclass made before its `super.init(transitionStyle:…)` runs.
    package func configure(transitionStyle: TransitionStyle, navigationOrientation: NavigationOrientation) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
    }

    /// Shows the first of `controllers` (a still picture draws no transition); `completion` runs at once with `true`.
    ///
    /// ```swift
    /// pages.setViewControllers([first], direction: .forward, animated: true)
    /// ```
    open func setViewControllers(_ controllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        viewControllers = controllers
        if isViewLoaded { showFirst() }
        completion?(true)
    }

    /// Makes the view with the first page's view.
    ///
    /// ```swift
    /// pages.view.subviews.first === first.view // true
    /// ```
    open override func loadView() {
        view = View()
        showFirst()
    }

    private func showFirst() {
        guard let first = viewControllers?.first else { return }
        contained.show(first, in: self, below: nil, named: "UIPageViewController")
    }
}
