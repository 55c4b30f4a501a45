/// How a view chooses its layout direction, as `UISemanticContentAttribute`.
///
/// ```swift
/// logo.semanticContentAttribute = .forceLeftToRight // never mirrored
/// ```
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
    /// Inherit the superview's direction (the canvas's at the root).
    case unspecified
    /// Media playback controls: never mirrored.
    case playback
    /// Directional controls such as arrows: never mirrored.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// UIKit's name for ``SemanticContentAttribute``.
///
/// ```swift
/// view.semanticContentAttribute = UISemanticContentAttribute.forceRightToLeft
/// ```
public typealias UISemanticContentAttribute = SemanticContentAttribute
