import LayoutScene

/// A stack's constraints across its axis, as UIKit's `_UIAlignedLayoutArrangement`: every arranged view aligned to
/// the first (`'UISV-alignment'`), the canvas connected to the first view or to the alignment spanner
/// (`'UISV-canvas-connection'`); for every alignment but `.fill`, the spanner encloses the visible views
/// (`'UISV-spanning-boundary'`, the aligned edge at 999.5), shrinks onto them (`'UISV-spanning-fit'` @51), and each
/// view's cross size prefers zero (`'UISV-ambiguity-suppression'` @25) so that it takes its intrinsic size.
/// Baseline alignments, which UIKit documents for horizontal stacks only, act as leading (first baseline) and
/// trailing (last baseline) in a vertical stack (an estimate, as FDStackView does).
struct AlignedArrangement {
    let builder: StackConstraintBuilder

    /// What an alignment lines up and how it connects to the canvas.
    private enum Shape {
        case fill, leading, center, trailing, firstBaseline, lastBaseline
    }

    private var shape: Shape {
        let vertical = builder.stack.axis == .vertical
        switch builder.stack.alignment {
        case .fill: return .fill
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        case .firstBaseline: return vertical ? .leading : .firstBaseline
        case .lastBaseline: return vertical ? .trailing : .lastBaseline
        }
    }

    /// The attributes the arranged views line up on.
    private var alignedAttributes: [LayoutAttribute] {
        let cross = builder.cross
        switch shape {
        case .fill: return [cross.min, cross.max]
        case .leading: return [cross.min]
        case .center: return [cross.center]
        case .trailing: return [cross.max]
        case .firstBaseline: return [.firstBaseline]
        case .lastBaseline: return [.lastBaseline]
        }
    }

    func constraints() -> [DesiredConstraint] {
        let items = builder.stack.arrangedSubviews
        guard let first = items.first else { return [] }
        var result: [DesiredConstraint?] = []
        for item in items.dropFirst() {
            for attribute in alignedAttributes {
                result.append(builder.constraint("UISV-alignment", first, attribute, .equal, item, attribute))
            }
        }
        if shape == .fill {
            result += fillConnections(first)
        } else if let spanner = builder.stack.alignmentSpanner {
            result += spannerConstraints(spanner) + spannerConnections(spanner, first: first)
        } else {
            result += singleItemConnections(first)
        }
        if shape != .fill {
            for item in items {
                result.append(builder.constraint("UISV-ambiguity-suppression", item, builder.cross.dimension,
                                                 priority: 25))
            }
        }
        return result.compactMap { $0 }
    }

    private func fillConnections(_ first: View) -> [DesiredConstraint?] {
        let cross = builder.cross, canvas = builder.canvas
        return [builder.constraint("UISV-canvas-connection", canvas, cross.min, .equal, first, cross.min),
                builder.constraint("UISV-canvas-connection", first, cross.max, .equal, canvas, cross.max)]
    }

    /// The spanner around the visible views: the aligned edge at 999.5, the others as inequalities, and its fit.
    private func spannerConstraints(_ spanner: LayoutGuide) -> [DesiredConstraint?] {
        let cross = builder.cross
        let visible = builder.stack.visibleArrangedSubviews
        var result: [DesiredConstraint?] = []
        for item in visible {
            result.append(shape == .leading
                ? boundary(spanner, cross.min, .equal, item, priority: 999.5)
                : boundary(spanner, cross.min, .lessThanOrEqual, item))
            result.append(shape == .trailing
                ? boundary(spanner, cross.max, .equal, item, priority: 999.5)
                : boundary(spanner, cross.max, .greaterThanOrEqual, item))
        }
        let fit = visible.isEmpty ? StackViewEstimates.allHiddenSpanningFitPriority : 51
        result.append(builder.constraint("UISV-spanning-fit", spanner, cross.dimension, priority: fit))
        return result
    }

    private func boundary(_ spanner: LayoutGuide, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
                          _ item: View, priority: Double = 1000) -> DesiredConstraint? {
        builder.constraint("UISV-spanning-boundary", spanner, attribute, relation, item, attribute, priority: priority)
    }

    /// The canvas tied to the spanner and the first view, per alignment (UIKit's table).
    private func spannerConnections(_ spanner: LayoutGuide, first: View) -> [DesiredConstraint?] {
        let cross = builder.cross, canvas = builder.canvas
        let connect = { (a: LayoutItem, attribute: LayoutAttribute, relation: LayoutRelation, b: LayoutItem) in
            builder.constraint("UISV-canvas-connection", a, attribute, relation, b, attribute)
        }
        switch shape {
        case .fill:
            return []
        case .leading:
            return [connect(canvas, cross.min, .equal, first), connect(spanner, cross.max, .equal, canvas)]
        case .center:
            return [connect(canvas, cross.min, .equal, spanner), connect(spanner, cross.max, .equal, canvas),
                    connect(canvas, cross.center, .equal, first)]
        case .trailing:
            return [connect(canvas, cross.min, .equal, spanner), connect(first, cross.max, .equal, canvas)]
        case .firstBaseline:
            return [connect(canvas, cross.min, .equal, spanner), connect(spanner, cross.max, .equal, canvas),
                    canvasFit]
        case .lastBaseline:
            return [connect(canvas, cross.min, .equal, spanner), connect(canvas, cross.max, .greaterThanOrEqual, first),
                    canvasFit]
        }
    }

    /// A single arranged view, without a spanner: pinned on its aligned side, held inside the canvas on the others,
    /// and the canvas shrunk onto it. A baseline alignment acts as leading (first) or trailing (last) here.
    private func singleItemConnections(_ item: View) -> [DesiredConstraint?] {
        let cross = builder.cross, canvas = builder.canvas
        let connect = { (a: LayoutItem, attribute: LayoutAttribute, relation: LayoutRelation, b: LayoutItem) in
            builder.constraint("UISV-canvas-connection", a, attribute, relation, b, attribute)
        }
        let alignsMin = shape == .leading || shape == .firstBaseline
        let alignsMax = shape == .trailing || shape == .lastBaseline
        var result = [connect(canvas, cross.min, alignsMin ? .equal : .lessThanOrEqual, item),
                      connect(canvas, cross.max, alignsMax ? .equal : .greaterThanOrEqual, item)]
        if shape == .center { result.append(connect(canvas, cross.center, .equal, item)) }
        return result + [canvasFit]
    }

    /// `'UISV-canvas-fit'` across the axis: the canvas shrinks onto its content (@49).
    private var canvasFit: DesiredConstraint? {
        builder.constraint("UISV-canvas-fit", builder.canvas, builder.cross.dimension, priority: 49)
    }
}
