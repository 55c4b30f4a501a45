import LayoutSolver
import Testing

/// Formulas are evaluated after everything they read, whatever order they were added in.
@Suite("Definition order")
struct DefinitionOrderTests {
    /// A chain whose links are added from the far end back, so each new formula defines a variable that
    /// later formulas already read; moving the start must still move every link once, in order.
    @Test func chainAddedBackwardsFollowsItsStart() throws {
        let solver = Solver()
        let xs = (0..<6).map { Variable("x\($0)") }
        for i in stride(from: 5, through: 1, by: -1) {
            try solver.add(xs[i] == xs[i - 1] + 10)
        }
        try solver.addEditVariable(xs[0], priority: .high)
        try solver.suggestValue(xs[0], 3)
        #expect(solver.updateVariables() == 6)
        #expect(xs.map(\.value) == [3, 13, 23, 33, 43, 53])
        try solver.suggestValue(xs[0], -7)
        var changed: [Variable] = []
        solver.updateVariables(changed: &changed)
        #expect(Set(changed.map(ObjectIdentifier.init)) == Set(xs.map(ObjectIdentifier.init)))
        #expect(xs.map(\.value) == [-7, 3, 13, 23, 33, 43])
    }

    /// A formula that reads two formulas of different depths is evaluated after the deeper one.
    @Test func formulaReadingTwoDepthsWaitsForTheDeeper() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d"), e = Variable("e")
        try solver.add(e == b + d)        // e reads b and d before either is defined
        try solver.add(d == c * 2)
        try solver.add(c == b + 1)
        try solver.add(b == a + 1)
        try solver.addEditVariable(a, priority: .high)
        try solver.suggestValue(a, 4)
        solver.updateVariables()
        #expect([a, b, c, d, e].map(\.value) == [4, 5, 6, 12, 17])
        try solver.suggestValue(a, 10)
        #expect(solver.updateVariables() == 5)
        #expect([a, b, c, d, e].map(\.value) == [10, 11, 12, 24, 35])
    }

    /// A formula whose inputs move together keeps its value, and neither it nor what reads it is reported.
    @Test func formulaWhoseInputsCancelOutIsNotReported() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), gap = Variable("gap"), after = Variable("after")
        try solver.add(b == a + 3)
        try solver.add(gap == b - a)
        try solver.add(after == gap + 1)
        try solver.addEditVariable(a, priority: .high)
        try solver.suggestValue(a, 4)
        solver.updateVariables()
        #expect([a, b, gap, after].map(\.value) == [4, 7, 3, 4])
        try solver.suggestValue(a, 9)
        var changed: [Variable] = []
        solver.updateVariables(changed: &changed)
        #expect(Set(changed.map(\.name)) == ["a", "b"])
        #expect([a, b, gap, after].map(\.value) == [9, 12, 3, 4])
    }
}
