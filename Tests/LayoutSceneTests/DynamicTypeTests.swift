import Foundation
import LayoutScene
import Testing

/// `preferredFont(forTextStyle:compatibleWith:)` sizes and weights per style and category, `UIFontMetrics` scaling
/// of fonts and values, and the font a view with `adjustsFontForContentSizeCategory` shows.
@Suite struct DynamicTypeTests {
    /// Typed from uikit-traits.md 2.2 at xS, L, xxxL, AX1, AX3 and AX5.
    static let sizes: [(FontTextStyle, [CGFloat])] = [
        (.largeTitle, [31, 34, 40, 44, 52, 60]), (.title1, [25, 28, 34, 38, 48, 58]),
        (.title2, [19, 22, 28, 34, 44, 56]), (.title3, [17, 20, 26, 31, 43, 55]),
        (.headline, [14, 17, 23, 28, 40, 53]), (.body, [14, 17, 23, 28, 40, 53]),
        (.callout, [13, 16, 22, 26, 38, 51]), (.subheadline, [12, 15, 21, 25, 36, 49]),
        (.footnote, [12, 13, 19, 23, 33, 44]), (.caption1, [11, 12, 18, 22, 32, 43]),
        (.caption2, [11, 11, 17, 20, 29, 40]),
    ]
    static let categories: [ContentSizeCategory] = [.extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium,
                                                    .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge]

    static func traits(_ category: ContentSizeCategory) -> TraitCollection {
        TraitCollection(preferredContentSizeCategory: category)
    }

    /// A canvas whose system text size is `category`.
    static func canvas(at category: ContentSizeCategory) -> Canvas {
        TraitCollection.$current.withValue(traits(category)) { Canvas(width: 300, height: 300) }
    }

    @Test func preferredFontsHaveTheTablesSizeAndWeight() {
        #expect(Self.sizes.count == FontTextStyle.allCases.count)
        for (style, expected) in Self.sizes {
            for (category, size) in zip(Self.categories, expected) {
                let font = Font.preferredFont(forTextStyle: style, compatibleWith: Self.traits(category))
                #expect(font.pointSize == size, "\(style) at \(category)")
                #expect(font.family == nil)
                #expect(font.weight == (style == .headline ? .semibold : .regular))
                #expect(font.scaling == FontScaling(textStyle: style))
            }
        }
    }

    @Test func withoutTraitsTheSystemSettingCounts() {
        #expect(Font.preferredFont(forTextStyle: .body).pointSize == 17)
        let font = TraitCollection.$current.withValue(Self.traits(.accessibilityLarge)) {
            Font.preferredFont(forTextStyle: .body)
        }
        #expect(font.pointSize == 33)
        #expect(Font.preferredFont(forTextStyle: .title2, compatibleWith: Self.traits(.unspecified)).pointSize == 22)
    }

    @Test func fontMetricsScaleAndRoundToWholePoints() {
        let body = FontMetrics.default
        #expect(body.textStyle == .body)
        let base = Font(family: "Avenir Next", size: 17, weight: .medium)
        let xxxl = body.scaledFont(for: base, compatibleWith: Self.traits(.extraExtraExtraLarge))
        #expect(xxxl.pointSize == 22)
        #expect(xxxl.family == "Avenir Next")
        #expect(xxxl.weight == .medium)
        #expect(xxxl.scaling == FontScaling(textStyle: .body, pointSizeForScaling: 17))
        let caption = FontMetrics(forTextStyle: .caption2)
        #expect(caption.scaledFont(for: .systemFont(ofSize: 11), compatibleWith: Self.traits(.extraLarge)).pointSize == 15)
        #expect(caption.scaledFont(for: .systemFont(ofSize: 11), compatibleWith: Self.traits(.small)).pointSize == 11)
        let capped = FontMetrics(forTextStyle: .title2)
            .scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 30, compatibleWith: Self.traits(.accessibilityLarge))
        #expect(capped.pointSize == 30)
        #expect(capped.scaling?.maximumPointSizeAfterScaling == 30)
        let uncapped = FontMetrics(forTextStyle: .title2)
            .scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 0, compatibleWith: Self.traits(.accessibilityLarge))
        #expect(uncapped.pointSize == 34)
    }

    @Test func aScaledFontIsRescaledFromItsOriginalSize() {
        let body = FontMetrics.default
        let once = body.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: Self.traits(.accessibilityMedium))
        #expect(once.pointSize == 26)
        let twice = body.scaledFont(for: once, compatibleWith: Self.traits(.accessibilityMedium))
        #expect(twice.pointSize == 26)
        #expect(once.scaling?.isFromFontMetrics == true)
        #expect(Font.preferredFont(forTextStyle: .body).scaling?.isFromFontMetrics == false)
    }

    @Test func scaledValuesRoundToThePixelGrid() {
        let body = FontMetrics.default
        #expect(body.scaledValue(for: 10, compatibleWith: Self.traits(.extraLarge)) == 11)
        let ax1 = body.scaledValue(for: 10, compatibleWith: Self.traits(.accessibilityMedium))
        #expect(abs(ax1 - 46.0 / 3) < 1e-9)
        var twoX = Self.traits(.accessibilityMedium)
        twoX.displayScale = 2
        #expect(body.scaledValue(for: 10, compatibleWith: twoX) == 15.5)
        #expect(body.scaledValue(for: 10, compatibleWith: Self.traits(.large)) == 10)
        #expect(FontMetrics(forTextStyle: .caption1).scaledValue(for: 100, compatibleWith: Self.traits(.accessibilityLarge)) == 200)
    }

    @Test func anAdjustingLabelShowsItsFontAtItsOwnTextSize() {
        let canvas = Self.canvas(at: .accessibilityLarge)
        let card = View(), label = Label()
        canvas.addSubview(card)
        card.addSubview(label)
        label.font = .preferredFont(forTextStyle: .body, compatibleWith: Self.traits(.small))
        #expect(label.font.pointSize == 15)
        label.adjustsFontForContentSizeCategory = true
        #expect(label.font.pointSize == 33)
        card.maximumContentSizeCategory = .extraExtraLarge
        #expect(label.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(label.font.pointSize == 21)
        label.minimumContentSizeCategory = .accessibilityMedium
        #expect(label.font.pointSize == 28, "the label's own limit applies after its superview's")
        label.font = .systemFont(ofSize: 12)
        #expect(label.font.pointSize == 12, "a fixed size does not adjust")
        label.font = FontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13),
                                                                    compatibleWith: Self.traits(.large))
        #expect(label.font.pointSize == 21, "13 × 1.6110 at AX1, rounded")
    }

    @Test func textFieldsAndTextViewsAdjustToo() {
        let canvas = Self.canvas(at: .extraExtraExtraLarge)
        let field = TextField(), text = TextView()
        canvas.addSubview(field)
        canvas.addSubview(text)
        field.font = .preferredFont(forTextStyle: .callout, compatibleWith: Self.traits(.large))
        text.font = .preferredFont(forTextStyle: .caption1, compatibleWith: Self.traits(.large))
        #expect(field.resolvedFont.pointSize == 16)
        field.adjustsFontForContentSizeCategory = true
        text.adjustsFontForContentSizeCategory = true
        #expect(field.resolvedFont.pointSize == 22)
        #expect(text.resolvedFont.pointSize == 18)
    }
}
