/// What a lint finding is about. Each rule has a stable identifier (for baselines, JSON and SARIF) and a one-line
/// summary.
///
/// | rule | finds |
/// |---|---|
/// | `truncated-text` | a label whose text needs more lines or room than its frame gives (drawn with `…` or cut) |
/// | `clipped` | a view reaching past an ancestor that clips to its bounds |
/// | `off-screen` | a view reaching past the screen (scroll views' content is left to the scroll view) |
/// | `small-touch-target` | a button, text field or segmented control under 44 × 44 pt |
/// | `outside-safe-area` | a control reaching into the screen's unsafe edges (notch, home indicator) |
/// | `overlap` | siblings that both carry text or a control, on each other |
/// | `low-contrast` | text below WCAG AA contrast with what is behind it, in light or dark |
/// | `conflict` | a constraint broken to resolve a conflict |
/// | `ambiguous` | a view whose frame the constraints do not determine |
///
/// ```swift
/// LintRule.truncatedText.identifier // "truncated-text"
/// ```
public enum LintRule: String, Sendable, Hashable, CaseIterable, Codable {
    /// Text that does not fit its label.
    case truncatedText = "truncated-text"
    /// A view cut by an ancestor that clips.
    case clipped
    /// A view past the screen's edges.
    case offScreen = "off-screen"
    /// A control too small to touch.
    case smallTouchTarget = "small-touch-target"
    /// A control in the screen's unsafe edges.
    case outsideSafeArea = "outside-safe-area"
    /// Readable or touchable siblings on each other.
    case overlap
    /// Text too faint against its background.
    case lowContrast = "low-contrast"
    /// A constraint broken to resolve a conflict.
    case conflict
    /// A frame the constraints do not determine.
    case ambiguous

    /// What the rule finds, in one sentence (SARIF's short description).
    ///
    /// ```swift
    /// LintRule.overlap.summary // "Siblings that both carry text or a control lie on each other."
    /// ```
    public var summary: String {
        switch self {
        case .truncatedText: "A label's text needs more lines or room than its frame gives, so UIKit cuts it."
        case .clipped: "A view reaches past an ancestor that clips to its bounds."
        case .offScreen: "A view reaches past the screen."
        case .smallTouchTarget: "A button, text field or segmented control is smaller than 44 × 44 pt."
        case .outsideSafeArea: "A control reaches into the screen's unsafe edges."
        case .overlap: "Siblings that both carry text or a control lie on each other."
        case .lowContrast: "Text is under WCAG AA contrast with what is behind it, in light or dark."
        case .conflict: "A constraint is broken to resolve a conflict."
        case .ambiguous: "A view's frame is not determined by its constraints."
        }
    }

    /// The rule's stable name.
    ///
    /// ```swift
    /// LintRule.offScreen.identifier // "off-screen"
    /// ```
    public var identifier: String { rawValue }
}
