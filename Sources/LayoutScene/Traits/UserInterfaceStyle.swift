/// Light or dark appearance, as `UITraitCollection.userInterfaceStyle` gives it. `.unspecified` (the default
/// of ``View/overrideUserInterfaceStyle``) inherits; a trait collection whose style is unspecified resolves
/// colours as light, as UIKit is observed to do.
///
/// ```swift
/// card.overrideUserInterfaceStyle = .dark
/// card.traitCollection.userInterfaceStyle // .dark
/// ```
public enum UserInterfaceStyle: String, Sendable, Hashable, CaseIterable {
    /// Inherit from the superview, the view controller or the system setting.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark

    /// `.dark` for dark, else `.light` (unspecified resolves as light).
    ///
    /// ```swift
    /// UserInterfaceStyle.unspecified.resolved // .light
    /// ```
    public var resolved: UserInterfaceStyle { self == .dark ? .dark : .light }
}

/// UIKit's name for ``UserInterfaceStyle``.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
