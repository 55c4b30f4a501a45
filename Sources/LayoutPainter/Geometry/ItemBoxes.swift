import Foundation
import LayoutScene

/// Builds the ``ItemBox`` of a constraint's item from the scene geometry, the way layout reads it: a scroll view
/// related to one of its descendants, in a constraint installed on it, stands for its content area (positions, inset
/// by its margins for margin attributes) and its viewport (sizes); margins are measured from the safe area when the
/// view says so; a label's baselines are those of its text drawn vertically centred.
struct ItemBoxes {
    let geometry: SceneGeometry

    /// The box, or `nil` when the item has no drawable frame.
    func box(for item: LayoutItem, relatedTo other: LayoutItem?, installedOn installation: View?) -> ItemBox? {
        if let scrollView = item as? ScrollView, scrollView === installation,
           let otherView = other?.hierarchyView, otherView !== scrollView, otherView.isDescendant(of: scrollView) {
            guard let content = geometry.rect(of: scrollView.contentLayoutGuide),
                  let viewport = geometry.rect(of: scrollView) else { return nil }
            return ItemBox(rect: content, sizeRect: viewport, margins: Self.effectiveMargins(of: scrollView),
                           direction: scrollView.effectiveUserInterfaceLayoutDirection, firstBaseline: content.minY,
                           lastBaseline: content.maxY)
        }
        guard let rect = geometry.rect(of: item) else { return nil }
        guard let view = item as? View else {
            return ItemBox(rect: rect, sizeRect: rect, margins: .zero, direction: item.resolvedLayoutDirection,
                           firstBaseline: rect.minY, lastBaseline: rect.maxY)
        }
        let baselines = (view as? Label).flatMap { Self.baselines(of: $0, in: rect) } ?? (rect.minY, rect.maxY)
        return ItemBox(rect: rect, sizeRect: rect, margins: Self.effectiveMargins(of: view),
                       direction: view.effectiveUserInterfaceLayoutDirection, firstBaseline: baselines.0,
                       lastBaseline: baselines.1)
    }

    /// The top of a label's text block, drawn vertically centred in `rect` as UILabel draws it (and as layout places
    /// its baselines); `nil` without usable text metrics.
    static func textTop(of metrics: TextMetrics, in rect: CGRect) -> CGFloat? {
        let top = rect.minY + (rect.height - metrics.size.height) / 2
        return top.isFinite ? top : nil
    }

    private static func baselines(of label: Label, in rect: CGRect) -> (CGFloat, CGFloat)? {
        guard let metrics = label.textMetrics, let top = textTop(of: metrics, in: rect) else { return nil }
        let first = top + metrics.firstBaseline, last = top + metrics.lastBaseline
        return first.isFinite && last.isFinite ? (first, last) : nil
    }

    /// The margins `…Margin` attributes use: the layout margins, plus the safe area when the view insets its margins
    /// from a nonzero safe area. Margins that are not finite count as 0, so positions always are.
    private static func effectiveMargins(of view: View) -> EdgeInsets {
        let safeArea = view.safeAreaInsets
        let fromSafeArea = view.insetsLayoutMarginsFromSafeArea && safeArea != .zero
        let margins = view.layoutMarginsWithSystemMinimum
        func edge(_ margin: CGFloat, _ safe: CGFloat) -> CGFloat {
            let value = fromSafeArea ? margin + safe : margin
            return value.isFinite ? min(PaintLimits.maximumCoordinate, max(-PaintLimits.maximumCoordinate, value)) : 0
        }
        return EdgeInsets(top: edge(margins.top, safeArea.top), left: edge(margins.left, safeArea.left),
                          bottom: edge(margins.bottom, safeArea.bottom), right: edge(margins.right, safeArea.right))
    }
}
