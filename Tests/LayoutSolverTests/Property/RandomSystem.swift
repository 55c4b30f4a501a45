import LayoutSolver

/// A randomly drawn constraint, kept as plain numbers so that the solver's `Constraint` and the
/// reference's ``ReferenceConstraint`` are both built from the same description.
struct RandomConstraintSpec {
    var terms: [(index: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    /// 1...1000; 1000 is required.
    var priority: Double

    func makeConstraint(_ variables: [Variable]) -> Constraint {
        let expression = LinearExpression(terms: terms.map { Term(variables[$0.index], $0.coefficient) }, constant: constant)
        return Constraint(expression, relation, priority: Priority(priority))
    }

    func reference(variableCount: Int) -> ReferenceConstraint {
        var coefficients = Array(repeating: 0.0, count: variableCount)
        for term in terms { coefficients[term.index] += term.coefficient }
        return ReferenceConstraint(coefficients: coefficients, constant: constant, relation: relation,
                                   priority: priority)
    }
}

/// A small random system: 2–6 variables, each boxed by two required bounds 100 apart, followed by
/// 2–12 random constraints with small integer or half coefficients, constants in −50…50, mixed
/// relations and priorities drawn from {required, 750, 500, 250, 1}.
struct RandomSystem {
    static let priorities: [Double] = [1000, 750, 500, 250, 1]
    static let coefficients: [Double] = [-3, -2, -1.5, -1, -0.5, 0.5, 1, 1.5, 2, 3]

    let variableCount: Int
    /// `x >= lower` and `x <= lower + 100` for each variable, lower 0 or −50.
    let bounds: [RandomConstraintSpec]
    let extras: [RandomConstraintSpec]

    static func draw(_ random: inout SplitMix64) -> RandomSystem {
        let n = random.int(in: 2...6)
        var bounds: [RandomConstraintSpec] = []
        for index in 0..<n {
            let lower: Double = random.chance(80) ? 0 : -50
            bounds.append(RandomConstraintSpec(terms: [(index, 1)], constant: -lower,
                                               relation: .greaterThanOrEqual, priority: 1000))
            bounds.append(RandomConstraintSpec(terms: [(index, 1)], constant: -(lower + 100),
                                               relation: .lessThanOrEqual, priority: 1000))
        }
        let extras = (0..<random.int(in: 2...12)).map { _ in drawConstraint(&random, variableCount: n) }
        return RandomSystem(variableCount: n, bounds: bounds, extras: extras)
    }

    static func drawConstraint(_ random: inout SplitMix64, variableCount n: Int) -> RandomConstraintSpec {
        var indices = Array(0..<n)
        var terms: [(index: Int, coefficient: Double)] = []
        for _ in 0..<random.int(in: 1...min(3, n)) {
            let index = indices.remove(at: random.below(indices.count))
            terms.append((index, random.pick(coefficients)))
        }
        let constant = Double(random.int(in: -100...100)) / 2
        let relation = random.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let priority = random.pick(priorities)
        return RandomConstraintSpec(terms: terms, constant: constant, relation: relation, priority: priority)
    }
}
