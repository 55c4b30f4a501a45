/// An optional constraint the solution does not meet, and by how much.
///
/// ```swift
/// for broken in solver.unsatisfiedConstraints() {
///     print("\(broken.constraint) is off by \(broken.violation)")
/// }
/// ```
public struct UnsatisfiedConstraint: Sendable {
    /// The optional constraint.
    public let constraint: Constraint
    /// How far the solution is from meeting it (always positive), in the expression's units.
    public let violation: Double
}
