/// A Dynamic Type text style, as `UIFont.TextStyle`: what ``Font/preferredFont(forTextStyle:compatibleWith:)``
/// and ``FontMetrics`` size text for. Its point size and weight at each text size are in ``DynamicTypeTable``.
///
/// ```swift
/// title.font = .preferredFont(forTextStyle: .headline) // semibold 17 pt at the default size
/// ```
public enum FontTextStyle: String, Sendable, Hashable, CaseIterable {
    /// 34 pt at the default size.
    case largeTitle
    /// 28 pt.
    case title1
    /// 22 pt.
    case title2
    /// 20 pt.
    case title3
    /// 17 pt semibold.
    case headline
    /// 17 pt; ``FontMetrics/default`` scales like it.
    case body
    /// 16 pt.
    case callout
    /// 15 pt.
    case subheadline
    /// 13 pt.
    case footnote
    /// 12 pt.
    case caption1
    /// 11 pt.
    case caption2

    /// UIKit's raw value (`UICTFontTextStyleBody`), which code sometimes passes as a string.
    ///
    /// ```swift
    /// FontTextStyle.largeTitle.uikitName // "UICTFontTextStyleTitle0"
    /// ```
    public var uikitName: String {
        switch self {
        case .largeTitle: "UICTFontTextStyleTitle0"
        case .title1: "UICTFontTextStyleTitle1"
        case .title2: "UICTFontTextStyleTitle2"
        case .title3: "UICTFontTextStyleTitle3"
        case .headline: "UICTFontTextStyleHeadline"
        case .body: "UICTFontTextStyleBody"
        case .callout: "UICTFontTextStyleCallout"
        case .subheadline: "UICTFontTextStyleSubhead"
        case .footnote: "UICTFontTextStyleFootnote"
        case .caption1: "UICTFontTextStyleCaption1"
        case .caption2: "UICTFontTextStyleCaption2"
        }
    }
}

extension Font {
    /// UIKit's spelling of ``FontTextStyle`` (`UIFont.TextStyle.body`).
    ///
    /// ```swift
    /// let style: UIFont.TextStyle = .headline
    /// ```
    public typealias TextStyle = FontTextStyle
}
