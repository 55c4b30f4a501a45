import LayoutScene

/// The painter's own colours: the picture's background, a fill for views without one, guide colours by state
/// and name-tag colours. The scene's colours (backgrounds, borders, text) are drawn as they are.
///
/// ```swift
/// var theme = Theme.dark
/// theme.satisfiedGuide = .systemTeal
/// let options = PaintOptions(theme: theme)
/// ```
public struct Theme: Sendable, Hashable {
    /// The colour behind everything (unless ``PaintOptions/background`` overrides it).
    ///
    /// ```swift
    /// theme.background = .systemGroupedBackground
    /// ```
    public var background: Color
    /// The fill of views whose `backgroundColor` is `nil`; `nil` leaves them unfilled.
    ///
    /// ```swift
    /// theme.emptyViewFill = Color(white: 0.5, alpha: 0.1)
    /// ```
    public var emptyViewFill: Color?
    /// Guides of satisfied constraints.
    ///
    /// ```swift
    /// theme.satisfiedGuide = .systemIndigo
    /// ```
    public var satisfiedGuide: Color
    /// Guides of conflicting constraints, the broken constraint's ✕ and ambiguous views' outlines.
    ///
    /// ```swift
    /// theme.conflictGuide = .systemPink
    /// ```
    public var conflictGuide: Color
    /// Guides of optional constraints the solution does not satisfy.
    ///
    /// ```swift
    /// theme.unsatisfiedGuide = .systemYellow
    /// ```
    public var unsatisfiedGuide: Color
    /// The dashed outline of a layout guide (safe area, margins, user guides) that a drawn constraint uses.
    ///
    /// ```swift
    /// theme.layoutGuideOutline = .systemGray3
    /// ```
    public var layoutGuideOutline: Color
    /// The text on guide badges (the badge is filled with the guide's colour).
    ///
    /// ```swift
    /// theme.badgeText = .black
    /// ```
    public var badgeText: Color
    /// The fill of view name tags.
    ///
    /// ```swift
    /// theme.tagFill = .systemGray5
    /// ```
    public var tagFill: Color
    /// The text of view name tags.
    ///
    /// ```swift
    /// theme.tagText = .label
    /// ```
    public var tagText: Color

    /// Creates a theme.
    ///
    /// ```swift
    /// let mono = Theme(background: .white, emptyViewFill: nil, satisfiedGuide: .black, conflictGuide: .black,
    ///                  unsatisfiedGuide: .gray, layoutGuideOutline: .lightGray, badgeText: .white,
    ///                  tagFill: .black, tagText: .white)
    /// ```
    public init(background: Color, emptyViewFill: Color?, satisfiedGuide: Color, conflictGuide: Color,
                unsatisfiedGuide: Color, layoutGuideOutline: Color, badgeText: Color, tagFill: Color,
                tagText: Color) {
        self.background = background
        self.emptyViewFill = emptyViewFill
        self.satisfiedGuide = satisfiedGuide
        self.conflictGuide = conflictGuide
        self.unsatisfiedGuide = unsatisfiedGuide
        self.layoutGuideOutline = layoutGuideOutline
        self.badgeText = badgeText
        self.tagFill = tagFill
        self.tagText = tagText
    }

    /// White background, views without a colour left unfilled, iOS light-mode blue, red and orange guides.
    ///
    /// ```swift
    /// let options = PaintOptions(theme: .light)
    /// ```
    public static let light = Theme(
        background: .white, emptyViewFill: nil,
        satisfiedGuide: Color(hex: 0x007AFF), conflictGuide: Color(hex: 0xFF3B30),
        unsatisfiedGuide: Color(hex: 0xFF9500), layoutGuideOutline: Color(hex: 0x007AFF, alpha: 0.45),
        badgeText: .white, tagFill: Color(hex: 0x3C3C43, alpha: 0.8), tagText: .white)

    /// Near-black background, a faint fill so that views without a colour still show, iOS dark-mode blue, red and
    /// orange guides.
    ///
    /// ```swift
    /// let options = PaintOptions(theme: .dark)
    /// ```
    public static let dark = Theme(
        background: Color(hex: 0x1C1C1E), emptyViewFill: Color(white: 1, alpha: 0.06),
        satisfiedGuide: Color(hex: 0x0A84FF), conflictGuide: Color(hex: 0xFF453A),
        unsatisfiedGuide: Color(hex: 0xFF9F0A), layoutGuideOutline: Color(hex: 0x0A84FF, alpha: 0.55),
        badgeText: .white, tagFill: Color(hex: 0xEBEBF5, alpha: 0.85), tagText: .black)
}
