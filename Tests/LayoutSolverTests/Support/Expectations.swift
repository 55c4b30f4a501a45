import LayoutSolver
import Testing

/// Expects `actual` to lie within `tolerance` of `expected`, printing both on failure.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-6,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    let message = "\(actual) is not within \(tolerance) of \(expected)" + (comment.map { " — \($0.rawValue)" } ?? "")
    #expect(abs(actual - expected) <= tolerance, Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// Expects the solver's current value of each variable to be the expected number within 1e-6.
func expectValues(
    _ solver: Solver, _ expected: [(Variable, Double)], tolerance: Double = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for (variable, value) in expected {
        expectClose(solver.value(of: variable), value, tolerance: tolerance,
                    Comment(rawValue: variable.name), sourceLocation: sourceLocation)
    }
}

/// Expects two constraint lists to hold the very same objects in the same order.
func expectSameConstraints(
    _ actual: [Constraint], _ expected: [Constraint], sourceLocation: SourceLocation = #_sourceLocation
) {
    let same = actual.count == expected.count && zip(actual, expected).allSatisfy { $0 === $1 }
    #expect(same, "got [\(describe(actual))], expected [\(describe(expected))]", sourceLocation: sourceLocation)
}

/// Expects two variable lists to hold the same objects, in any order.
func expectSameVariableSet(
    _ actual: [Variable], _ expected: [Variable], sourceLocation: SourceLocation = #_sourceLocation
) {
    let actualSet = Set(actual.map(ObjectIdentifier.init))
    let expectedSet = Set(expected.map(ObjectIdentifier.init))
    #expect(actualSet == expectedSet && actual.count == expected.count,
            "got \(actual.map(\.name)), expected \(expected.map(\.name)) in any order",
            sourceLocation: sourceLocation)
}

/// `a; b; c` from the constraints' descriptions, for failure messages.
func describe(_ constraints: [Constraint]) -> String {
    constraints.map(\.description).joined(separator: "; ")
}

/// The bit patterns of the solver's current values, to compare solutions bit for bit.
func valueBits(_ solver: Solver, _ variables: [Variable]) -> [UInt64] {
    variables.map { solver.value(of: $0).bitPattern }
}

/// Expects an expression to consist of exactly these terms (same variables, same order, same
/// coefficients bit for bit) and this constant.
func expectTerms(
    _ expression: LinearExpression, _ terms: [(Variable, Double)], constant: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let same = expression.terms.count == terms.count
        && zip(expression.terms, terms).allSatisfy { $0.variable === $1.0 && $0.coefficient == $1.1 }
    #expect(same, "got \(expression.terms.map { "\($0.coefficient)*\($0.variable)" }), expected \(terms.map { "\($0.1)*\($0.0)" })",
            sourceLocation: sourceLocation)
    #expect(expression.constant == constant, sourceLocation: sourceLocation)
}
