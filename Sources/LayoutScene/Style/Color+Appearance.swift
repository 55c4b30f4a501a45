import Foundation

extension Color {
    /// A colour with one value in the light appearance and another in the dark, as an asset catalog's
    /// Any/Dark colour set or a system colour; dynamic parts of either are resolved for their appearance.
    ///
    /// ```swift
    /// let card = Color(light: .white, dark: Color(hex: 0x1C1C1E))
    /// card.resolved(for: .dark).hexString // "#1C1C1E"
    /// ```
    public init(light: Color, dark: Color) {
        self = light.resolved(for: .light)
        let night = dark.resolved(for: .dark)
        if night != self {
            darkComponents = DarkComponents(red: night.red, green: night.green, blue: night.blue, alpha: night.alpha)
        }
    }

    /// UIKit's `UIColor(dynamicProvider:)` (also written `UIColor { traitCollection in … }`): the provider runs
    /// once per appearance, with a light and a dark trait collection, and the colour keeps both results.
    ///
    /// ```swift
    /// let accent = Color { traits in traits.userInterfaceStyle == .dark ? .systemYellow : .systemBlue }
    /// ```
    public init(dynamicProvider: (TraitCollection) -> Color) {
        self.init(light: dynamicProvider(TraitCollection(userInterfaceStyle: .light)),
                  dark: dynamicProvider(TraitCollection(userInterfaceStyle: .dark)))
    }

    /// Whether the colour differs between the light and the dark appearance.
    ///
    /// ```swift
    /// Color.systemBackground.isDynamic // true
    /// ```
    public var isDynamic: Bool { darkComponents != nil }

    /// The fixed colour for one appearance (unspecified resolves as light).
    ///
    /// ```swift
    /// Color.label.resolved(for: .dark).hexString // "#FFFFFF"
    /// ```
    public func resolved(for style: UserInterfaceStyle) -> Color {
        guard style == .dark, let dark = darkComponents else {
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    }

    /// UIKit's `resolvedColor(with:)`: the fixed colour for a trait collection's appearance.
    ///
    /// ```swift
    /// Color.systemBlue.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString // "#0A84FF"
    /// ```
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        resolved(for: traitCollection.userInterfaceStyle)
    }
}
