import Foundation

/// The traits a view is drawn with, as UIKit's `UITraitCollection`: appearance, text size, layout direction,
/// size classes and display scale. A canvas takes ``current`` when it is made (the system setting: the
/// command line's `--appearance` and `--content-size`, or a snapshot's configuration); its views inherit it,
/// changed by ``View/overrideUserInterfaceStyle`` on the way down.
///
/// ```swift
/// let dark = TraitCollection(userInterfaceStyle: .dark)
/// Color.systemBackground.resolvedColor(with: dark) // #000000
/// TraitCollection.$current.withValue(dark) { Canvas(width: 375, height: 667) }.traitCollection.userInterfaceStyle // .dark
/// ```
public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle
    /// The Dynamic Type text size.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection
    /// The width's size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The height's size class.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Pixels per point.
    public var displayScale: CGFloat

    /// Creates a trait collection; every trait has UIKit's default on an iPhone in portrait.
    ///
    /// ```swift
    /// let traits = TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge)
    /// ```
    public init(userInterfaceStyle: UserInterfaceStyle = .light,
                preferredContentSizeCategory: ContentSizeCategory = .large,
                layoutDirection: LayoutDirection = .leftToRight,
                horizontalSizeClass: UserInterfaceSizeClass = .compact,
                verticalSizeClass: UserInterfaceSizeClass = .regular, displayScale: CGFloat = 3) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }

    /// UIKit's `UITraitCollection(userInterfaceStyle:)`: the defaults with one style.
    ///
    /// ```swift
    /// let dark = TraitCollection(userInterfaceStyle: .dark)
    /// ```
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: .large)
    }

    /// UIKit's `UITraitCollection(preferredContentSizeCategory:)`: the defaults with one text size.
    ///
    /// ```swift
    /// let large = TraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    /// ```
    public init(preferredContentSizeCategory: ContentSizeCategory) {
        self.init(userInterfaceStyle: .light, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// The system setting while a scene is built: canvases made now take it, and
    /// ``Font/preferredFont(forTextStyle:compatibleWith:)`` without traits reads its text size.
    ///
    /// ```swift
    /// let canvas = TraitCollection.$current.withValue(TraitCollection(userInterfaceStyle: .dark)) { build() }
    /// ```
    @TaskLocal public static var current = TraitCollection()

    /// `light large` style, with the non-default traits after: `dark accessibilityLarge rightToLeft`.
    ///
    /// ```swift
    /// TraitCollection(userInterfaceStyle: .dark).description // "dark large"
    /// ```
    public var description: String {
        var parts = [userInterfaceStyle.rawValue, preferredContentSizeCategory.normalized.shortName]
        if layoutDirection == .rightToLeft { parts.append("rightToLeft") }
        return parts.joined(separator: " ")
    }
}

/// UIKit's name for ``TraitCollection``.
public typealias UITraitCollection = TraitCollection
