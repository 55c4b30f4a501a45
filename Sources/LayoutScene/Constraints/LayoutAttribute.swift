/// A geometric attribute of a view or layout guide, as `NSLayoutConstraint.Attribute`.
///
/// ```swift
/// let attribute = LayoutAttribute.leadingMargin
/// attribute.axis // .horizontal
/// ```
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: left in left-to-right layouts.
    case leading
    /// The trailing edge: right in left-to-right layouts.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the last line of text (the bottom edge for views without text).
    case lastBaseline
    /// The baseline of the first line of text (the top edge for views without text).
    case firstBaseline
    /// The left edge inset by the left layout margin.
    case leftMargin
    /// The right edge inset by the right layout margin.
    case rightMargin
    /// The top edge inset by the top layout margin.
    case topMargin
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin
    /// The leading edge inset by the leading layout margin.
    case leadingMargin
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin
    /// The horizontal centre between the left and right margins.
    case centerXWithinMargins
    /// The vertical centre between the top and bottom margins.
    case centerYWithinMargins
    /// No attribute: the second attribute of a constraint to a constant.
    case notAnAttribute

    /// Deprecated SnapKit/UIKit spelling of ``lastBaseline``.
    ///
    /// ```swift
    /// LayoutAttribute.baseline == .lastBaseline // true
    /// ```
    public static let baseline = LayoutAttribute.lastBaseline

    /// The axis the attribute measures along; `nil` for ``notAnAttribute``.
    ///
    /// ```swift
    /// LayoutAttribute.firstBaseline.axis // .vertical
    /// ```
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            .vertical
        case .notAnAttribute:
            nil
        }
    }

    /// Whether the attribute is a size (width or height) rather than a location.
    ///
    /// ```swift
    /// LayoutAttribute.width.isSize // true
    /// ```
    public var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute is a location (an edge, centre, baseline or margin).
    ///
    /// ```swift
    /// LayoutAttribute.centerX.isLocation // true
    /// ```
    public var isLocation: Bool { !isSize && self != .notAnAttribute }

    /// Whether the attribute is leading or trailing (with or without margin).
    ///
    /// ```swift
    /// LayoutAttribute.trailingMargin.isDirectional // true
    /// ```
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is left or right (with or without margin).
    ///
    /// ```swift
    /// LayoutAttribute.leftMargin.isAbsoluteHorizontalEdge // true
    /// ```
    public var isAbsoluteHorizontalEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// Whether the attribute reads the layout margins.
    ///
    /// ```swift
    /// LayoutAttribute.topMargin.isMargin // true
    /// ```
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }

    /// The name SnapKit prints in constraint descriptions, e.g. `centerXWithinMargins`.
    ///
    /// ```swift
    /// LayoutAttribute.lastBaseline.name // "lastBaseline"
    /// ```
    public var name: String { rawValue }
}
