import Foundation

/// Apple's Dynamic Type numbers, the ONE place they live: each text style's point size and weight at every content
/// size category (`preferredFont(forTextStyle:)`), and the factor `UIFontMetrics` scales a custom size or value by.
///
/// Sources (see `uikit-traits.md`, part 2): the point sizes are the HIG's "Dynamic Type sizes" table, matched by
/// two independent measurements on devices; the weights are the HIG's. The scale factors are ONE third party's
/// measurement with UIKit's public API on iOS 27, so treat them as measured, not published. **Estimates**:
/// - caption2 at AX5 is 40 pt (the HIG and the iOS 27 measurement); an older iOS measured 41.
/// - headline's factor at AX4 (2.3183, where body's is 2.5453) is kept as measured although it looks like a quirk.
/// - The Bold Text setting (`legibilityWeight`) and emphasized styles are not modelled.
///
/// ```swift
/// DynamicTypeTable.pointSize(.body, .accessibilityLarge)   // 33
/// DynamicTypeTable.scaleFactor(.caption2, .extraLarge)     // 1.3847
/// ```
public enum DynamicTypeTable {
    /// The point size of `style` at `category` (unspecified reads as large).
    ///
    /// ```swift
    /// DynamicTypeTable.pointSize(.largeTitle, .large) // 34
    /// ```
    public static func pointSize(_ style: FontTextStyle, _ category: ContentSizeCategory) -> CGFloat {
        row(style).sizes[category.index]
    }

    /// How much `UIFontMetrics(forTextStyle: style)` scales a size or value at `category` (1 at large).
    ///
    /// ```swift
    /// DynamicTypeTable.scaleFactor(.body, .extraExtraExtraLarge) // 1.3183
    /// ```
    public static func scaleFactor(_ style: FontTextStyle, _ category: ContentSizeCategory) -> CGFloat {
        row(style).factors[category.index]
    }

    /// The weight of `style`'s font: semibold for headline, regular for the rest.
    ///
    /// ```swift
    /// DynamicTypeTable.weight(.headline) // .semibold
    /// ```
    public static func weight(_ style: FontTextStyle) -> FontWeight {
        row(style).weight
    }

    private struct Row {
        let weight: FontWeight
        /// xS, S, M, L, xL, xxL, xxxL, AX1 … AX5.
        let sizes: [CGFloat]
        let factors: [CGFloat]
    }

    private static func row(_ style: FontTextStyle) -> Row {
        switch style {
        case .largeTitle:
            Row(weight: .regular, sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
                factors: [0.9267, 0.9513, 0.9757, 1, 1.0487, 1.1220, 1.1707, 1.2683, 1.3903, 1.4877, 1.6097, 1.7073])
        case .title1:
            Row(weight: .regular, sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
                factors: [0.9117, 0.9413, 0.9707, 1, 1.0587, 1.1177, 1.2060, 1.3530, 1.5000, 1.6763, 1.7940, 2.0000])
        case .title2:
            Row(weight: .regular, sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
                factors: [0.8570, 0.8930, 0.9287, 1, 1.0713, 1.1430, 1.2143, 1.4643, 1.6787, 1.8570, 2.1070, 2.3570])
        case .title3:
            Row(weight: .regular, sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
                factors: [0.8800, 0.9200, 0.9600, 1, 1.1200, 1.2000, 1.2800, 1.5200, 1.7600, 2.0400, 2.3200, 2.6000])
        case .headline:
            Row(weight: .semibold, sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                factors: [0.8637, 0.9090, 0.9547, 1, 1.0910, 1.1817, 1.3183, 1.5453, 1.8183, 2.1817, 2.3183, 2.8183])
        case .body:
            Row(weight: .regular, sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                factors: [0.8637, 0.9090, 0.9547, 1, 1.0910, 1.1817, 1.3183, 1.5453, 1.8183, 2.1817, 2.5453, 2.8183])
        case .callout:
            Row(weight: .regular, sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
                factors: [0.8570, 0.9047, 0.9523, 1, 1.0953, 1.1903, 1.3333, 1.5237, 1.8570, 2.1903, 2.4763, 2.8570])
        case .subheadline:
            Row(weight: .regular, sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
                factors: [0.8000, 0.9000, 0.9500, 1, 1.1000, 1.2000, 1.3000, 1.5500, 1.8000, 2.1500, 2.5000, 2.9000])
        case .footnote:
            Row(weight: .regular, sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
                factors: [0.8890, 0.8890, 0.8890, 1, 1.1110, 1.2223, 1.3333, 1.6110, 1.8333, 2.2223, 2.5557, 2.8890])
        case .caption1:
            Row(weight: .regular, sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
                factors: [0.8127, 0.8127, 0.8127, 1, 1.1877, 1.3127, 1.4377, 1.6877, 2.0000, 2.4377, 2.7500, 3.1877])
        case .caption2:
            Row(weight: .regular, sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
                factors: [1, 1, 1, 1, 1.3847, 1.5383, 1.6923, 1.9230, 2.2307, 2.6923, 3.1540, 3.6923])
        }
    }
}
