import Foundation

/// Scales custom fonts and lengths with the user's text size, as `UIFontMetrics`: by the text style's factor in
/// ``DynamicTypeTable`` at the trait collection's content size category (the system setting when none is given).
///
/// ```swift
/// let metrics = FontMetrics(forTextStyle: .headline)
/// label.font = metrics.scaledFont(for: Font(name: "Avenir Next", size: 17)!)
/// label.adjustsFontForContentSizeCategory = true
/// spacing = FontMetrics.default.scaledValue(for: 8)
/// ```
public struct FontMetrics: Sendable, Hashable {
    /// The style whose factors scale.
    public var textStyle: FontTextStyle

    /// Metrics for a text style.
    ///
    /// ```swift
    /// let metrics = UIFontMetrics(forTextStyle: .title1)
    /// ```
    public init(forTextStyle textStyle: FontTextStyle) {
        self.textStyle = textStyle
    }

    /// The body style's metrics, as `UIFontMetrics.default`.
    ///
    /// ```swift
    /// UIFontMetrics.default.scaledValue(for: 10)
    /// ```
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// `font` at the size for the text size of `traitCollection`: its size times the style's factor, rounded to
    /// whole points and capped at `maximumPointSize` when that is above 0. The result remembers its original size so
    /// `adjustsFontForContentSizeCategory` can rescale it. A font that came from `UIFontMetrics` is scaled from its
    /// original size (UIKit raises an exception; the interpreter reports it as an error).
    ///
    /// ```swift
    /// let font = FontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 28)
    /// ```
    public func scaledFont(for font: Font, maximumPointSize: CGFloat = 0,
                           compatibleWith traitCollection: TraitCollection? = nil) -> Font {
        let category = (traitCollection ?? TraitCollection.current).preferredContentSizeCategory
        let scaling = FontScaling(textStyle: textStyle,
                                  pointSizeForScaling: font.scaling?.pointSizeForScaling ?? font.pointSize,
                                  maximumPointSizeAfterScaling: maximumPointSize > 0 ? maximumPointSize : nil)
        var scaled = font
        scaled.scaling = scaling
        scaled.pointSize = scaling.pointSize(for: category)
        return scaled
    }

    /// `value` times the style's factor at the text size of `traitCollection`, rounded to its pixel grid
    /// (1 / `displayScale` points), as `UIFontMetrics.scaledValue(for:compatibleWith:)`.
    ///
    /// ```swift
    /// let xLarge = TraitCollection(preferredContentSizeCategory: .extraLarge)
    /// FontMetrics.default.scaledValue(for: 10, compatibleWith: xLarge) // 11
    /// ```
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection? = nil) -> CGFloat {
        let traits = traitCollection ?? TraitCollection.current
        let scale = traits.displayScale > 0 ? traits.displayScale : 1
        return (value * DynamicTypeTable.scaleFactor(textStyle, traits.preferredContentSizeCategory) * scale)
            .rounded() / scale
    }
}

/// UIKit's name for ``FontMetrics``.
///
/// ```swift
/// let metrics = UIFontMetrics(forTextStyle: .body)
/// ```
public typealias UIFontMetrics = FontMetrics
