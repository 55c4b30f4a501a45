import LayoutSolver
import Testing

/// A row of 50 views chained left to right: positions, removing a middle link, and re-adding it.
@Suite("Chain layout")
struct ChainLayoutTests {
    /// The variables of one view in the chain.
    struct View {
        let x: Variable, w: Variable, h: Variable
        init(_ index: Int) {
            x = Variable("v\(index).x")
            w = Variable("v\(index).w")
            h = Variable("v\(index).h")
        }
    }

    /// A solver holding the chain, with the link constraint of each view (`links[0]` pins view 0).
    struct Chain {
        let solver = Solver()
        let views = (0..<50).map(View.init)
        var links: [Constraint] = []

        init() throws {
            for (i, view) in views.enumerated() {
                let link = i == 0 ? view.x == 0 : view.x == views[i - 1].x + views[i - 1].w + 8
                links.append(link)
                try solver.add(link)
                try solver.add((view.w == 40).priority(.high))
                try solver.add(view.w >= 10)
                try solver.add(view.h == 0.5 * view.w)
            }
        }

        var allVariables: [Variable] { views.flatMap { [$0.x, $0.w, $0.h] } }
    }

    @Test func positions() throws {
        let chain = try Chain()
        for (i, view) in chain.views.enumerated() {
            expectValues(chain.solver, [(view.x, 48 * Double(i)), (view.w, 40), (view.h, 20)])
        }
        #expect(chain.solver.unsatisfiedConstraints().isEmpty)
        #expect(chain.solver.undeterminedVariables().isEmpty)
        #expect(chain.solver.constraints.count == 200)
    }

    @Test func removingAMiddleLinkFreesTheFollowingViews() throws {
        let chain = try Chain()
        try chain.solver.remove(chain.links[25])
        let solver = chain.solver
        for (i, view) in chain.views.enumerated() {
            if i < 25 { expectValues(solver, [(view.x, 48 * Double(i))]) }
            expectValues(solver, [(view.w, 40), (view.h, 20)])
        }
        for i in 26..<50 {
            expectClose(solver.value(of: chain.views[i].x) - solver.value(of: chain.views[i - 1].x), 48)
        }
        let reported = solver.undeterminedVariables()
        let following = Set(chain.views[25...].map { ObjectIdentifier($0.x) })
        #expect(!reported.isEmpty)
        #expect(reported.allSatisfy { following.contains(ObjectIdentifier($0)) },
                "reported \(reported.map(\.name))")
    }

    @Test func reAddingTheLinkRestoresPositionsExactly() throws {
        let chain = try Chain()
        let before = valueBits(chain.solver, chain.allVariables)
        try chain.solver.remove(chain.links[25])
        try chain.solver.add(chain.links[25])
        #expect(valueBits(chain.solver, chain.allVariables) == before)
        for (i, view) in chain.views.enumerated() {
            #expect(chain.solver.value(of: view.x) == 48 * Double(i))
        }
        #expect(chain.solver.undeterminedVariables().isEmpty)
    }

    @Test func removingTheFirstPinFreesEveryPosition() throws {
        let chain = try Chain()
        try chain.solver.remove(chain.links[0])
        for i in 1..<50 {
            expectClose(chain.solver.value(of: chain.views[i].x) - chain.solver.value(of: chain.views[i - 1].x), 48)
        }
        #expect(!chain.solver.undeterminedVariables().isEmpty)
        // Pin the last view instead: everything is determined again, counted from the right.
        try chain.solver.add(chain.views[49].x == 48 * 49 + 100)
        for (i, view) in chain.views.enumerated() {
            expectValues(chain.solver, [(view.x, 48 * Double(i) + 100)])
        }
        #expect(chain.solver.undeterminedVariables().isEmpty)
    }

    @Test func shrinkingOneViewShiftsTheRest() throws {
        let chain = try Chain()
        try chain.solver.add(chain.views[10].w <= 20)
        for (i, view) in chain.views.enumerated() {
            let expected = i <= 10 ? 48 * Double(i) : 48 * Double(i) - 20
            expectValues(chain.solver, [(view.x, expected)])
        }
        expectValues(chain.solver, [(chain.views[10].w, 20), (chain.views[10].h, 10)])
        #expect(chain.solver.unsatisfiedConstraints().count == 1)
    }
}
