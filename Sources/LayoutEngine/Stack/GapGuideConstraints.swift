import LayoutScene

/// The gap guides of the `.equalSpacing` and `.equalCentering` distributions (`_UIOLAGapGuide`, `'UISV-distributing'`):
/// one per gap between visible views, its ends tied to the two views (`'UISV-distributing-edge'`: their facing edges
/// for equal spacing, their centres for equal centering), and every guide as long as the first (`'UISV-fill-equally'`:
/// required for equal spacing, at `max(150 − index, 50)` for equal centering, `index` being the position in
/// `arrangedSubviews` of the view before the gap).
struct GapGuideConstraints {
    let builder: StackConstraintBuilder

    func constraints() -> [DesiredConstraint?] {
        let stack = builder.stack, main = builder.main
        let visible = stack.visibleArrangedSubviews, guides = stack.gapGuides
        let centering = stack.distribution == .equalCentering
        let start = centering ? main.center : main.max, end = centering ? main.center : main.min
        var result: [DesiredConstraint?] = []
        for (offset, guide) in guides.enumerated() where offset + 1 < visible.count {
            let preceding = visible[offset], following = visible[offset + 1]
            result.append(builder.constraint("UISV-distributing-edge", guide, main.min, .equal, preceding, start))
            result.append(builder.constraint("UISV-distributing-edge", following, end, .equal, guide, main.max))
            guard offset > 0, let first = guides.first else { continue }
            let index = stack.arrangedSubviews.firstIndex { $0 === preceding } ?? offset
            let priority = centering ? Double(max(150 - index, 50)) : 1000
            result.append(builder.constraint("UISV-fill-equally", guide, main.dimension, .equal, first, main.dimension,
                                             priority: priority))
        }
        return result
    }
}
