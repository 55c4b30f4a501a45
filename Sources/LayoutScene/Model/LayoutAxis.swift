/// A layout axis, as `NSLayoutConstraint.Axis`.
///
/// ```swift
/// label.setContentHuggingPriority(.required, for: .horizontal)
/// [a, b, c].snp.distributeViews(along: .vertical, fixedSpacing: 8, leadSpacing: 0, tailSpacing: 0)
/// ```
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    /// Left to right: x and width.
    case horizontal
    /// Top to bottom: y and height.
    case vertical
}
