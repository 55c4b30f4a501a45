/// How a label wraps and truncates, as `NSLineBreakMode`.
///
/// ```swift
/// subtitle.numberOfLines = 2
/// subtitle.lineBreakMode = .byTruncatingTail
/// ```
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    /// Wrap at word boundaries.
    case byWordWrapping
    /// Wrap at any character.
    case byCharWrapping
    /// Cut the text off at the edge.
    case byClipping
    /// Replace the start of the last line with "…".
    case byTruncatingHead
    /// Replace the end of the last line with "…".
    case byTruncatingTail
    /// Replace the middle of the last line with "…".
    case byTruncatingMiddle

    /// Whether this mode ends cut text with an ellipsis.
    ///
    /// ```swift
    /// LineBreakMode.byTruncatingTail.truncates // true
    /// ```
    public var truncates: Bool {
        self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
    }
}

/// UIKit's name for ``LineBreakMode``.
///
/// ```swift
/// label.lineBreakMode = NSLineBreakMode.byWordWrapping
/// ```
public typealias NSLineBreakMode = LineBreakMode
