/// SnapKit's constraint priority, 1...1000.
///
/// ```swift
/// make.width.equalTo(120).priority(.high)
/// make.width.equalTo(120).priority(ConstraintPriority.low.advanced(by: 1)) // 251
/// ```
public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable, Strideable, Sendable {
    /// The number.
    public let value: Float

    /// Creates a priority from a literal.
    ///
    /// ```swift
    /// let p: ConstraintPriority = 999
    /// ```
    public init(floatLiteral value: Float) {
        self.value = value
    }

    /// Creates a priority.
    ///
    /// ```swift
    /// let p = ConstraintPriority(600)
    /// ```
    public init(_ value: Float) {
        self.value = value
    }

    /// 1000.
    ///
    /// ```swift
    /// make.top.equalTo(0).priority(.required)
    /// ```
    public static let required = ConstraintPriority(1000)
    /// 750.
    ///
    /// ```swift
    /// make.top.equalTo(0).priority(.high)
    /// ```
    public static let high = ConstraintPriority(750)
    /// 500 (SnapKit on iOS).
    ///
    /// ```swift
    /// make.top.equalTo(0).priority(.medium)
    /// ```
    public static let medium = ConstraintPriority(500)
    /// 250.
    ///
    /// ```swift
    /// make.top.equalTo(0).priority(.low)
    /// ```
    public static let low = ConstraintPriority(250)
    /// 50, Masonry's `MASLayoutPriorityFittingSizeLevel`.
    ///
    /// ```swift
    /// make.height.equalTo(0).priority(.fittingSizeLevel)
    /// ```
    public static let fittingSizeLevel = ConstraintPriority(50)

    /// A priority `n` away.
    ///
    /// ```swift
    /// ConstraintPriority.high.advanced(by: 1).value // 751
    /// ```
    public func advanced(by n: Float) -> ConstraintPriority {
        ConstraintPriority(value + n)
    }

    /// How far `other` is.
    ///
    /// ```swift
    /// ConstraintPriority.low.distance(to: .high) // 500
    /// ```
    public func distance(to other: ConstraintPriority) -> Float {
        other.value - value
    }
}
