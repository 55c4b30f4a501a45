extension Solver {
    /// Rejects priorities outside 1...1000 and numbers that are not finite or too large to be a layout.
    func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        let limit = Self.maximumMagnitude
        for term in constraint.expression.terms {
            let c = term.coefficient
            guard c.isFinite, abs(c) <= limit, abs(c) >= 1 / limit else {
                throw .invalidNumber(value: c, context: "coefficient of \(term.variable) in \(constraint)")
            }
        }
        let constant = constraint.expression.constant
        guard constant.isFinite, abs(constant) <= limit else {
            throw .invalidNumber(value: constant, context: "constant of \(constraint)")
        }
    }
}
