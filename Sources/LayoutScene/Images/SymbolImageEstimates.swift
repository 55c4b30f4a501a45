import Foundation

/// The sizes layoutviz gives system symbols (`UIImage(systemName:)`), which it draws as labelled placeholders.
///
/// These are estimates, not measurements: a symbol's real size depends on its glyph (a wide `ellipsis` and a
/// narrow `chevron.right` differ) and on alignment insets. UIKit draws an unconfigured symbol at about body size —
/// 17 pt, regular weight, medium scale (reference 2.5, unconfirmed) — so the placeholder is a square of
/// ``bodySide`` points, scaled by the configuration's point size over 17 and by the scale factors below.
///
/// ```swift
/// SymbolImageEstimates.size(pointSize: nil, scale: .default) // 20 × 20
/// ```
public enum SymbolImageEstimates {
    /// The point size of the body text style, which unconfigured symbols match.
    public static let bodyPointSize: CGFloat = 17
    /// The side of the square placeholder for an unconfigured symbol (estimate).
    public static let bodySide: CGFloat = 20
    /// How each symbol scale changes the size relative to `.medium` (estimates).
    public static let scaleFactors: [SymbolScale: CGFloat] = [.small: 0.8, .medium: 1, .large: 1.3]

    /// The placeholder's size for a symbol drawn at `pointSize` (body size when `nil`) and `scale`.
    ///
    /// ```swift
    /// SymbolImageEstimates.size(pointSize: 34, scale: .large) // 52 × 52
    /// ```
    public static func size(pointSize: CGFloat?, scale: SymbolScale) -> CGSize {
        let factor = (pointSize ?? bodyPointSize) / bodyPointSize * (scaleFactors[scale.resolved] ?? 1)
        let side = (bodySide * factor).rounded()
        return CGSize(width: side, height: side)
    }
}

/// A symbol's size relative to its text, as `UIImage.SymbolScale`.
///
/// ```swift
/// let config = UIImage.SymbolConfiguration(scale: .large)
/// ```
public enum SymbolScale: Int, Sendable, Hashable, CaseIterable {
    /// The context's default: medium.
    case `default` = -1
    /// Unspecified: medium.
    case unspecified = 0
    /// Smaller than the text.
    case small = 1
    /// Matching the text.
    case medium = 2
    /// Larger than the text.
    case large = 3

    /// `.default` and `.unspecified` as the `.medium` they draw at.
    var resolved: SymbolScale {
        self == .default || self == .unspecified ? .medium : self
    }
}

/// How a system symbol is drawn: its point size and scale (the weight is kept for pasted code), as
/// `UIImage.SymbolConfiguration`.
///
/// ```swift
/// let play = UIImage(systemName: "play.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 28))
/// ```
public struct SymbolConfiguration: Sendable, Hashable {
    /// The point size, or `nil` for body size.
    public var pointSize: CGFloat?
    /// The weight (no effect on the placeholder).
    public var weight: FontWeight
    /// The scale.
    public var scale: SymbolScale

    /// Creates a configuration.
    ///
    /// ```swift
    /// let config = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold, scale: .large)
    /// ```
    public init(pointSize: CGFloat? = nil, weight: FontWeight = .regular, scale: SymbolScale = .default) {
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
    }

    /// A configuration with only a scale.
    ///
    /// ```swift
    /// let config = UIImage.SymbolConfiguration(scale: .small)
    /// ```
    public init(scale: SymbolScale) {
        self.init(pointSize: nil, weight: .regular, scale: scale)
    }

    /// A configuration with only a weight.
    ///
    /// ```swift
    /// let config = UIImage.SymbolConfiguration(weight: .bold)
    /// ```
    public init(weight: FontWeight) {
        self.init(pointSize: nil, weight: weight, scale: .default)
    }
}
