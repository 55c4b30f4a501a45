import Foundation

/// Guide strokes stop short of every badge but their own guide's: a horizontal or vertical line that would run under
/// another guide's badge, a name tag or an ambiguity note is cut into the pieces that keep ``gap`` from it, so no
/// badge seems to label a line it does not belong to and none sits on a stroke. An I-bar cut this way keeps its end
/// caps as short lines of their own, except a cap that would reach into such a badge. Run once all badges are placed, since a badge placed later may land on an
/// earlier guide's line.
///
/// ```swift
/// let cleared = BadgeClearance(badgesIn: guides + ambiguity + views).clearing(guides, state: &state)
/// ```
struct BadgeClearance {
    /// The space kept between a cut line and the badge it stops at.
    static let gap: CGFloat = 2
    /// Pieces shorter than this are left out.
    static let shortest: CGFloat = 2

    private let badges: [(rect: CGRect, owner: String?)]

    /// The badges among `items`, each with the id of the guide group it belongs to (none for name tags and notes).
    init(badgesIn items: [DisplayItem]) {
        badges = LegibilityReport.ownedBadges(in: items)
    }

    /// `items` with every guide line cut around the badges of other guides; a piece after the first is
    /// `…-piece-2`, an I-bar's caps `…-cap-1` and `…-cap-2`.
    func clearing(_ items: [DisplayItem], state: inout PaintState) -> [DisplayItem] {
        clearing(items, owner: nil, state: &state)
    }

    private func clearing(_ items: [DisplayItem], owner: String?, state: inout PaintState) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            switch item {
            case .group(var group):
                group.items = clearing(group.items, owner: group.classes.contains("guide") ? group.id : owner,
                                       state: &state)
                return [.group(group)]
            case .line(let line) where owner != nil:
                return cut(line, owner: owner, state: &state).map(DisplayItem.line)
            default:
                return [item]
            }
        }
    }

    /// The pieces of `line` clear of other owners' badges: the line itself when nothing is in the way.
    private func cut(_ line: DisplayLine, owner: String?, state: inout PaintState) -> [DisplayLine] {
        let horizontal = line.from.y == line.to.y
        guard horizontal || line.from.x == line.to.x else { return [line] }
        let foreign = badges.filter { $0.owner != owner }.map(\.rect)
        let cross = horizontal ? line.from.y : line.from.x
        let (start, end) = horizontal ? (line.from.x, line.to.x) : (line.from.y, line.to.y)
        let (low, high) = (min(start, end), max(start, end))
        func point(_ along: CGFloat, _ offset: CGFloat = 0) -> CGPoint {
            horizontal ? CGPoint(x: along, y: cross + offset) : CGPoint(x: cross + offset, y: along)
        }
        let caps = line.capLength > 0 ? [low, high].map { (point($0, -line.capLength / 2), point($0, line.capLength / 2)) } : []
        let clearCaps = caps.filter { cap in !foreign.contains { LegibilityReport.crosses(cap, $0) } }
        let blocked = foreign.compactMap { rect -> ClosedRange<CGFloat>? in
            let (across, along) = horizontal ? (rect.minY...rect.maxY, rect.minX...rect.maxX)
                : (rect.minX...rect.maxX, rect.minY...rect.maxY)
            guard across.lowerBound - Self.gap < cross, cross < across.upperBound + Self.gap,
                  along.lowerBound - Self.gap < high, low < along.upperBound + Self.gap else { return nil }
            return (along.lowerBound - Self.gap)...(along.upperBound + Self.gap)
        }.sorted { $0.lowerBound < $1.lowerBound }
        guard !blocked.isEmpty || clearCaps.count < caps.count else { return [line] }
        var pieces: [(CGFloat, CGFloat)] = []
        var next = low
        for range in blocked {
            if range.lowerBound > next { pieces.append((next, min(range.lowerBound, high))) }
            next = max(next, range.upperBound)
        }
        if next < high { pieces.append((next, high)) }
        var cutLines: [DisplayLine] = []
        for (index, piece) in pieces.filter({ $0.1 - $0.0 >= Self.shortest }).enumerated() {
            cutLines.append(DisplayLine(id: index == 0 ? line.id : state.claim("\(line.id)-piece-\(index + 1)"),
                                        classes: line.classes, from: point(piece.0), to: point(piece.1),
                                        stroke: line.stroke, capLength: 0))
        }
        for (index, cap) in caps.enumerated() where clearCaps.contains(where: { $0 == cap }) {
            cutLines.append(DisplayLine(id: state.claim("\(line.id)-cap-\(index + 1)"), classes: line.classes,
                                        from: cap.0, to: cap.1, stroke: line.stroke, capLength: 0))
        }
        return cutLines
    }
}
