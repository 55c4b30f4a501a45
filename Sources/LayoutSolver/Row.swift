/// One tableau row: `basic = constant + Σ coefficient·symbol`, or `0 = constant + Σ …` while a row is built.
///
/// Cells are kept sorted by symbol id in two parallel arrays, so lookups are binary searches and
/// adding one row to another is a linear merge. Cells whose magnitude falls under ``Row/epsilon``
/// are dropped, as in kiwi.
struct Row {
    /// Magnitude under which a cell counts as zero.
    static let epsilon = 1e-9

    private(set) var symbols: [Int32] = []
    private(set) var coefficients: [Double] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    var isEmpty: Bool { symbols.isEmpty }

    private func position(of symbol: Int32) -> (found: Bool, index: Int) {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low &+ high) >> 1
            let probe = symbols[mid]
            if probe == symbol { return (true, mid) }
            if probe < symbol { low = mid &+ 1 } else { high = mid }
        }
        return (false, low)
    }

    func coefficient(for symbol: Int32) -> Double {
        let (found, index) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    func contains(_ symbol: Int32) -> Bool { position(of: symbol).found }

    /// Adds `coefficient·symbol`; returns true when the symbol was not in the row before.
    @discardableResult
    mutating func insert(_ symbol: Int32, _ coefficient: Double) -> Bool {
        let (found, index) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if abs(sum) < Self.epsilon {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
            return false
        }
        if abs(coefficient) < Self.epsilon { return false }
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
        return true
    }

    mutating func remove(_ symbol: Int32) {
        let (found, index) = position(of: symbol)
        if found {
            symbols.remove(at: index)
            coefficients.remove(at: index)
        }
    }

    mutating func negate() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest) / a`, dropping the symbol.
    mutating func solve(for symbol: Int32) {
        let factor = -1 / coefficient(for: symbol)
        remove(symbol)
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Turns `lhs = constant + b·rhs + rest` into `rhs = …`, with `lhs` now a cell.
    mutating func solve(for rhs: Int32, replacing lhs: Int32) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `definition` (a row that equals it), calling `inserted` for each symbol
    /// that appears in this row for the first time. Returns false when the symbol was absent.
    @discardableResult
    mutating func substitute(_ symbol: Int32, with definition: Row, inserted: (Int32) -> Void) -> Bool {
        let (found, index) = position(of: symbol)
        guard found else { return false }
        let factor = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        add(definition, times: factor, inserted: inserted)
        return true
    }

    /// Adds `factor × other` by merging the two sorted cell lists.
    mutating func add(_ other: Row, times factor: Double, inserted: (Int32) -> Void) {
        constant += other.constant * factor
        let otherSymbols = other.symbols, otherCoefficients = other.coefficients
        if otherSymbols.isEmpty { return }
        var mergedSymbols: [Int32] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + otherSymbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + otherSymbols.count)
        var i = 0, j = 0
        let n = symbols.count, m = otherSymbols.count
        while i < n || j < m {
            if j == m || (i < n && symbols[i] < otherSymbols[j]) {
                mergedSymbols.append(symbols[i])
                mergedCoefficients.append(coefficients[i])
                i += 1
            } else if i == n || otherSymbols[j] < symbols[i] {
                let value = otherCoefficients[j] * factor
                if abs(value) >= Self.epsilon {
                    mergedSymbols.append(otherSymbols[j])
                    mergedCoefficients.append(value)
                    inserted(otherSymbols[j])
                }
                j += 1
            } else {
                let value = coefficients[i] + otherCoefficients[j] * factor
                if abs(value) >= Self.epsilon {
                    mergedSymbols.append(symbols[i])
                    mergedCoefficients.append(value)
                }
                i += 1
                j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }
}
