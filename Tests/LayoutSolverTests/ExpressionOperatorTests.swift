import LayoutSolver
import Testing

/// Building terms and expressions with `+ - * /`, and their descriptions.
@Suite("LinearExpression operators")
struct ExpressionOperatorTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func termsFromVariables() {
        let products: [(Term, Double)] = [(x * 2, 2), (2 * x, 2), (x / 4, 0.25), (-x, -1)]
        for (term, coefficient) in products {
            #expect(term.variable === x)
            #expect(term.coefficient == coefficient)
        }
        #expect(Term(x).coefficient == 1)
    }

    @Test func termArithmetic() {
        let six = Term(x, 2) * 3
        #expect(six.variable === x && six.coefficient == 6)
        #expect((3 * Term(x, 2)).coefficient == 6)
        #expect((Term(x, 6) / 3).coefficient == 2)
        #expect((-(2 * x)).coefficient == -2)
    }

    @Test func expressionScaling() {
        expectTerms((x + 4) * 2, [(x, 2)], constant: 8)
        expectTerms(2 * (x + 4), [(x, 2)], constant: 8)
        expectTerms((x + 4) / 2, [(x, 0.5)], constant: 2)
        expectTerms(-(x + 1), [(x, -1)], constant: -1)
    }

    @Test func sumsAndDifferences() {
        expectTerms(x + y, [(x, 1), (y, 1)], constant: 0)
        expectTerms(x - y, [(x, 1), (y, -1)], constant: 0)
        expectTerms(x + 8, [(x, 1)], constant: 8)
        expectTerms(8 + x, [(x, 1)], constant: 8)
        expectTerms(x - 8, [(x, 1)], constant: -8)
        expectTerms(100 - x, [(x, -1)], constant: 100)
        expectTerms(2 * x + y * 3 - 8, [(x, 2), (y, 3)], constant: -8)
        expectTerms((x + 1) - (y - 2), [(x, 1), (y, -1)], constant: 3)
    }

    @Test func expressionsKeepRepeatedVariables() {
        // Expressions are not reduced; constraints are.
        expectTerms(x + x, [(x, 1), (x, 1)], constant: 0)
        expectTerms(x - x, [(x, 1), (x, -1)], constant: 0)
    }

    @Test func initialisersAndLiterals() {
        expectTerms(LinearExpression(x), [(x, 1)], constant: 0)
        expectTerms(LinearExpression(Term(x, 3)), [(x, 3)], constant: 0)
        let eight: LinearExpression = 8
        expectTerms(eight, [], constant: 8)
        let half: LinearExpression = 0.5
        expectTerms(half, [], constant: 0.5)
        expectTerms(8.0.linearExpression, [], constant: 8)
        expectTerms(x.linearExpression, [(x, 1)], constant: 0)
        expectTerms((2 * x).linearExpression, [(x, 2)], constant: 0)
    }

    @Test func descriptions() {
        #expect((2 * x + y - 8).description == "2 * x + y - 8")
        #expect((x - 2 * y + 1.5).description == "x - 2 * y + 1.5")
        #expect((-x).linearExpression.description == "-x")
        #expect((0.5 * x).linearExpression.description == "0.5 * x")
        #expect(LinearExpression(constant: -3).description == "-3")
        #expect(LinearExpression().description == "0")
        #expect(Variable().description == "<unnamed>")
        #expect(Variable("v1.x").description == "v1.x")
    }

    @Test func variableStartsAtZero() {
        #expect(Variable("fresh").value == 0)
        #expect((x + y + 5).value == 5)
    }

    @Test func expressionValueUsesUpdatedVariables() throws {
        let solver = Solver()
        try solver.add(x == 3)
        try solver.add(y == 4)
        #expect((2 * x + y - 1).value == -1, "Variable.value is only written by updateVariables()")
        solver.updateVariables()
        #expect((2 * x + y - 1).value == 9)
    }
}
