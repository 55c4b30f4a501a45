import LayoutSolver

/// One constraint for ``LexicographicReference``: `Σ coefficients[j]·x[j] + constant  <relation>  0`,
/// with a priority from 1 to 1000 (1000 = required). Variables are dense indices, free in sign.
struct ReferenceConstraint {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Double

    var isRequired: Bool { priority == 1000 }

    /// The left side at `point`.
    func evaluate(_ point: [Double]) -> Double {
        zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
    }

    /// How far `point` is from meeting the constraint: `|e|`, `max(0, e)` or `max(0, -e)`.
    func violation(at point: [Double]) -> Double {
        let e = evaluate(point)
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    /// A magnitude for scaling tolerances: the sum of the absolute parts of the left side at `point`.
    func magnitude(at point: [Double]) -> Double {
        zip(coefficients, point).reduce(abs(constant)) { $0 + abs($1.0 * $1.1) }
    }
}

/// The lexicographic optimum found by ``LexicographicReference``.
struct LexicographicResult {
    /// Whether the required constraints can all hold.
    var feasible: Bool
    /// For each optional priority present, highest first, the least achievable summed violation.
    var levels: [(priority: Double, violation: Double)]
    /// One lexicographically optimal point (empty when infeasible).
    var point: [Double]
}

/// The test suite's reference for what the solver must compute, built on ``ReferenceSimplex``.
///
/// Required constraints are hard. Then, for each optional priority from highest to lowest, it
/// minimises the sum of that level's violations, modelled with nonnegative error columns, and
/// fixes that level at its optimum (`sum <= opt + 1e-9·max(1, opt)`) before going to the next.
/// Each free variable `x` is split as `x⁺ − x⁻`.
enum LexicographicReference {
    static func isFeasible(variableCount: Int, _ constraints: [ReferenceConstraint]) -> Bool {
        solve(variableCount: variableCount, constraints.filter(\.isRequired)).feasible
    }

    static func solve(variableCount n: Int, _ constraints: [ReferenceConstraint]) -> LexicographicResult {
        // Columns: x⁺_j = 2j, x⁻_j = 2j+1, then error columns of the optional constraints.
        var errorColumns: [[Int]] = []          // per constraint
        var columnCount = 2 * n
        for constraint in constraints {
            let count = constraint.isRequired ? 0 : (constraint.relation == .equal ? 2 : 1)
            errorColumns.append(Array(columnCount..<(columnCount + count)))
            columnCount += count
        }

        var program = LinearProgram(variableCount: columnCount)
        for (index, constraint) in constraints.enumerated() {
            var row = Array(repeating: 0.0, count: columnCount)
            for j in 0..<n {
                row[2 * j] = constraint.coefficients[j]
                row[2 * j + 1] = -constraint.coefficients[j]
            }
            let errors = errorColumns[index]
            let sense: LinearProgram.Sense
            switch constraint.relation {
            case .equal:
                sense = .equal                    // a·x + c = e⁺ − e⁻
                if errors.count == 2 { row[errors[0]] = -1; row[errors[1]] = 1 }
            case .lessThanOrEqual:
                sense = .lessOrEqual              // a·x + c − e <= 0
                if errors.count == 1 { row[errors[0]] = -1 }
            case .greaterThanOrEqual:
                sense = .greaterOrEqual           // a·x + c + e >= 0
                if errors.count == 1 { row[errors[0]] = 1 }
            }
            program.add(row, sense, -constraint.constant)
        }

        let priorities = Set(constraints.filter { !$0.isRequired }.map(\.priority)).sorted(by: >)
        var levels: [(priority: Double, violation: Double)] = []
        var point: [Double] = []

        // With no optional level, one run with a zero objective decides feasibility.
        for priority in priorities.isEmpty ? [nil] : priorities.map(Optional.some) {
            var levelColumns = Array(repeating: 0.0, count: columnCount)
            for (index, constraint) in constraints.enumerated() where constraint.priority == priority {
                for column in errorColumns[index] { levelColumns[column] = 1 }
            }
            program.objective = levelColumns
            guard case .optimal(let optimum, let solution) = ReferenceSimplex.solve(program) else {
                // The objective is a sum of nonnegative columns, so it cannot be unbounded.
                return LexicographicResult(feasible: false, levels: [], point: [])
            }
            if let priority {
                levels.append((priority, max(0, optimum)))
                program.add(levelColumns, .lessOrEqual, optimum + 1e-9 * max(1, optimum))
            }
            point = (0..<n).map { (index: Int) -> Double in solution[2 * index] - solution[2 * index + 1] }
        }
        return LexicographicResult(feasible: true, levels: levels, point: point)
    }

    /// The summed violation of each optional level at `point`, in the order of `priorities`.
    static func levelViolations(
        _ constraints: [ReferenceConstraint], at point: [Double], priorities: [Double]
    ) -> [Double] {
        priorities.map { priority in
            constraints.filter { $0.priority == priority }.reduce(0.0) { $0 + $1.violation(at: point) }
        }
    }
}
