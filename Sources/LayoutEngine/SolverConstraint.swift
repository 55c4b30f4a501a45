import LayoutSolver

/// The solver's constraint, named apart from the DSL's `Constraint`.
typealias SolverConstraint = LayoutSolver.Constraint

extension SolverConstraint {
    /// Whether `other` has the same terms, relation and priority, so that only the constant may differ.
    func hasSameForm(as other: SolverConstraint) -> Bool {
        let terms = expression.terms, otherTerms = other.expression.terms
        return relation == other.relation && priority == other.priority && terms.count == otherTerms.count
            && zip(terms, otherTerms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }
}
