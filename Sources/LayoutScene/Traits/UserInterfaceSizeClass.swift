/// A size class, as `UITraitCollection.horizontalSizeClass` and `verticalSizeClass` give it.
///
/// ```swift
/// if view.traitCollection.horizontalSizeClass == .regular { columns = 2 }
/// ```
public enum UserInterfaceSizeClass: String, Sendable, Hashable, CaseIterable {
    /// Not known.
    case unspecified
    /// A compact width or height (an iPhone's width in portrait).
    case compact
    /// A regular width or height (an iPad's, an iPhone's height in portrait).
    case regular
}

/// UIKit's name for ``UserInterfaceSizeClass``.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
