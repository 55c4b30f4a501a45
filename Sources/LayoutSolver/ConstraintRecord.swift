/// How the solver holds one added constraint.
struct ConstraintRecord {
    /// Where the constraint lives.
    enum Storage {
        /// A definition of the given external symbol, outside the tableau.
        case definition(Int32)
        /// Tableau rows, identified by the constraint's marker symbols (`other` is -1 when absent),
        /// and the defined symbols whose formulas were expanded into them.
        case tableau(marker: Int32, other: Int32, expanded: [Int32])
    }

    let constraint: Constraint
    /// Position in the order of addition; kept when the solver re-adds a constraint internally.
    let sequence: Int
    var storage: Storage
    /// Whether the constraint is an edit variable's, hidden from ``Solver/constraints``.
    let isEdit: Bool
}

/// An edit variable: its constraint and the value last suggested.
struct EditInfo {
    let variable: Variable
    var constraint: Constraint
    let priority: Priority
    var value: Double
}

/// The costs of one priority level of the lexicographic objective, indexed by symbol id.
struct ObjectiveLevel {
    let priority: Double
    var costs: [Double]
}
