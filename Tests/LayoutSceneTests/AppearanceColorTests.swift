import Foundation
import LayoutScene
import Testing

/// Every semantic and system colour resolves per appearance to the reference's value (iOS 15–18 palette);
/// dynamic-provider colours run once per appearance; overrides flow down a subtree.
@Suite struct AppearanceColorTests {
    /// name, light, dark, as in uikit-traits.md 1.1–1.4 (hex with alpha byte when not opaque).
    static let expected: [(Color, String, String)] = [
        (.systemRed, "#FF3B30", "#FF453A"), (.systemOrange, "#FF9500", "#FF9F0A"),
        (.systemYellow, "#FFCC00", "#FFD60A"), (.systemGreen, "#34C759", "#30D158"),
        (.systemMint, "#00C7BE", "#63E6E2"), (.systemTeal, "#30B0C7", "#40C8E0"),
        (.systemCyan, "#32ADE6", "#64D2FF"), (.systemBlue, "#007AFF", "#0A84FF"),
        (.systemIndigo, "#5856D6", "#5E5CE6"), (.systemPurple, "#AF52DE", "#BF5AF2"),
        (.systemPink, "#FF2D55", "#FF375F"), (.systemBrown, "#A2845E", "#AC8E68"),
        (.systemGray, "#8E8E93", "#8E8E93"), (.systemGray2, "#AEAEB2", "#636366"),
        (.systemGray3, "#C7C7CC", "#48484A"), (.systemGray4, "#D1D1D6", "#3A3A3C"),
        (.systemGray5, "#E5E5EA", "#2C2C2E"), (.systemGray6, "#F2F2F7", "#1C1C1E"),
        (.label, "#000000", "#FFFFFF"), (.secondaryLabel, "#3C3C4399", "#EBEBF599"),
        (.tertiaryLabel, "#3C3C434D", "#EBEBF54D"), (.quaternaryLabel, "#3C3C432E", "#EBEBF529"),
        (.placeholderText, "#3C3C434D", "#EBEBF54D"), (.separator, "#3C3C434A", "#54545899"),
        (.opaqueSeparator, "#C6C6C8", "#38383A"), (.link, "#007AFF", "#0984FF"),
        (.systemFill, "#78788033", "#7878805C"), (.secondarySystemFill, "#78788029", "#78788052"),
        (.tertiarySystemFill, "#7676801F", "#7676803D"), (.quaternarySystemFill, "#74748014", "#7676802E"),
        (.lightText, "#FFFFFF99", "#FFFFFF99"), (.darkText, "#000000", "#000000"),
        (.systemBackground, "#FFFFFF", "#000000"), (.secondarySystemBackground, "#F2F2F7", "#1C1C1E"),
        (.tertiarySystemBackground, "#FFFFFF", "#2C2C2E"), (.systemGroupedBackground, "#F2F2F7", "#000000"),
        (.secondarySystemGroupedBackground, "#FFFFFF", "#1C1C1E"),
        (.tertiarySystemGroupedBackground, "#F2F2F7", "#2C2C2E"),
    ]

    @Test func everySystemColourResolvesPerAppearance() {
        #expect(Self.expected.count == SystemColors.entries.count)
        for (color, light, dark) in Self.expected {
            #expect(color.resolved(for: .light).hexString == light, "\(color)")
            #expect(color.resolved(for: .dark).hexString == dark, "\(color)")
            #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .unspecified)).hexString == light)
            #expect(color.isDynamic == (light != dark), "\(color)")
        }
    }

    @Test func theTableIsWhatTheNamesRead() {
        for entry in SystemColors.entries {
            #expect(SystemColors.named(entry.name) == Color(light: entry.light, dark: entry.dark))
        }
        #expect(SystemColors.named("systemChartreuse") == nil)
    }

    @Test func aDynamicProviderRunsOncePerAppearance() {
        var seen: [UserInterfaceStyle] = []
        let accent = Color { traits in
            seen.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .systemYellow : Color(hex: 0x112233)
        }
        #expect(seen == [.light, .dark])
        #expect(accent.resolved(for: .light).hexString == "#112233")
        #expect(accent.resolved(for: .dark).hexString == "#FFD60A")
        #expect(accent.description == "#112233 (dark #FFD60A)")
        #expect(accent.withAlphaComponent(0.5).resolved(for: .dark).hexString == "#FFD60A80")
        #expect(Color(dynamicProvider: { _ in .red }).isDynamic == false)
    }

    @Test func overridesFlowDownASubtreeAndStopAtTheNextOverride() {
        let canvas = TraitCollection.$current.withValue(TraitCollection(userInterfaceStyle: .dark)) {
            Canvas(width: 100, height: 100)
        }
        let card = View(), title = View(), island = View(), inner = View()
        canvas.addSubview(card)
        card.addSubview(title)
        card.addSubview(island)
        island.addSubview(inner)
        #expect(title.traitCollection.userInterfaceStyle == .dark)
        card.overrideUserInterfaceStyle = .light
        island.overrideUserInterfaceStyle = .dark
        #expect(card.traitCollection.userInterfaceStyle == .light)
        #expect(title.traitCollection.userInterfaceStyle == .light)
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(canvas.traitCollection.userInterfaceStyle == .dark)
        #expect(title.userInterfaceStyle(inheriting: .dark) == .light)
    }

    @Test func aViewControllersOverrideCoversItsView() {
        let controller = ViewController()
        controller.overrideUserInterfaceStyle = .dark
        let canvas = Canvas(hosting: controller, width: 100, height: 100)
        let child = View()
        controller.view.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(canvas.traitCollection.userInterfaceStyle == .light)
    }

    @Test func contentSizeCategoriesParseEveryName() {
        #expect(ContentSizeCategory(parsing: "AX5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(parsing: "xSmall") == .extraSmall)
        #expect(ContentSizeCategory(parsing: "accessibilityLarge") == .accessibilityLarge)
        #expect(ContentSizeCategory(parsing: "UICTContentSizeCategoryAccessibilityXL") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(parsing: "huge") == nil)
        #expect(ContentSizeCategory.ordered.map(\.shortName) == ["xSmall", "small", "medium", "large", "xLarge",
            "xxLarge", "xxxLarge", "accessibilityMedium", "accessibilityLarge", "accessibilityXL", "accessibilityXXL",
            "accessibilityXXXL"])
        #expect(ContentSizeCategory.unspecified.normalized == .large)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}
