/// A variable multiplied by a constant coefficient: the building block of a ``LinearExpression``.
///
/// ```swift
/// let half = Term(width, 0.5)   // 0.5 * width
/// let same = 0.5 * width        // the same term, written with an operator
/// ```
public struct Term: Sendable {
    /// The variable the term multiplies.
    public let variable: Variable
    /// The factor applied to the variable.
    public let coefficient: Double

    /// Creates `coefficient * variable`.
    ///
    /// ```swift
    /// let t = Term(x, 2) // 2 * x
    /// ```
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
