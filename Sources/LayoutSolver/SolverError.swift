/// Why a ``Solver`` call was refused. A throwing call leaves the solver exactly as it was.
///
/// ```swift
/// do {
///     try solver.add(box.width == 50)
/// } catch .unsatisfiable(let conflict) {
///     for member in conflict.constraints { print(member.tag ?? member) }
/// } catch {
///     print(error)
/// }
/// ```
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added.
    case unsatisfiable(Conflict)
    /// The constraint object was already added.
    case duplicateConstraint(Constraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit could never be suggested away.
    case requiredEditPriority(Variable)
    /// A priority outside 1...1000, or not a number.
    case invalidPriority(Priority)
    /// A coefficient, constant or suggested value that is not finite or lies outside ±``Solver/maximumMagnitude``,
    /// or a nonzero coefficient smaller in magnitude than 1e-9.
    case invalidNumber(value: Double, context: String)
    /// A safety net that should never be reached: the simplex exceeded its pivot budget.
    case pivotLimitExceeded(Int)
    /// A safety net that should never be reached: after a suggested value, no pivot could restore
    /// feasibility (edit constraints are optional, so only numerical breakdown can cause it).
    case infeasibleSuggestion(Variable)

    /// One sentence that says what was wrong.
    ///
    /// ```swift
    /// SolverError.unknownEditVariable(Variable("w")).description
    /// // "w is not an edit variable"
    /// ```
    public var description: String {
        switch self {
        case .unsatisfiable(let conflict): conflict.description
        case .duplicateConstraint(let c): "constraint is already in the solver: \(c)"
        case .unknownConstraint(let c): "constraint is not in the solver: \(c)"
        case .duplicateEditVariable(let v): "\(v) is already an edit variable"
        case .unknownEditVariable(let v): "\(v) is not an edit variable"
        case .requiredEditPriority(let v): "edit variable \(v) cannot have required priority"
        case .invalidPriority(let p): "priority \(p) is outside 1...1000"
        case .invalidNumber(let value, let context):
            "\(context) is \(value); numbers must be finite with a magnitude of at most "
                + "\(LinearExpression.format(Solver.maximumMagnitude)) (and coefficients at least 1e-9)"
        case .pivotLimitExceeded(let count): "the solver gave up after \(count) pivots"
        case .infeasibleSuggestion(let v): "no solution could be restored after suggesting a value for \(v)"
        }
    }
}
