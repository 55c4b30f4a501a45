import Foundation

/// The root of a scene: a view with a fixed size that layout solves and renderers draw.
///
/// ```swift
/// let canvas = Canvas(width: 375, height: 667)
/// canvas.backgroundColor = .systemBackground
/// canvas.addSubview(card)
/// let result = canvas.layout()
/// ```
public final class Canvas: View {
    /// The direction views without a forced ``View/semanticContentAttribute`` lay out in: the system's
    /// (``TraitCollection/current``'s `layoutDirection`, `--direction`) when the canvas was made.
    ///
    /// ```swift
    /// canvas.layoutDirection = .rightToLeft // leading is now the right edge
    /// ```
    public var layoutDirection: LayoutDirection = TraitCollection.current.layoutDirection
    /// The system's traits for this scene (appearance, text size, size classes): ``TraitCollection/current``
    /// when the canvas was made. Views inherit them through ``View/traitCollection``.
    ///
    /// ```swift
    /// canvas.systemTraitCollection.userInterfaceStyle = .dark
    /// ```
    public var systemTraitCollection = TraitCollection.current
    /// The work budget every stage of drawing this scene spends from (see ``WorkBudget``): ``WorkBudget/current``
    /// when the canvas was made, else a budget of the default size of its own.
    ///
    /// ```swift
    /// if let exhausted = canvas.workBudget.exhaustion { print(exhausted) }
    /// ```
    public var workBudget = WorkBudget.current ?? WorkBudget()
    /// The insets the device imposes (status bar, notch, home indicator); the canvas's safe area.
    public var deviceSafeAreaInsets: EdgeInsets = .zero
    /// The smallest layout margins of a view controller's root view on this screen, as UIKit's
    /// `systemMinimumLayoutMargins`: margins set smaller are raised to them. They apply to the hosted controller's
    /// view (and child controllers' views) unless the controller's ``ViewController/viewRespectsSystemMinimumLayoutMargins``
    /// is false, and to a canvas hosting no controller (it stands for a controller's view). Zero — no minimum — unless
    /// the canvas is on a device (``apply(_:)``).
    ///
    /// ```swift
    /// canvas.systemMinimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    /// ```
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets = .zero
    /// The view controller whose view fills the canvas, if it was created with one.
    public let hostedController: ViewController?
    /// A view hosted at the canvas's width whose height the next layout fits to its constraints (see
    /// ``CanvasHeightFitting``); layout clears it once applied.
    public var heightFitting: CanvasHeightFitting?
    /// State the layout stage keeps between passes so that changes re-solve incrementally.
    /// Only the layout engine reads or writes it.
    package var layoutState: AnyObject?
    private var hasAppeared = false

    /// Creates a canvas of the given size, named `root`.
    ///
    /// ```swift
    /// let canvas = Canvas(width: 390, height: 844)
    /// ```
    public init(width: CGFloat, height: CGFloat) {
        hostedController = nil
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
        name = "root"
    }

    /// Canvases are built in code, never unarchived: this makes a zero-size canvas named `root`.
    ///
    /// ```swift
    /// let canvas = Canvas(width: 390, height: 844) // rather than from a coder
    /// ```
    public required init?(coder: NSCoder) {
        hostedController = nil
        super.init(coder: coder)
        name = "root"
    }

