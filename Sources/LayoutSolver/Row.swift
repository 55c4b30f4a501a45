/// One tableau row: `basic = constant + Σ coefficient·symbol`, or `0 = constant + Σ …` while a row is built.
///
/// Cells are kept sorted by symbol id in one array, so lookups are binary searches, adding one row to
/// another is a linear merge, and a row costs one allocation. Cells whose magnitude falls under
/// ``Row/epsilon`` are dropped, as in kiwi.
struct Row {
    /// One term of a row: a symbol and its coefficient.
    struct Cell {
        var symbol: Int32
        var coefficient: Double
    }

    /// Magnitude under which a cell counts as zero.
    static let epsilon = 1e-9

    private(set) var cells: [Cell] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// A row with these cells, which must be sorted by symbol and free of tiny coefficients.
    /// Storage is allocated with room to grow (``roomyCapacity(for:)``).
    init(constant: Double, cells: some Collection<Cell>) {
        self.constant = constant
        self.cells.reserveCapacity(Self.roomyCapacity(for: cells.count))
        self.cells.append(contentsOf: cells)
    }

    /// Makes the row `0 = constant`, keeping its storage.
    mutating func removeAll(constant: Double) {
        self.constant = constant
        cells.removeAll(keepingCapacity: true)
    }

    var isEmpty: Bool { cells.isEmpty }

    private func position(of symbol: Int32) -> (found: Bool, index: Int) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            let probe = cells[mid].symbol
            if probe == symbol { return (true, mid) }
            if probe < symbol { low = mid &+ 1 } else { high = mid }
        }
        return (false, low)
    }

    func coefficient(for symbol: Int32) -> Double {
        let (found, index) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// The coefficient of `symbol`, or nil when the row has no cell for it.
    func coefficientIfPresent(for symbol: Int32) -> Double? {
        let (found, index) = position(of: symbol)
        return found ? cells[index].coefficient : nil
    }

    func contains(_ symbol: Int32) -> Bool { position(of: symbol).found }

    /// Adds `coefficient·symbol`; returns true when the symbol was not in the row before.
    @discardableResult
    mutating func insert(_ symbol: Int32, _ coefficient: Double) -> Bool {
        let (found, index) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if abs(sum) < Self.epsilon {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
            return false
        }
        if abs(coefficient) < Self.epsilon { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return true
    }

    mutating func remove(_ symbol: Int32) {
        let (found, index) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest) / a`, dropping the symbol.
    mutating func solve(for symbol: Int32) {
        let factor = -1 / coefficient(for: symbol)
        remove(symbol)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
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
        let factor = cells[index].coefficient
        cells.remove(at: index)
        add(definition, times: factor, inserted: inserted)
        return true
    }

    /// Adds `factor × other` by merging the two sorted cell lists: in place, from the back, when the
    /// array has room for both, else forwards into new storage (so growing never copies the cells twice).
    /// The merge runs on buffer pointers: it is the solver's innermost loop.
    ///
    /// Either way the cells before `other`'s first symbol are kept as they are, and every other merged
    /// cell whose magnitude falls under ``epsilon`` is dropped; `inserted` is called for each symbol
    /// that only `other` held.
    mutating func add(_ other: Row, times factor: Double, inserted: (Int32) -> Void) {
        constant += other.constant * factor
        let m = other.cells.count
        if m == 0 { return }
        let n = cells.count
        if cells.capacity < n + m {
            cells = merged(with: other, times: factor, inserted: inserted)
            return
        }
        // Room for m more cells (a copy of the other row's, as placeholders: the merge overwrites what it keeps),
        // copied from a borrowed buffer so that the other row is not retained.
        other.cells.withUnsafeBufferPointer { cells.append(contentsOf: $0) }
        let kept = cells.withUnsafeMutableBufferPointer { cells in
            other.cells.withUnsafeBufferPointer { incoming in
                var write = n + m, i = n - 1, j = m - 1
                while j >= 0 {
                    write -= 1
                    let next = incoming[j]
                    if i >= 0, cells[i].symbol > next.symbol {
                        cells[write] = cells[i]
                        i -= 1
                    } else if i >= 0, cells[i].symbol == next.symbol {
                        let sum = cells[i].coefficient + next.coefficient * factor
                        cells[write] = Cell(symbol: next.symbol, coefficient: sum)
                        i -= 1
                        j -= 1
                    } else {
                        cells[write] = Cell(symbol: next.symbol, coefficient: next.coefficient * factor)
                        inserted(next.symbol)
                        j -= 1
                    }
                }
                // Cells 0...i were never moved; close the gap after them and drop cells that cancelled out.
                var kept = i + 1
                for index in write..<(n + m) where abs(cells[index].coefficient) >= Self.epsilon {
                    cells[kept] = cells[index]
                    kept += 1
                }
                return kept
            }
        }
        if kept < cells.count { cells.removeSubrange(kept...) }
    }

    /// The capacity to give a row of `count` cells when its storage is allocated: half as much again, so
    /// that the next merges and pivots into it rewrite it in place instead of allocating anew.
    static func roomyCapacity(for count: Int) -> Int { count + count / 2 + 2 }

    /// `cells + factor × other.cells`, merged forwards into a new array with room for both.
    private func merged(with other: Row, times factor: Double, inserted: (Int32) -> Void) -> [Cell] {
        var result: [Cell] = []
        result.reserveCapacity(Self.roomyCapacity(for: cells.count + other.cells.count))
        cells.withUnsafeBufferPointer { cells in
            other.cells.withUnsafeBufferPointer { incoming in
                let n = cells.count, m = incoming.count
                var i = 0, j = 0
                while i < n, cells[i].symbol < incoming[0].symbol {
                    result.append(cells[i])
                    i += 1
                }
                while i < n || j < m {
                    let cell: Cell
                    if j == m || (i < n && cells[i].symbol < incoming[j].symbol) {
                        cell = cells[i]
                        i += 1
                    } else if i < n, cells[i].symbol == incoming[j].symbol {
                        cell = Cell(symbol: cells[i].symbol, coefficient: cells[i].coefficient + incoming[j].coefficient * factor)
                        i += 1
                        j += 1
                    } else {
                        cell = Cell(symbol: incoming[j].symbol, coefficient: incoming[j].coefficient * factor)
                        inserted(incoming[j].symbol)
                        j += 1
                    }
                    if abs(cell.coefficient) >= Self.epsilon { result.append(cell) }
                }
            }
        }
        return result
    }
}
