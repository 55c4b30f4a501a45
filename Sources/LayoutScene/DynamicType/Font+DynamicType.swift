import Foundation

extension Font {
    /// The system font for a text style at the text size of `traitCollection` (the system setting,
    /// ``TraitCollection/current``, when `nil`), as `UIFont.preferredFont(forTextStyle:compatibleWith:)`; sizes and
    /// weights come from ``DynamicTypeTable``.
    ///
    /// ```swift
    /// Font.preferredFont(forTextStyle: .body).pointSize // 17 at the default size
    /// let large = TraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    /// Font.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize // 33
    /// ```
    public static func preferredFont(forTextStyle style: FontTextStyle,
                                     compatibleWith traitCollection: TraitCollection? = nil) -> Font {
        let category = (traitCollection ?? TraitCollection.current).preferredContentSizeCategory
        var font = Font.systemFont(ofSize: DynamicTypeTable.pointSize(style, category),
                                   weight: DynamicTypeTable.weight(style))
        font.scaling = FontScaling(textStyle: style)
        return font
    }

    /// This font made again for `category` when it follows Dynamic Type (``scaling`` is set), else itself: what a
    /// view with `adjustsFontForContentSizeCategory` shows.
    ///
    /// ```swift
    /// Font.preferredFont(forTextStyle: .caption1).adjusted(to: .extraExtraExtraLarge).pointSize // 18
    /// ```
    public func adjusted(to category: ContentSizeCategory) -> Font {
        guard let scaling else { return self }
        var font = self
        font.pointSize = scaling.pointSize(for: category)
        return font
    }
}
