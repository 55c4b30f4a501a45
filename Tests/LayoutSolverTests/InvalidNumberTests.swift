import LayoutSolver
import Testing

/// `.invalidNumber`: non-finite numbers and magnitudes above `Solver.maximumMagnitude`
/// in coefficients, constants and suggested values, and nonzero coefficients under 1e-9.
@Suite("Invalid numbers")
struct InvalidNumberTests {
    let x = Variable("x")
    let y = Variable("y")

    /// `coefficient * x + 1 * y + constant == 0`, built without the operators so numbers stay exact.
    private func constraint(coefficient: Double = 1, constant: Double = 0) -> Constraint {
        Constraint(LinearExpression(terms: [Term(x, coefficient), Term(y)], constant: constant), .equal)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e12, -1e12, 1.000_000_001e9, 1e-10, -5e-12])
    func badCoefficient(_ value: Double) throws {
        let solver = Solver()
        let kept = y == 2
        try solver.add(kept)
        let reported = expectInvalidNumber(solverError { try solver.add(constraint(coefficient: value)) })
        if let reported {
            #expect(reported.bitPattern == value.bitPattern, "reported \(reported), expected \(value)")
        }
        expectSameConstraints(solver.constraints, [kept])
        #expect(solver.value(of: y) == 2)
        #expect(solver.value(of: x) == 0)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e12, -1e12])
    func badConstant(_ value: Double) throws {
        let solver = Solver()
        let reported = expectInvalidNumber(solverError { try solver.add(constraint(constant: value)) })
        if let reported {
            #expect(reported.bitPattern == value.bitPattern, "reported \(reported), expected \(value)")
        }
        #expect(solver.constraints.isEmpty)
    }

    @Test func badOptionalConstraintToo() {
        let solver = Solver()
        let c = constraint(coefficient: 1e12).priority(.low)
        _ = expectInvalidNumber(solverError { try solver.add(c) })
        #expect(!solver.contains(c))
    }

    @Test func maximumMagnitudeItselfIsAccepted() throws {
        let solver = Solver()
        try solver.add(x == 1e9)
        try solver.add(Constraint(LinearExpression(terms: [Term(y, -1e9)], constant: 1e9), .equal))
        expectValues(solver, [(x, 1e9), (y, 1)])
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e12, -2e9])
    func badSuggestedValue(_ value: Double) throws {
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(x, 25)
        let before = valueBits(solver, [x])
        let reported = expectInvalidNumber(solverError { try solver.suggestValue(x, value) })
        if let reported {
            #expect(reported.bitPattern == value.bitPattern, "reported \(reported), expected \(value)")
        }
        #expect(valueBits(solver, [x]) == before)
        expectValues(solver, [(x, 25)])
        #expect(solver.hasEditVariable(x))
    }

    @Test func descriptionNamesTheLimits() {
        let error = SolverError.invalidNumber(value: 1e-12, context: "coefficient of x")
        #expect(error.description == "coefficient of x is 1e-12; numbers must be finite with a magnitude of at most "
            + "1000000000 (and coefficients at least 1e-9)")
    }
}
