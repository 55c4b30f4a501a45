/// A view whose font can follow the user's text size, as UIKit's `UIContentSizeCategoryAdjusting` (labels, text
/// fields, text views; a button through its `titleLabel`). With ``adjustsFontForContentSizeCategory`` on, a font
/// from `preferredFont(forTextStyle:)` or `UIFontMetrics` is made again for the view's own
/// `traitCollection.preferredContentSizeCategory`, and layout measures the text with it.
///
/// ```swift
/// label.font = .preferredFont(forTextStyle: .body)
/// label.adjustsFontForContentSizeCategory = true
/// card.maximumContentSizeCategory = .extraExtraLarge // the label, inside card, stops growing at xxL
/// ```
public protocol ContentSizeCategoryAdjusting: View {
    /// Whether the font follows the view's content size category.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension ContentSizeCategoryAdjusting {
    /// `font` as this view shows it: rescaled for its content size category when it adjusts, else unchanged.
    ///
    /// ```swift
    /// label.fontAdjustedForContentSize(.preferredFont(forTextStyle: .footnote))
    /// ```
    public func fontAdjustedForContentSize(_ font: Font) -> Font {
        guard adjustsFontForContentSizeCategory, font.scaling != nil else { return font }
        return font.adjusted(to: traitCollection.preferredContentSizeCategory)
    }
}

/// UIKit's name for ``ContentSizeCategoryAdjusting``.
public typealias UIContentSizeCategoryAdjusting = ContentSizeCategoryAdjusting
