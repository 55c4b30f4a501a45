import Foundation

/// How legible a picture's guides are, counted from its display list: badges (guide badges, numbered callouts,
/// ambiguity notes, name tags) on the drawing's text (``GlyphBoxes``), on each other or reaching past the picture,
/// and guide strokes (lines, I-bars with their caps, ✕) running through the text or through a badge that is not
/// their own guide's. The default output keeps every count at zero.
///
/// ```swift
/// let report = LegibilityReport(list)
/// print(report) // badges on text 0, badges on badges 0, badges outside 0, strokes through text 0, strokes through badges 0
/// ```
public struct LegibilityReport: Sendable, CustomStringConvertible {
    /// The classes of shapes that are badges.
    public static let badgeClasses: Set<String> = ["badge", "callout", "ambiguous-note", "name-tag"]

    /// The ids of badges that cover a glyph box.
    ///
    /// ```swift
    /// report.badgesOnText // ["guide-title-top-root-top-bar-badge"]
    /// ```
    public let badgesOnText: [String]
    /// Pairs of badges that overlap, by id.
    ///
    /// ```swift
    /// report.badgesOnBadges.first?.0 // "guide-a-width-bar-badge"
    /// ```
    public let badgesOnBadges: [(String, String)]
    /// The ids of badges not wholly inside the picture.
    ///
    /// ```swift
    /// report.badgesOutside.isEmpty // true
    /// ```
    public let badgesOutside: [String]
    /// The ids of guide strokes that run through a glyph box.
    ///
    /// ```swift
    /// report.strokesThroughText // ["guide-title-centerY-root-centerY-line"]
    /// ```
    public let strokesThroughText: [String]
    /// The ids of guide strokes that run through a badge of another guide, a name tag or a note.
    ///
    /// ```swift
    /// report.strokesThroughBadges // ["guide-card-centerY-root-centerY-line"]
    /// ```
    public let strokesThroughBadges: [String]

    /// Checks `list`.
    ///
    /// ```swift
    /// #expect(LegibilityReport(list).isClean)
    /// ```
    public init(_ list: DisplayList) {
        let glyphs = GlyphBoxes(list).boxes
        let items = list.flattened
        let badges = items.compactMap { item -> (String, CGRect)? in
            guard case .shape(let shape) = item, !Self.badgeClasses.isDisjoint(with: shape.classes) else { return nil }
            return (shape.id, shape.rect)
        }
        let picture = CGRect(origin: .zero, size: list.size)
        badgesOnText = badges.filter { badge in glyphs.contains { Self.overlap(badge.1, $0) } }.map(\.0)
        badgesOutside = badges.filter { !picture.insetBy(dx: -0.01, dy: -0.01).contains($0.1) }.map(\.0)
        var pairs: [(String, String)] = []
        for (index, one) in badges.enumerated() {
            for other in badges[(index + 1)...] where Self.overlap(one.1, other.1) { pairs.append((one.0, other.0)) }
        }
        badgesOnBadges = pairs
        let lines = Self.guideLines(in: list.items, owner: nil)
        strokesThroughText = lines.filter { line, _ in
            Self.strokes(of: line).contains { stroke in glyphs.contains { Self.crosses(stroke, $0) } }
        }.map(\.0.id)
        let ownedBadges = Self.ownedBadges(in: list.items)
        strokesThroughBadges = lines.filter { line, owner in
            Self.strokes(of: line).contains { stroke in
                ownedBadges.contains { $0.owner != owner && Self.crosses(stroke, $0.rect) }
            }
        }.map(\.0.id)
    }

    /// Whether every count is zero.
    ///
    /// ```swift
    /// LegibilityReport(list).isClean // true
    /// ```
    public var isClean: Bool {
        badgesOnText.isEmpty && badgesOnBadges.isEmpty && badgesOutside.isEmpty && strokesThroughText.isEmpty
            && strokesThroughBadges.isEmpty
    }

    /// `badges on text 3, badges on badges 1, badges outside 0, strokes through text 2, strokes through badges 0`.
    ///
    /// ```swift
    /// print(report.description)
    /// ```
    public var description: String {
        "badges on text \(badgesOnText.count), badges on badges \(badgesOnBadges.count), "
            + "badges outside \(badgesOutside.count), strokes through text \(strokesThroughText.count), "
            + "strokes through badges \(strokesThroughBadges.count)"
    }

    /// The lines inside guide groups (class `guide`), depth first, each with its guide's id.
    private static func guideLines(in items: [DisplayItem], owner: String?) -> [(DisplayLine, String)] {
        items.flatMap { item -> [(DisplayLine, String)] in
            switch item {
            case .group(let group): guideLines(in: group.items, owner: group.classes.contains("guide") ? group.id : owner)
            case .line(let line): owner.map { [(line, $0)] } ?? []
            default: []
            }
        }
    }

    /// The badges, each with the id of the guide group it belongs to (`nil` for name tags and notes); those in a
    /// transformed group, whose rectangles are not in the picture's coordinates, are left out.
    static func ownedBadges(in items: [DisplayItem], owner: String? = nil) -> [(rect: CGRect, owner: String?)] {
        items.flatMap { item -> [(rect: CGRect, owner: String?)] in
            switch item {
            case .group(let group) where group.transform == nil:
                ownedBadges(in: group.items, owner: group.classes.contains("guide") ? group.id : owner)
            case .shape(let shape) where !badgeClasses.isDisjoint(with: shape.classes): [(shape.rect, owner)]
            default: []
            }
        }
    }

    /// A line's stroke and, for an I-bar, its two end caps.
    private static func strokes(of line: DisplayLine) -> [(CGPoint, CGPoint)] {
        guard line.capLength > 0 else { return [(line.from, line.to)] }
        let dx = line.to.x - line.from.x, dy = line.to.y - line.from.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return [(line.from, line.to)] }
        let half = line.capLength / 2
        let (nx, ny) = (-dy / length * half, dx / length * half)
        let caps = [line.from, line.to].map { (end: CGPoint) -> (CGPoint, CGPoint) in
            (CGPoint(x: end.x - nx, y: end.y - ny), CGPoint(x: end.x + nx, y: end.y + ny))
        }
        return [(line.from, line.to)] + caps
    }

    /// Whether two rectangles share more than an edge.
    static func overlap(_ one: CGRect, _ other: CGRect) -> Bool {
        one.minX < other.maxX && other.minX < one.maxX && one.minY < other.maxY && other.minY < one.maxY
    }

    /// Whether the straight stroke passes through the rectangle's inside (touching its edge does not count).
    static func crosses(_ stroke: (CGPoint, CGPoint), _ rect: CGRect) -> Bool {
        var low: CGFloat = 0, high: CGFloat = 1
        let (start, end) = stroke
        let delta = (end.x - start.x, end.y - start.y)
        for (d, p, min, max) in [(delta.0, start.x, rect.minX, rect.maxX), (delta.1, start.y, rect.minY, rect.maxY)] {
            if d == 0 {
                guard p > min, p < max else { return false }
            } else {
                let t1 = (min - p) / d, t2 = (max - p) / d
                low = Swift.max(low, Swift.min(t1, t2))
                high = Swift.min(high, Swift.max(t1, t2))
            }
        }
        return high - low > 1e-9
    }
}
