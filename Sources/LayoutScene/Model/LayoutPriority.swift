/// How much a constraint or a content priority matters, 1...1000, as `UILayoutPriority`.
///
/// ```swift
/// label.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
/// ```
public struct LayoutPriority: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The number, 1...1000.
    public var rawValue: Float

    /// Creates a priority.
    ///
    /// ```swift
    /// let p = LayoutPriority(rawValue: 999)
    /// ```
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority.
    ///
    /// ```swift
    /// let p = LayoutPriority(999)
    /// ```
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority from a literal.
    ///
    /// ```swift
    /// let p: LayoutPriority = 999.5
    /// ```
    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    /// Creates a priority from a literal.
    ///
    /// ```swift
    /// let p: LayoutPriority = 999
    /// ```
    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    /// 1000: must hold.
    ///
    /// ```swift
    /// view.setContentHuggingPriority(.required, for: .vertical)
    /// ```
    public static let required = LayoutPriority(1000)
    /// 750, the default compression resistance.
    ///
    /// ```swift
    /// let p = LayoutPriority.defaultHigh
    /// ```
    public static let defaultHigh = LayoutPriority(750)
    /// 250, the default content hugging.
    ///
    /// ```swift
    /// let p = LayoutPriority.defaultLow
    /// ```
    public static let defaultLow = LayoutPriority(250)
    /// 50, the level at which a view is fitted to its content.
    ///
    /// ```swift
    /// let p = LayoutPriority.fittingSizeLevel
    /// ```
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is 1000.
    ///
    /// ```swift
    /// LayoutPriority.required.isRequired // true
    /// ```
    public var isRequired: Bool { rawValue >= 1000 }

    /// Orders priorities by value.
    ///
    /// ```swift
    /// LayoutPriority.defaultLow < .defaultHigh // true
    /// ```
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority `rhs` higher.
    ///
    /// ```swift
    /// let p = LayoutPriority.defaultHigh + 1 // 751
    /// ```
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }

    /// A priority `rhs` lower.
    ///
    /// ```swift
    /// let p = LayoutPriority.required - 1 // 999
    /// ```
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The number as Swift prints a `Float`, e.g. `750.0`.
    ///
    /// ```swift
    /// LayoutPriority.defaultHigh.description // "750.0"
    /// ```
    public var description: String { "\(rawValue)" }
}

/// UIKit's name for ``LayoutPriority``.
///
/// ```swift
/// let p: UILayoutPriority = .defaultLow
/// ```
public typealias UILayoutPriority = LayoutPriority
