import Foundation

/// How the lines of attributed text are spaced, aligned and wrapped, as `NSMutableParagraphStyle`. `nil` members
/// are unset: the label's own `textAlignment` and `lineBreakMode` then apply.
///
/// Measuring and drawing honour ``lineSpacing`` (added between lines), ``alignment``, ``lineBreakMode``,
/// ``minimumLineHeight``/``maximumLineHeight`` and ``lineHeightMultiple`` (each line's box; Pango shares the extra
/// space above and below the glyphs where UIKit puts it above). ``paragraphSpacing``, ``firstLineHeadIndent`` and
/// ``headIndent`` are kept but not laid out (a scene setting one gets a warning).
///
/// ```swift
/// var style = ParagraphStyle()
/// style.lineSpacing = 6
/// style.alignment = .center
/// ```
public struct ParagraphStyle: Hashable, Sendable {
    /// Extra space between lines, in points.
    public var lineSpacing: CGFloat = 0
    /// How lines are aligned; `nil` takes the label's.
    public var alignment: TextAlignment?
    /// How lines wrap and are cut off; `nil` takes the label's.
    public var lineBreakMode: LineBreakMode?
    /// The least height of a line's box; 0 for none.
    public var minimumLineHeight: CGFloat = 0
    /// The most height of a line's box; 0 for none.
    public var maximumLineHeight: CGFloat = 0
    /// A factor on each line's natural height; 0 for none.
    public var lineHeightMultiple: CGFloat = 0
    /// Space after each paragraph (kept, not laid out).
    public var paragraphSpacing: CGFloat = 0
    /// Indent of each paragraph's first line (kept, not laid out).
    public var firstLineHeadIndent: CGFloat = 0
    /// Indent of the other lines (kept, not laid out).
    public var headIndent: CGFloat = 0

    /// A style with UIKit's defaults: nothing set.
    ///
    /// ```swift
    /// let style = ParagraphStyle()
    /// ```
    public init() {}

    /// The members set that layout does not honour, by their UIKit names (for a warning).
    ///
    /// ```swift
    /// var style = ParagraphStyle(); style.headIndent = 8
    /// style.ignoredMembers // ["headIndent"]
    /// ```
    public var ignoredMembers: [String] {
        [("paragraphSpacing", paragraphSpacing), ("firstLineHeadIndent", firstLineHeadIndent),
         ("headIndent", headIndent)].filter { $0.1 != 0 }.map(\.0)
    }
}
