/// How much a constraint matters, from 1 to 1000 (``required``), as in Auto Layout.
///
/// Priorities are **strictly ranked**: the solver first minimises the violations at the
/// highest optional priority, then, without giving any of that back, the next one, and so on.
/// Any number of violations at a lower priority never outweighs one unit at a higher one.
/// Constraints with the same priority add up: their violations are summed.
///
/// ```swift
/// let preferred = (box.width == 40).priority(.high)
/// let custom = (box.width == 40).priority(999)
/// ```
public struct Priority: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The number, in 1...1000 for a priority the solver accepts.
    public let value: Double

    /// Creates a priority; the solver rejects values outside 1...1000 with ``SolverError/invalidPriority(_:)``.
    ///
    /// ```swift
    /// let p = Priority(999)
    /// ```
    public init(_ value: Double) {
        self.value = value
    }

    /// Creates a priority from a literal such as `750.5`.
    ///
    /// ```swift
    /// let p: Priority = 750.5
    /// ```
    public init(floatLiteral value: Double) {
        self.init(value)
    }

    /// Creates a priority from a literal such as `999`.
    ///
    /// ```swift
    /// let p: Priority = 999
    /// ```
    public init(integerLiteral value: Int) {
        self.init(Double(value))
    }

    /// 1000: the constraint must hold.
    ///
    /// ```swift
    /// (x == 0).priority.isRequired // true
    /// ```
    public static let required = Priority(1000)
    /// 750, Auto Layout's `defaultHigh`.
    ///
    /// ```swift
    /// (w == 40).priority(.high)
    /// ```
    public static let high = Priority(750)
    /// 500, between ``high`` and ``low``.
    ///
    /// ```swift
    /// (w == 40).priority(.medium)
    /// ```
    public static let medium = Priority(500)
    /// 250, Auto Layout's `defaultLow`.
    ///
    /// ```swift
    /// (w == 40).priority(.low)
    /// ```
    public static let low = Priority(250)

    /// Whether this is ``required``.
    ///
    /// ```swift
    /// Priority.high.isRequired // false
    /// ```
    public var isRequired: Bool { value == 1000 }

    /// Whether the solver accepts this priority: finite and within 1...1000.
    ///
    /// ```swift
    /// Priority(0).isValid // false
    /// ```
    public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

    /// Orders priorities by value.
    ///
    /// ```swift
    /// Priority.low < Priority.high // true
    /// ```
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    /// The number, e.g. `750` or `999.5`.
    ///
    /// ```swift
    /// Priority.high.description // "750"
    /// ```
    public var description: String { LinearExpression.format(value) }
}
