import LayoutSolver
import Testing

/// How `==`, `<=`, `>=` turn two sides into a reduced `expression <relation> 0`, and the
/// priority / tag copies.
@Suite("Constraint reduction")
struct ConstraintReductionTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func relationsBuildLeftMinusRight() {
        let equal = x == y + 10
        #expect(equal.relation == .equal)
        expectTerms(equal.expression, [(x, 1), (y, -1)], constant: -10)

        let less = x <= y
        #expect(less.relation == .lessThanOrEqual)
        expectTerms(less.expression, [(x, 1), (y, -1)], constant: 0)

        let greater = 2 * x >= 10
        #expect(greater.relation == .greaterThanOrEqual)
        expectTerms(greater.expression, [(x, 2)], constant: -10)

        let constantLeft = 10 <= x
        #expect(constantLeft.relation == .lessThanOrEqual)
        expectTerms(constantLeft.expression, [(x, -1)], constant: 10)

        expectTerms((40 == x).expression, [(x, -1)], constant: 40)
        expectTerms((400 >= x).expression, [(x, -1)], constant: 400)
    }

    @Test func likeTermsAreMergedInFirstAppearanceOrder() {
        let c = y + x + x == 10 + x * 0.5
        expectTerms(c.expression, [(y, 1), (x, 1.5)], constant: -10)
    }

    @Test func cancelledTermsAreDropped() {
        let c = x + y - x == 4
        expectTerms(c.expression, [(y, 1)], constant: -4)
        let empty = x - x == 0
        expectTerms(empty.expression, [], constant: 0)
    }

    @Test func defaultsAreRequiredAndUntagged() {
        let c = x == 1
        #expect(c.priority == .required)
        #expect(c.priority.isRequired)
        #expect(c.tag == nil)
        let explicit = Constraint(x - 40, .equal, priority: .high, tag: "box.width")
        #expect(explicit.priority == .high)
        #expect(explicit.tag as? String == "box.width")
    }

    @Test func descriptions() {
        #expect((x == 8).description == "x - 8 == 0")
        #expect((x + x == 10).description == "2 * x - 10 == 0")
        #expect((x <= y).description == "x - y <= 0")
        #expect((10 <= x).description == "-x + 10 <= 0")
        #expect((x >= 0.5 * y).description == "x - 0.5 * y >= 0")
        #expect((x == 40).priority(.high).description == "x - 40 == 0 @750")
        #expect((x == 40).priority(999.5).description == "x - 40 == 0 @999.5")
        #expect((x == 40).tagged("box.width == 40").description == "box.width == 40")
        #expect((x == 40).tagged(42).description == "42")
    }

    @Test func priorityAndTagReturnNewConstraints() {
        let original = (x == 40).tagged("w")
        let soft = original.priority(.low)
        #expect(soft !== original)
        #expect(soft.priority == .low)
        #expect(soft.tag as? String == "w")
        #expect(original.priority == .required)
        expectTerms(soft.expression, [(x, 1)], constant: -40)

        let retagged = soft.tagged("other")
        #expect(retagged !== soft)
        #expect(retagged.priority == .low)
        #expect(retagged.tag as? String == "other")
        #expect(soft.tag as? String == "w")
    }

    @Test func relationDescriptions() {
        #expect(Relation.equal.description == "==")
        #expect(Relation.lessThanOrEqual.description == "<=")
        #expect(Relation.greaterThanOrEqual.description == ">=")
    }
}
