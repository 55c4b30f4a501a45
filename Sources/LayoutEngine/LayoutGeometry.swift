import LayoutScene
import LayoutSolver

/// Items' variables and geometry for one solve: frames from the session, margins and text from the current inputs.
struct LayoutGeometry {
    let session: SolverSession
    let inputs: DynamicInputs

    /// The item's frame expressions, or `nil` when it is not in the canvas.
    func frame(of item: LayoutItem) -> FrameExpressions? {
        session.variables(for: item)?.frame
    }

    /// The view's own coordinate space.
    func space(of view: View) -> CoordinateSpace? {
        frame(of: view).map { CoordinateSpace(view: view, frame: $0) }
    }

    /// The safe-area insets the current inputs give the view.
    func safeAreaInsets(of view: View) -> EdgeInsets {
        inputs.safeAreaInsets[ObjectIdentifier(view)] ?? .zero
    }

    /// Where the current inputs show a scroll view's content: the offset code set, else the resting offset for its
    /// adjusted content inset.
    func contentOffset(of scrollView: ScrollView) -> CGPoint {
        AdjustedContentInset.contentOffset(
            of: scrollView, adjusted: inputs.adjustedContentInsets[ObjectIdentifier(scrollView)] ?? .zero)
    }

    /// The margins the `…Margin` attributes and the margins guide use: ``View/layoutMargins`` raised to the system
    /// minimum (``View/layoutMarginsWithSystemMinimum``), measured from the safe area when the view insets its
    /// margins from a nonzero safe area.
    func effectiveMargins(of view: View) -> EdgeInsets {
        let safeArea = safeAreaInsets(of: view), margins = view.layoutMarginsWithSystemMinimum
        guard view.insetsLayoutMarginsFromSafeArea, safeArea != .zero else { return margins }
        return margins + safeArea
    }

    /// The geometry of a view or guide (guides have no margins and follow their owning view's direction).
    func geometry(of item: LayoutItem) -> ItemGeometry? {
        guard let frame = frame(of: item) else { return nil }
        guard let view = item as? View else {
            return ItemGeometry(frame: frame, margins: .zero, direction: item.resolvedLayoutDirection)
        }
        return ItemGeometry(frame: frame, margins: effectiveMargins(of: view),
                            direction: view.effectiveUserInterfaceLayoutDirection,
                            text: inputs.texts[ObjectIdentifier(view)]?.baselineText,
                            vendedBaselines: (view as? StackView).flatMap(vendedBaselines(of:)))
    }

    /// The geometry of an item in a constraint installed on `installation`. A scroll view related to one of its
    /// descendants stands for its content area (positions, inset by its margins for the margin attributes) and its
    /// viewport (width and height), as in UIKit.
    func geometry(of item: LayoutItem, relatedTo other: LayoutItem?, installedOn installation: View) -> ItemGeometry? {
        guard let scrollView = item as? ScrollView, scrollView === installation,
              let otherView = other?.hierarchyView, otherView !== scrollView, otherView.isDescendant(of: scrollView),
              let viewport = frame(of: scrollView), let content = frame(of: scrollView.contentLayoutGuide)
        else { return geometry(of: item) }
        return ItemGeometry(frame: content, size: (viewport.width, viewport.height),
                            margins: effectiveMargins(of: scrollView),
                            direction: scrollView.effectiveUserInterfaceLayoutDirection)
    }
}
