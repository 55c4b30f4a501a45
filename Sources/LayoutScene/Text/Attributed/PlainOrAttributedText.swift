/// The text of a UIKit `text`/`attributedText` pair (a label's, a text field's text or placeholder, a text view's):
/// setting the plain text drops the attributed text; setting the attributed text sets the plain text to its string.
struct PlainOrAttributedText: Hashable, Sendable {
    private var plain: String?
    private var attributed: AttributedText?

    init(_ plain: String? = nil) {
        self.plain = plain
    }

    /// The plain text (the attributed text's string when that was set last).
    var text: String? {
        get { plain }
        set {
            plain = newValue
            attributed = nil
        }
    }

    /// The attributed text, `nil` when the plain text was set last.
    var attributedText: AttributedText? {
        get { attributed }
        set {
            attributed = newValue
            plain = newValue?.string
        }
    }
}
