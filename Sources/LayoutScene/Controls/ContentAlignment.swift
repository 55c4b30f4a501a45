/// Where a control places its content across its width, as `UIControl.ContentHorizontalAlignment`.
///
/// ```swift
/// button.contentHorizontalAlignment = .leading
/// ```
public enum ContentHorizontalAlignment: String, CaseIterable, Hashable, Sendable {
    /// Centred (the default).
    case center
    /// At the left edge.
    case left
    /// At the right edge.
    case right
    /// Stretched across the width.
    case fill
    /// At the leading edge (left, or right under right-to-left).
    case leading
    /// At the trailing edge.
    case trailing
}

/// Where a control places its content across its height, as `UIControl.ContentVerticalAlignment`.
///
/// ```swift
/// button.contentVerticalAlignment = .top
/// ```
public enum ContentVerticalAlignment: String, CaseIterable, Hashable, Sendable {
    /// Centred (the default).
    case center
    /// At the top.
    case top
    /// At the bottom.
    case bottom
    /// Stretched across the height.
    case fill
}
