import LayoutSolver
import Testing

/// `undeterminedVariables()`: ambiguity reports on small systems whose answer is known.
@Suite("Undetermined variables")
struct UndeterminedVariablesTests {
    let x = Variable("x")
    let y = Variable("y")

    /// Expects a non-empty report drawn only from `allowed`.
    private func expectReport(
        _ reported: [Variable], within allowed: [Variable], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(!reported.isEmpty, "expected an ambiguity report", sourceLocation: sourceLocation)
        let allowedSet = Set(allowed.map(ObjectIdentifier.init))
        #expect(reported.allSatisfy { allowedSet.contains(ObjectIdentifier($0)) },
                "reported \(reported.map(\.name)), allowed \(allowed.map(\.name))", sourceLocation: sourceLocation)
        #expect(Set(reported.map(ObjectIdentifier.init)).count == reported.count,
                "no variable should be reported twice", sourceLocation: sourceLocation)
    }

    @Test func sumWithOneEquationIsAmbiguous() throws {
        let solver = Solver()
        try solver.add(x + y == 10)
        expectReport(solver.undeterminedVariables(), within: [x, y])
        expectClose(solver.value(of: x) + solver.value(of: y), 10)
    }

    @Test func fullyPinnedLayoutReportsNothing() throws {
        let left = Variable("box.left"), width = Variable("box.width"), right = Variable("box.right")
        let height = Variable("box.height")
        let solver = Solver()
        try solver.add(left == 16)
        try solver.add(right == left + width)
        try solver.add(width == 120)
        try solver.add(height == 0.5 * width)
        #expect(solver.undeterminedVariables().isEmpty)
        expectValues(solver, [(left, 16), (right, 136), (width, 120), (height, 60)])
    }

    @Test func optionalPreferencePinsToo() throws {
        // x == 3 @low has a unique best x, so nothing is ambiguous.
        let solver = Solver()
        try solver.add((x == 3).priority(.low))
        try solver.add(y == x + 1)
        #expect(solver.undeterminedVariables().isEmpty)
        expectValues(solver, [(x, 3), (y, 4)])
    }

    @Test func variableOnlyInASatisfiedInequalityIsReported() throws {
        // y >= x @medium holds for every y >= 5: y is free, x is pinned.
        let solver = Solver()
        try solver.add(x == 5)
        try solver.add((y >= x).priority(.medium))
        expectReport(solver.undeterminedVariables(), within: [y])
        #expect(solver.value(of: y) >= 5 - 1e-9)
    }

    @Test func tiedOptionalPreferencesAreReported() throws {
        // |z| + |z - 10| is 10 anywhere on 0...10.
        let z = Variable("z")
        let solver = Solver()
        try solver.add((z == 0).priority(.medium))
        try solver.add((z == 10).priority(.medium))
        try solver.add(x == 1)
        expectReport(solver.undeterminedVariables(), within: [z])
        #expect(solver.value(of: z) >= -1e-9 && solver.value(of: z) <= 10 + 1e-9)
    }

    @Test func tieBrokenAtALowerLevelIsNotReported() throws {
        // The tie of the previous test, broken by z == 4 @low.
        let z = Variable("z")
        let solver = Solver()
        try solver.add((z == 0).priority(.medium))
        try solver.add((z == 10).priority(.medium))
        try solver.add((z == 4).priority(.low))
        #expect(solver.undeterminedVariables().isEmpty)
        expectValues(solver, [(z, 4)])
    }

    @Test func boundedButFreeWithinBoundsIsReported() throws {
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(x <= 100)
        try solver.add(y == 7)
        expectReport(solver.undeterminedVariables(), within: [x])
    }
}
