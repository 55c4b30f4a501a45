/// Horizontal alignment of a label's lines, as `NSTextAlignment`.
///
/// ```swift
/// title.textAlignment = .center
/// ```
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// Left edge.
    case left
    /// Centred.
    case center
    /// Right edge.
    case right
    /// Both edges, except the last line.
    case justified
    /// Leading edge: left in left-to-right layouts, right in right-to-left ones.
    case natural
}

/// UIKit's name for ``TextAlignment``.
///
/// ```swift
/// label.textAlignment = NSTextAlignment.right
/// ```
public typealias NSTextAlignment = TextAlignment
