import LayoutScene

/// A stack's constraints along its axis, as UIKit's `_UIOrderedLayoutArrangement`: the first and last visible
/// views pinned to the canvas (`'UISV-canvas-connection'`), each visible view spaced from the previous visible one
/// (`'UISV-spacing'`), hidden views collapsed, and the distribution's own constraints.
///
/// With `.fill`, sizes come from the views' intrinsic sizes: when the views do not fit, the lowest compression
/// resistance gives way, and when there is room the lowest hugging priority grows. UIKit adds no constraint that
/// breaks a tie between equal priorities and leaves it to its engine; here the solver's tie-break decides, and it is
/// deterministic: of views with equal hugging, the **first** one in `arrangedSubviews` takes all the extra room; of
/// views with equal compression resistance, the **first** one gives up all the missing room. Set distinct priorities
/// (as Interface Builder's 251 for labels does) to choose another view.
struct OrderedArrangement {
    let builder: StackConstraintBuilder

    func constraints() -> [DesiredConstraint] {
        let stack = builder.stack, main = builder.main, canvas = builder.canvas
        let items = stack.arrangedSubviews, visible = stack.visibleArrangedSubviews
        var result: [DesiredConstraint?] = []
        if let first = visible.first, let last = visible.last {
            result.append(builder.constraint("UISV-canvas-connection", canvas, main.min, .equal, first, main.min))
            result.append(builder.constraint("UISV-canvas-connection", last, main.max, .equal, canvas, main.max))
            for (preceding, following) in zip(visible, visible.dropFirst()) {
                result.append(builder.spacing(from: preceding, to: following))
            }
        } else if let spanner = stack.orderingSpanner {
            result.append(builder.constraint("UISV-canvas-connection", canvas, main.min, .equal, spanner, main.min))
            result.append(builder.constraint("UISV-canvas-connection", spanner, main.max, .equal, canvas, main.max))
            result.append(builder.constraint("UISV-spanning-fit", spanner, main.dimension,
                                             priority: StackViewEstimates.allHiddenSpanningFitPriority))
        }
        for (index, item) in items.enumerated() where item.isHidden {
            result += HiddenItemConstraints(builder: builder, items: items, index: index).constraints()
        }
        result += distributionConstraints(visible: visible)
        return result.compactMap { $0 }
    }

    private func distributionConstraints(visible: [View]) -> [DesiredConstraint?] {
        switch builder.stack.distribution {
        case .fill:
            return TextWidthDisambiguation(builder: builder).constraints()
        case .fillEqually:
            return fillEqually(visible)
        case .fillProportionally:
            return ProportionalFill(builder: builder).constraints() ?? fillEqually(visible)
        case .equalSpacing, .equalCentering:
            return GapGuideConstraints(builder: builder).constraints()
                + [builder.constraint("UISV-canvas-fit", builder.canvas, builder.main.dimension, priority: 49)]
                + TextWidthDisambiguation(builder: builder).constraints()
        }
    }

    /// `'UISV-fill-equally'`: every visible view after the first as long as the first.
    func fillEqually(_ visible: [View]) -> [DesiredConstraint?] {
        guard let reference = visible.first else { return [] }
        let dimension = builder.main.dimension
        return visible.dropFirst().map {
            builder.constraint("UISV-fill-equally", $0, dimension, .equal, reference, dimension)
        }
    }
}
