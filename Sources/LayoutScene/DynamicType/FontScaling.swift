import Foundation

/// What a Dynamic Type font remembers so it can be made again for another text size, as UIKit's
/// `textStyleForScaling`, `pointSizeForScaling` and `maximumPointSizeAfterScaling`: a label with
/// `adjustsFontForContentSizeCategory` rebuilds its font from this, never from its current size.
///
/// ```swift
/// let font = FontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 30)
/// font.scaling?.pointSize(for: .accessibilityLarge) // 30 (20 × 1.6787 = 34, capped)
/// ```
public struct FontScaling: Sendable, Hashable {
    /// The style the size follows.
    public var textStyle: FontTextStyle
    /// The size before scaling for a `UIFontMetrics` font; `nil` for a `preferredFont`, whose size is the style's.
    public var pointSizeForScaling: CGFloat?
    /// The largest size scaling may give; `nil` for no limit.
    public var maximumPointSizeAfterScaling: CGFloat?

    /// Creates the scaling of a font.
    ///
    /// ```swift
    /// let scaling = FontScaling(textStyle: .body, pointSizeForScaling: 15, maximumPointSizeAfterScaling: nil)
    /// ```
    public init(textStyle: FontTextStyle, pointSizeForScaling: CGFloat? = nil,
                maximumPointSizeAfterScaling: CGFloat? = nil) {
        self.textStyle = textStyle
        self.pointSizeForScaling = pointSizeForScaling
        self.maximumPointSizeAfterScaling = maximumPointSizeAfterScaling
    }

    /// Whether `UIFontMetrics` made the font (scaling it again is an error in UIKit).
    ///
    /// ```swift
    /// Font.preferredFont(forTextStyle: .body).scaling?.isFromFontMetrics // false
    /// ```
    public var isFromFontMetrics: Bool { pointSizeForScaling != nil }

    /// The size at `category`: the style's size for a preferred font; for a `UIFontMetrics` font the original size
    /// times the style's factor, rounded to whole points as UIKit does, then capped at the maximum.
    ///
    /// ```swift
    /// FontScaling(textStyle: .body, pointSizeForScaling: 17).pointSize(for: .extraExtraExtraLarge) // 22
    /// ```
    public func pointSize(for category: ContentSizeCategory) -> CGFloat {
        guard let base = pointSizeForScaling else { return DynamicTypeTable.pointSize(textStyle, category) }
        let scaled = (base * DynamicTypeTable.scaleFactor(textStyle, category)).rounded()
        guard let maximum = maximumPointSizeAfterScaling else { return scaled }
        return min(scaled, maximum)
    }
}