    /// Creates a canvas of the given size, named `root`.
    ///
    /// ```swift
    /// let canvas = Canvas(size: CGSize(width: 390, height: 844))
    /// ```
    public convenience init(size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Creates a canvas showing a view controller's view, filling the canvas, and loads the view
    /// (`loadView`, then `viewDidLoad`). Layout then runs `viewWillAppear`, `updateViewConstraints`,
    /// `viewWillLayoutSubviews`, the solve, `viewDidLayoutSubviews` and `viewDidAppear`, in UIKit's order.
    ///
    /// ```swift
    /// let canvas = Canvas(hosting: ProfileViewController(), width: 390, height: 844)
    /// ```
    public init(hosting controller: ViewController, width: CGFloat, height: CGFloat) {
        hostedController = controller
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
        name = "root"
        if !controller.isViewLoaded, controller.initialViewFrame.isEmpty { controller.initialViewFrame = bounds }
        let root = controller.view!
        if root.name == nil { root.name = "view" }
        root.frame = bounds
        root.translatesAutoresizingMaskIntoConstraints = true
        addSubview(root)
    }

    /// The canvas size.
    ///
    /// ```swift
    /// canvas.size = CGSize(width: 320, height: 568)
    /// ```
    public var size: CGSize {
        get { frame.size }
        set { frame = CGRect(origin: .zero, size: newValue) }
    }

    /// Runs `solve` inside the layout callbacks of the hosted controller and of the child controllers whose views it
    /// shows, in UIKit's order (see ``init(hosting:width:height:)``; `updateViewConstraints` children first, the
    /// layout callbacks parents first), after every view's ``View/updateConstraints()``; without a controller it
    /// runs the views' pass and then `solve`. The update-constraints pass runs again after `viewWillLayoutSubviews`,
    /// as UIKit's layout does before it applies the engine's frames, so views added there (an app base class's
    /// `addView()` hook) get their built-in constraints and their `updateConstraints()` overrides. When
    /// `viewDidLayoutSubviews` or the first `viewDidAppear` adds views or constraints, `solve` runs once more, as
    /// UIKit's next layout pass places them.
    ///
    /// ```swift
    /// let frames = canvas.withControllerLayoutCallbacks { solveEverything() }
    /// ```
    public func withControllerLayoutCallbacks<Result>(_ solve: () -> Result) -> Result {
        guard let controller = hostedController else {
            updateConstraintsIfNeeded()
            return solve()
        }
        let firstTime = !hasAppeared
        if firstTime { controller.performLifecycleStep(.viewWillAppear(false)) }
        let laidOut = controllersLaidOut(from: controller)
        for each in laidOut.reversed() { each.performLifecycleStep(.updateViewConstraints) }
        updateConstraintsIfNeeded()
        for each in laidOut { each.performLifecycleStep(.viewWillLayoutSubviews) }
        updateConstraintsIfNeeded()
        let result = solve()
        let solved = treeAndConstraintsSignature
        for each in laidOut { each.performLifecycleStep(.viewDidLayoutSubviews) }
        if firstTime {
            hasAppeared = true
            controller.performLifecycleStep(.viewDidAppear(false))
        }
        guard treeAndConstraintsSignature != solved else { return result }
        // the callbacks added views or constraints: UIKit lays the view out again on the next pass
        updateConstraintsIfNeeded()
        return solve()
    }

    /// The controllers whose views this layout lays out: `root` and, depth first, the children whose views are in
    /// the canvas (a navigation controller's top controller, a tab bar controller's selected one, an embedded child),
    /// parents before their children, as UIKit's layout reaches their views.
    private func controllersLaidOut(from root: ViewController) -> [ViewController] {
        [root] + root.children.flatMap { child -> [ViewController] in
            guard let view = child.viewIfLoaded, view.isDescendant(of: self) else { return [] }
            return controllersLaidOut(from: child)
        }
    }

    /// The views in the tree and how many constraints each of them and its guides holds: what a
    /// `viewDidLayoutSubviews()` that adds views or constraints changes.
    private var treeAndConstraintsSignature: [Int] {
        viewsInTreeOrder.flatMap { view in
            [ObjectIdentifier(view).hashValue,
             view.activeLayoutConstraints.count + view.layoutGuides.reduce(0) { $0 + $1.activeLayoutConstraints.count }]
        }
    }

    /// UIKit's layout-subviews pass after a solve: every view that needs it (see ``UpdateCycle``), superviews
    /// first; `true` when a scene class's `layoutSubviews()` override ran, so the layout may have changed.
    ///
    /// ```swift
    /// if canvas.layoutSubviewsPass() { /* solve again */ }
    /// ```
    public func layoutSubviewsPass() -> Bool {
        var ran = false
        for view in viewsInTreeOrder where view.runLayoutSubviewsStep() { ran = true }
        return ran
    }

    override var inheritedRootDirection: LayoutDirection { layoutDirection }
}
