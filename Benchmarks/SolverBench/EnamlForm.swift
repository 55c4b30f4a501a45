import LayoutSolver

/// kiwi's enaml-like form as solver objects: one ``Variable`` per ``EnamlVariable`` and the 111
/// ``Constraint``s of ``EnamlConstraint/form``, made once and reused by every solver.
struct EnamlForm {
    /// The variables, by case.
    let variables: [EnamlVariable: Variable]
    /// The constraints, in kiwi's order of addition.
    let constraints: [Constraint]

    /// Creates the variables in kiwi's order, then the constraints.
    init() {
        let variables = Dictionary(uniqueKeysWithValues: EnamlVariable.allCases.map { ($0, Variable($0.rawValue)) })
        self.variables = variables
        constraints = EnamlConstraint.form.map { row in
            let terms = row.terms.map { Term(variables[$0.variable]!, $0.coefficient) }
            return Constraint(LinearExpression(terms: terms, constant: row.constant), row.relation,
                              priority: row.strength.priority)
        }
    }

    /// The window width, an edit variable.
    var width: Variable { variables[.width]! }
    /// The window height, an edit variable.
    var height: Variable { variables[.height]! }
}
