/// A linear program for ``ReferenceSimplex``: minimise `objective · z` subject to `rows`, with every `z[j] >= 0`.
///
/// This is the test suite's own, independent formulation; it shares no code with the solver under test.
struct LinearProgram {
    /// How a row's left side compares with its right-hand side.
    enum Sense {
        case lessOrEqual, equal, greaterOrEqual
    }

    /// `coefficients · z  <sense>  rhs`.
    struct Row {
        var coefficients: [Double]
        var sense: Sense
        var rhs: Double
    }

    var variableCount: Int
    var objective: [Double]
    var rows: [Row] = []

    init(variableCount: Int, objective: [Double]? = nil) {
        self.variableCount = variableCount
        self.objective = objective ?? Array(repeating: 0, count: variableCount)
    }

    mutating func add(_ coefficients: [Double], _ sense: Sense, _ rhs: Double) {
        precondition(coefficients.count == variableCount)
        rows.append(Row(coefficients: coefficients, sense: sense, rhs: rhs))
    }
}

/// What ``ReferenceSimplex/solve(_:)`` found.
enum LinearProgramOutcome: Equatable {
    case infeasible
    case unbounded
    /// The optimal objective value and an optimal point.
    case optimal(value: Double, point: [Double])
}

/// A dense, textbook two-phase tableau simplex with Bland's rule, written for the tests as a
/// reference that is easy to check by reading.
///
/// Phase 1 adds one artificial variable per row and minimises their sum; phase 2 minimises the
/// objective over the structural columns. Bland's rule (lowest-index entering column, lowest-index
/// leaving basic variable on ratio ties) guarantees termination on degenerate problems.
enum ReferenceSimplex {
    /// Entries and reduced costs smaller than this are treated as zero.
    static let epsilon = 1e-9

    static func solve(_ program: LinearProgram) -> LinearProgramOutcome {
        let n = program.variableCount
        let m = program.rows.count
        let slackCount = program.rows.filter { $0.sense != .equal }.count
        let structural = n + slackCount          // original + slack columns
        let rhsColumn = structural + m           // after the artificial columns
        var tableau = Tableau(rowCount: m, columnCount: rhsColumn + 1)

        var nextSlack = n
        for (i, row) in program.rows.enumerated() {
            for j in 0..<n { tableau[i, j] = row.coefficients[j] }
            switch row.sense {
            case .lessOrEqual: tableau[i, nextSlack] = 1; nextSlack += 1
            case .greaterOrEqual: tableau[i, nextSlack] = -1; nextSlack += 1
            case .equal: break
            }
            tableau[i, rhsColumn] = row.rhs
            if row.rhs < 0 {
                for j in 0...rhsColumn { tableau[i, j] = -tableau[i, j] }
            }
            tableau[i, structural + i] = 1       // artificial
        }
        var basis = (0..<m).map { structural + $0 }

        // Phase 1: minimise the sum of the artificials.
        var phase1Cost = Array(repeating: 0.0, count: rhsColumn)
        for i in 0..<m { phase1Cost[structural + i] = 1 }
        _ = iterate(&tableau, &basis, cost: phase1Cost, enterable: 0..<rhsColumn, rhsColumn: rhsColumn)
        let infeasibility = (0..<m).reduce(0.0) { $0 + (basis[$1] >= structural ? tableau[$1, rhsColumn] : 0) }
        let scale = program.rows.reduce(1.0) { max($0, abs($1.rhs)) }
        if infeasibility > 1e-7 * scale { return .infeasible }

        // Drive the artificials that are still basic (at zero) out of the basis. A row with no
        // structural entry left is redundant: its artificial stays basic at zero forever.
        for i in 0..<m where basis[i] >= structural {
            tableau[i, rhsColumn] = 0
            if let j = (0..<structural).first(where: { abs(tableau[i, $0]) > epsilon }) {
                tableau.pivot(row: i, column: j)
                basis[i] = j
            }
        }

        // Phase 2: the real objective; artificials may no longer enter.
        var cost = Array(repeating: 0.0, count: rhsColumn)
        for j in 0..<n { cost[j] = program.objective[j] }
        guard iterate(&tableau, &basis, cost: cost, enterable: 0..<structural, rhsColumn: rhsColumn) else {
            return .unbounded
        }
        var point = Array(repeating: 0.0, count: n)
        for i in 0..<m where basis[i] < n { point[basis[i]] = tableau[i, rhsColumn] }
        let value = zip(program.objective, point).reduce(0.0) { $0 + $1.0 * $1.1 }
        return .optimal(value: value, point: point)
    }

    /// Runs simplex iterations until optimal (returns `true`) or unbounded (returns `false`).
    private static func iterate(
        _ tableau: inout Tableau, _ basis: inout [Int], cost: [Double], enterable: Range<Int>, rhsColumn: Int
    ) -> Bool {
        let m = basis.count
        for _ in 0..<100_000 {
            // Bland: the lowest-index column with a negative reduced cost enters.
            var entering: Int?
            for j in enterable where !basis.contains(j) {
                var reducedCost = cost[j]
                for i in 0..<m { reducedCost -= cost[basis[i]] * tableau[i, j] }
                if reducedCost < -epsilon { entering = j; break }
            }
            guard let column = entering else { return true }

            // Ratio test; ties go to the lowest-index basic variable.
            var leaving: Int?
            var bestRatio = Double.infinity
            for i in 0..<m where tableau[i, column] > epsilon {
                let ratio = tableau[i, rhsColumn] / tableau[i, column]
                if ratio < bestRatio - 1e-12
                    || (abs(ratio - bestRatio) <= 1e-12 && basis[i] < basis[leaving!]) {
                    bestRatio = ratio
                    leaving = i
                }
            }
            guard let row = leaving else { return false }
            tableau.pivot(row: row, column: column)
            basis[row] = column
        }
        fatalError("reference simplex did not terminate")
    }
}

/// A dense row-major matrix with the one operation the simplex needs: a pivot.
struct Tableau {
    let rowCount: Int
    let columnCount: Int
    private var cells: [Double]

    init(rowCount: Int, columnCount: Int) {
        self.rowCount = rowCount
        self.columnCount = columnCount
        cells = Array(repeating: 0, count: rowCount * columnCount)
    }

    subscript(row: Int, column: Int) -> Double {
        get { cells[row * columnCount + column] }
        set { cells[row * columnCount + column] = newValue }
    }

    /// Scales `row` so that its entry in `column` is 1, then eliminates `column` from every other row.
    mutating func pivot(row: Int, column: Int) {
        let width = columnCount, rows = rowCount
        cells.withUnsafeMutableBufferPointer { cell in
            let base = row * width
            let pivot = cell[base + column]
            for j in 0..<width { cell[base + j] /= pivot }
            cell[base + column] = 1
            for i in 0..<rows where i != row {
                let factor = cell[i * width + column]
                if factor == 0 { continue }
                for j in 0..<width { cell[i * width + j] -= factor * cell[base + j] }
                cell[i * width + column] = 0
            }
        }
    }
}
