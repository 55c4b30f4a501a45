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

    /// Adds `factor × other` by merging the two sorted cell lists in place, from the back, so that
    /// the arrays grow within their capacity instead of being rebuilt.
    mutating func add(_ other: Row, times factor: Double, inserted: (Int32) -> Void) {
        constant += other.constant * factor
        let m = other.symbols.count
        if m == 0 { return }
        let n = symbols.count
        symbols.append(contentsOf: repeatElement(0, count: m))
        coefficients.append(contentsOf: repeatElement(0, count: m))
        var write = n + m, i = n - 1, j = m - 1
        while j >= 0 {
            write -= 1
            let incoming = other.symbols[j]
            if i >= 0, symbols[i] > incoming {
                symbols[write] = symbols[i]
                coefficients[write] = coefficients[i]
                i -= 1
            } else if i >= 0, symbols[i] == incoming {
                symbols[write] = incoming
                coefficients[write] = coefficients[i] + other.coefficients[j] * factor
                i -= 1
                j -= 1
            } else {
                symbols[write] = incoming
                coefficients[write] = other.coefficients[j] * factor
                inserted(incoming)
                j -= 1
            }
        }
        // Cells 0...i were never moved; close the gap after them and drop cells that cancelled out.
        var kept = i + 1
        for index in write..<(n + m) where abs(coefficients[index]) >= Self.epsilon {
            symbols[kept] = symbols[index]
            coefficients[kept] = coefficients[index]
            kept += 1
        }
        symbols.removeLast(symbols.count - kept)
        coefficients.removeLast(coefficients.count - kept)
    }
}
