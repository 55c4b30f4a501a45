import Foundation
import LayoutScene

/// The lines, I-bars, badges, ✕ and callout of one constraint's guide, with ids made from the guide's id and their
/// role (`…-bar`, `…-line-2`, `…-line-piece-2`, `…-bar-badge`, `…-cross-1`, `…-callout`).
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
    /// The constraint drawn, listed in the legend if it becomes a callout.
    let constraint: LayoutConstraint
    /// How many siblings' identical constraints this guide stands for (1 for itself alone): every badge ends
    /// `×count`, and a plain line gets a `×count` badge of its own.
    let repeats: Int
    private(set) var items: [DisplayItem] = []
    /// The first bar drawn (else the first line): where the ✕ of a broken constraint goes.
    private(set) var mainSegment: Segment?
    private var mainIsBar = false
    /// Whether part of the guide could not be placed and it has a numbered callout.
    private(set) var hasCallout = false

    init(id: String, stroke: DisplayStroke, stateClass: String, context: PaintContext, constraint: LayoutConstraint,
         repeats: Int = 1) {
        self.id = id
        self.stroke = stroke
        self.stateClass = stateClass
        self.context = context
        self.constraint = constraint
        self.repeats = repeats
    }

    /// An I-bar at the first of `placements` where it fits with its badge inside the picture (any, when none lies
    /// inside): each bar is moved clear of parallel bars, badges and text towards its side (−1 above/left, +1
    /// below/right), where its badge goes. Where none
    /// fits, the first bar that can be cleared is drawn with a numbered callout instead of its badge (no bar at
    /// all when none can be cleared).
    mutating func addBar(_ placements: [(segment: Segment, side: CGFloat)], role: String, label: String,
                         state: inout PaintState) {
        let text = labelled(label)
        let bounds = state.badges.bounds.insetBy(dx: -0.5, dy: -0.5)
        let inside = { (bar: Segment) in bounds.contains(bar.start) && bounds.contains(bar.end) }
        let visible = placements.contains { inside($0.segment) }
        var firstClear: Segment?
        for (segment, side) in placements where !visible || inside(segment) {
            guard let cleared = state.bars.clear(segment, towards: side, of: state.badges),
                  !visible || inside(cleared) else { continue }
            firstClear = firstClear ?? cleared
            guard let badge = placeBadge(text, beside: cleared, side: side, state: &state) else { continue }
            drawBar(cleared, role: role, state: &state)
            items += badge(state.claim("\(id)-\(role)-badge"), state.claim("\(id)-\(role)-badge-text"))
            return
        }
        if let firstClear { drawBar(firstClear, role: role, state: &state) }
        addCallout(near: (firstClear ?? placements[0].segment).midpoint, state: &state)
    }

    /// An I-bar on `side` of `segment` (see ``addBar(_:role:label:state:)``): moved that way, else the other.
    mutating func addBar(_ segment: Segment, role: String, side: CGFloat, label: String, state: inout PaintState) {
        addBar([(segment, side), (segment, -side)], role: role, label: label, state: &state)
    }

    /// A plain line (no caps) stopping short of text in its way and resuming after it, with a badge
    /// on `side` when `label` is given (or the guide stands for repeats). A guide whose line is hidden entirely, or
    /// whose badge finds no free place, gets a numbered callout.
    mutating func addLine(_ segment: Segment, role: String, side: CGFloat, label: String?, state: inout PaintState) {
        let pieces = state.badges.cut(segment, gap: Self.textGap, shortest: Self.shortestPiece)
        let lineID = state.claim("\(id)-\(role)")
        for (index, piece) in pieces.enumerated() {
            let pieceID = index == 0 ? lineID : state.claim("\(lineID)-piece-\(index + 1)")
            items.append(.line(DisplayLine(id: pieceID, classes: ["guide-line", stateClass], from: piece.start,
                                           to: piece.end, stroke: stroke, capLength: 0)))
        }
        if mainSegment == nil, let first = pieces.first { mainSegment = first }
        guard !pieces.isEmpty else {
            addCallout(near: segment.midpoint, state: &state)
            return
        }
        let text = label.map(labelled) ?? (repeats > 1 ? "×\(repeats)" : nil)
        guard let text else { return }
        guard let badge = placeBadge(text, beside: segment, side: side, state: &state) else {
            addCallout(near: segment.midpoint, state: &state)
            return
        }
        items += badge(state.claim("\(lineID)-badge"), state.claim("\(lineID)-badge-text"))
    }

    /// The red ✕ of a broken constraint: two short crossing lines at the middle of the main bar or line.
    mutating func addCross(state: inout PaintState) {
        guard let segment = mainSegment else { return }
        let size = Self.crossHalfSize
        // at the middle, or slid along the segment to the first place clear of badges and text, which later badges
        // then avoid
        let step = 2 * size + BadgeBoard.gap
        let middle = (segment.low + segment.high) / 2
        var alongs = [middle]
        for slide in 1...BadgeBoard.slides {
            let distance = CGFloat(slide) * step
            alongs += [middle + distance, middle - distance].filter { $0 - size >= segment.low && $0 + size <= segment.high }
        }
        func square(_ along: CGFloat) -> CGRect {
            let point = segment.point(along: along)
            return CGRect(x: point.x - size, y: point.y - size, width: 2 * size, height: 2 * size)
        }
        let along = alongs.first { state.badges.isFree(square($0)) } ?? middle
        state.badges.occupy(square(along))
        let centre = segment.point(along: along)
        let cross = DisplayStroke(color: context.theme.conflictGuide, width: 1.5)
        let (left, right, top, bottom) = (centre.x - size, centre.x + size, centre.y - size, centre.y + size)
        let strokes = [(CGPoint(x: left, y: top), CGPoint(x: right, y: bottom)),
                       (CGPoint(x: left, y: bottom), CGPoint(x: right, y: top))]
        for (index, (from, to)) in strokes.enumerated() {
            items.append(.line(DisplayLine(id: state.claim("\(id)-cross-\(index + 1)"), classes: ["guide-cross"],
                                           from: from, to: to, stroke: cross, capLength: 0)))
        }
    }

    /// How far lines stop short of text.
    static let textGap: CGFloat = 2
    /// Pieces of a cut line shorter than this are left out.
    static let shortestPiece: CGFloat = 3

    /// `label` with ` ×count` when the guide stands for repeats.
    private func labelled(_ label: String) -> String {
        repeats > 1 ? "\(label) ×\(repeats)" : label
    }

    private mutating func drawBar(_ segment: Segment, role: String, state: inout PaintState) {
        state.bars.occupy(segment)
        items.append(.line(DisplayLine(id: state.claim("\(id)-\(role)"), classes: ["guide-bar", stateClass],
                                       from: segment.start, to: segment.end, stroke: stroke,
                                       capLength: Self.capLength)))
        if !mainIsBar {
            mainSegment = segment
            mainIsBar = true
        }
    }

    /// Places a badge with `text` beside `segment`; the items to draw it, given their ids, or `nil` when no place
    /// is free.
    private func placeBadge(_ text: String, beside segment: Segment, side: CGFloat,
                            state: inout PaintState) -> ((String, String) -> [DisplayItem])? {
        let badge = context.badgeMaker.measure(text)
        guard let rect = state.badges.place(badge.size, beside: segment, offset: Self.badgeOffset, side: side) else {
            return nil
        }
        let (maker, fill, textColor) = (context.badgeMaker, stroke.color, context.theme.badgeText)
        let classes = (["badge", stateClass], ["badge-text", stateClass])
        return { pill, label in
            maker.items(badge, in: rect, ids: (pill, label), classes: classes, fill: fill, textColor: textColor,
                        cornerRadius: rect.height / 2)
        }
    }

    /// A numbered marker at the free place nearest `point` (one per guide), and the constraint in the legend.
    private mutating func addCallout(near point: CGPoint, state: inout PaintState) {
        guard !hasCallout else { return }
        hasCallout = true
        let callout = Callout(number: state.callouts.count + 1, constraint: constraint, repeats: repeats,
                              color: stroke.color, stateClass: stateClass)
        state.callouts.append(callout)
        guard let rect = state.badges.place(callout.markerSize(context.badgeMaker), near: point) else { return }
        let markerID = state.claim("\(id)-callout")
        items += callout.marker(in: rect, ids: (markerID, state.claim("\(markerID)-text")), maker: context.badgeMaker,
                                textColor: context.theme.badgeText)
    }
}

extension LayoutAxis {
    /// The side badges of bars and lines running along this axis go by default: above horizontal ones, right of
    /// vertical ones.
    var badgeSide: CGFloat { self == .horizontal ? -1 : 1 }
}
