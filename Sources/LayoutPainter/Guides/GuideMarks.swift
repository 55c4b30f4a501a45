import Foundation
import LayoutScene

/// The lines, I-bars, badges and ✕ of one constraint's guide, with ids made from the guide's id and their role
/// (`…-bar`, `…-line-2`, `…-bar-badge`, `…-cross-1`).
struct GuideMarks {
    /// End caps of I-bars.
    static let capLength: CGFloat = 6
    /// The gap between a bar and its badge.
    static let badgeOffset: CGFloat = 3
    /// Half the size of the ✕ on a broken constraint (no more than the badge offset, so it stays clear of the badge).
    static let crossHalfSize: CGFloat = 3

    let id: String
    let stroke: DisplayStroke
    /// The state's class (`state-ok`, …), which every mark carries too so that styles can colour them by state.
    let stateClass: String
    let context: PaintContext
    private(set) var items: [DisplayItem] = []
    /// The first bar drawn (else the first line): where the ✕ of a broken constraint goes.
    private(set) var mainSegment: Segment?
    private var mainIsBar = false

    init(id: String, stroke: DisplayStroke, stateClass: String, context: PaintContext) {
        self.id = id
        self.stroke = stroke
        self.stateClass = stateClass
        self.context = context
    }

    /// An I-bar, moved clear of parallel bars towards `side` (−1 above/left, +1 below/right), with its badge on
    /// that side.
    mutating func addBar(_ segment: Segment, role: String, side: CGFloat, label: String, state: inout PaintState) {
        let placed = state.bars.place(segment, towards: side, clearOf: state.badges)
        add(placed, role: role, capLength: Self.capLength, classes: ["guide-bar"], side: side, label: label,
            state: &state)
        if !mainIsBar {
            mainSegment = placed
            mainIsBar = true
        }
    }

    /// A plain line (no caps), with a badge on `side` when `label` is given.
    mutating func addLine(_ segment: Segment, role: String, side: CGFloat, label: String?, state: inout PaintState) {
        add(segment, role: role, capLength: 0, classes: ["guide-line"], side: side, label: label, state: &state)
        if mainSegment == nil { mainSegment = segment }
    }

    /// The red ✕ of a broken constraint: two short crossing lines at the middle of the main bar or line.
    mutating func addCross(state: inout PaintState) {
        guard let centre = mainSegment?.midpoint else { return }
        let size = Self.crossHalfSize
        let cross = DisplayStroke(color: context.theme.conflictGuide, width: 1.5)
        let (left, right, top, bottom) = (centre.x - size, centre.x + size, centre.y - size, centre.y + size)
        let strokes = [(CGPoint(x: left, y: top), CGPoint(x: right, y: bottom)),
                       (CGPoint(x: left, y: bottom), CGPoint(x: right, y: top))]
        for (index, (from, to)) in strokes.enumerated() {
            items.append(.line(DisplayLine(id: state.claim("\(id)-cross-\(index + 1)"), classes: ["guide-cross"],
                                           from: from, to: to, stroke: cross, capLength: 0)))
        }
    }

    private mutating func add(_ segment: Segment, role: String, capLength: CGFloat, classes: [String], side: CGFloat,
                              label: String?, state: inout PaintState) {
        let lineID = state.claim("\(id)-\(role)")
        items.append(.line(DisplayLine(id: lineID, classes: classes + [stateClass], from: segment.start,
                                       to: segment.end, stroke: stroke, capLength: capLength)))
        guard let label else { return }
        let badge = context.badgeMaker.measure(label)
        let rect = state.badges.place(badge.size, beside: segment, offset: Self.badgeOffset, side: side)
        items += context.badgeMaker.items(badge, in: rect,
                                          ids: (state.claim("\(lineID)-badge"), state.claim("\(lineID)-badge-text")),
                                          classes: (["badge", stateClass], ["badge-text", stateClass]),
                                          fill: stroke.color, textColor: context.theme.badgeText,
                                          cornerRadius: rect.height / 2)
    }
}

extension LayoutAxis {
    /// The side badges of bars and lines running along this axis go by default: above horizontal ones, right of
    /// vertical ones.
    var badgeSide: CGFloat { self == .horizontal ? -1 : 1 }
}
