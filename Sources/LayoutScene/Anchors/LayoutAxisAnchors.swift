/// A horizontal location anchor (`leadingAnchor`, `trailingAnchor`, `leftAnchor`, `rightAnchor`,
/// `centerXAnchor`), as `NSLayoutXAxisAnchor`.
///
/// ```swift
/// let anchor: NSLayoutXAxisAnchor = card.centerXAnchor
/// ```
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical location anchor (`topAnchor`, `bottomAnchor`, `centerYAnchor`, the baselines), as
/// `NSLayoutYAxisAnchor`.
///
/// ```swift
/// let anchor: NSLayoutYAxisAnchor = card.safeAreaLayoutGuide.topAnchor
/// ```
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// UIKit's name for ``LayoutXAxisAnchor``.
///
/// ```swift
/// let leading: NSLayoutXAxisAnchor = title.leadingAnchor
/// ```
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

/// UIKit's name for ``LayoutYAxisAnchor``.
///
/// ```swift
/// let top: NSLayoutYAxisAnchor = title.topAnchor
/// ```
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
