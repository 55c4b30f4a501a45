/// Which way text and leading/trailing run, as `UIUserInterfaceLayoutDirection`.
///
/// ```swift
/// canvas.layoutDirection = .rightToLeft // leading is now the right edge
/// ```
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Leading is left, trailing is right.
    case leftToRight
    /// Leading is right, trailing is left.
    case rightToLeft
}

/// UIKit's name for ``LayoutDirection``.
///
/// ```swift
/// let direction: UIUserInterfaceLayoutDirection = .rightToLeft
/// ```
public typealias UIUserInterfaceLayoutDirection = LayoutDirection
