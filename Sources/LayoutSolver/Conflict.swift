/// The explanation of an unsatisfiable required constraint: a minimal set of required
/// constraints that cannot hold together.
///
/// ``constraints`` always includes ``constraint`` and is **minimal**: removing any one member
/// leaves the others satisfiable. Members are listed in the order they were added, the
/// rejected constraint last.
///
/// ```swift
/// catch SolverError.unsatisfiable(let conflict) {
///     print(conflict.tags) // what the caller attached to each member
/// }
/// ```
public struct Conflict: Sendable, CustomStringConvertible {
    /// The constraint that was refused.
    public let constraint: Constraint
    /// The minimal conflicting set, ``constraint`` last.
    public let constraints: [Constraint]

    /// Each member's tag, in the order of ``constraints``.
    ///
    /// ```swift
    /// conflict.tags.compactMap { $0 as? String }
    /// ```
    public var tags: [(any Sendable)?] { constraints.map(\.tag) }

    /// `Unable to satisfy …; conflicting set: a; b; c`.
    ///
    /// ```swift
    /// print(conflict) // Unable to satisfy w == 50: conflicts with w <= 40
    /// ```
    public var description: String {
        let others = constraints.filter { $0 !== constraint }.map(\.description)
        return "Unable to satisfy \(constraint): conflicts with \(others.joined(separator: "; "))"
    }
}
