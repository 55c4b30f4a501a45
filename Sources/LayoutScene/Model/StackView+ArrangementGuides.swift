/// The internal layout guides a stack's generated constraints use, kept for the stack's lifetime so that each
/// keeps its identity from one layout to the next.
struct StackArrangementGuides {
    var alignmentSpanner: LayoutGuide?
    var orderingSpanner: LayoutGuide?
    var gaps: [LayoutGuide] = []
}

extension StackView {
    /// The arranged subviews that are not hidden, in order: the ones that take up room.
    ///
    /// ```swift
    /// email.isHidden = true
    /// form.visibleArrangedSubviews.count // one fewer
    /// ```
    public var visibleArrangedSubviews: [View] {
        arrangedSubviews.filter { !$0.isHidden }
    }

    /// UIKit's `_UILayoutSpacer` `'UISV-alignment-spanner'`: a guide enclosing the arranged subviews across the axis,
    /// used by every alignment but `.fill` once two or more views are arranged.
    package var alignmentSpanner: LayoutGuide? {
        guard alignment != .fill, arrangedSubviews.count >= 2 else { return nil }
        if let guide = guideStore.alignmentSpanner { return guide }
        let guide = LayoutGuide(kind: .stackSpacer, identifier: "UISV-alignment-spanner", owner: self)
        guideStore.alignmentSpanner = guide
        return guide
    }

    /// UIKit's `_UILayoutSpacer` `'UISV-ordering-spanner'`: where a stack whose arranged subviews are all hidden
    /// ties them along the axis.
    package var orderingSpanner: LayoutGuide? {
        guard !arrangedSubviews.isEmpty, arrangedSubviews.allSatisfy(\.isHidden) else { return nil }
        if let guide = guideStore.orderingSpanner { return guide }
        let guide = LayoutGuide(kind: .stackSpacer, identifier: "UISV-ordering-spanner", owner: self)
        guideStore.orderingSpanner = guide
        return guide
    }

    /// UIKit's `_UIOLAGapGuide`s `'UISV-distributing'`: one per gap between visible arranged subviews, for the
    /// `.equalSpacing` and `.equalCentering` distributions.
    package var gapGuides: [LayoutGuide] {
        guard distribution == .equalSpacing || distribution == .equalCentering else { return [] }
        let count = max(0, visibleArrangedSubviews.count - 1)
        while guideStore.gaps.count < count {
            guideStore.gaps.append(LayoutGuide(kind: .stackGap, identifier: "UISV-distributing", owner: self))
        }
        return Array(guideStore.gaps.prefix(count))
    }

    /// The position of a gap guide among the stack's gap guides.
    func gapIndex(of guide: LayoutGuide) -> Int? {
        guideStore.gaps.firstIndex { $0 === guide }
    }
}
