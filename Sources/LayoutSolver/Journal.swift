/// The undo log of one transaction: what to restore when an operation fails half-way.
///
/// A row is saved by copying its cells to the end of one shared buffer, ``savedCells``, before its first
/// change in the transaction. The live row then stays the only owner of its storage, so pivots rewrite it
/// in place instead of copying it on write, and a committed transaction frees nothing but empties the
/// buffer for the next one.
///
/// ```swift
/// // Inside the solver:
/// journal!.save(basic, rows[Int(basic)])   // before the row's first change
/// // … and when the transaction fails:
/// if case .row(let symbol, let saved?) = entry { rows[Int(symbol)] = journal!.restored(saved) }
/// ```
struct Journal {
    /// One reversible change. Entries hold plain values only, so that emptying the log costs nothing; a change
    /// that must keep a value holding references logs it in ``restorations`` and points there.
    enum Entry {
        case row(Int32, SavedRow?)
        case cost(level: Int, symbol: Int32, old: Double)
        case levelInserted(Int)
        case recordInserted(ObjectIdentifier)
        case definitionAdded(Int32)
        case expansions(Int32, delta: Int)
        case editInserted(ObjectIdentifier)
        /// The change at this index of ``restorations``.
        case restoration(Int)
    }

    /// A change undone by putting back a value that holds references.
    enum Restoration {
        case recordRemoved(ObjectIdentifier, ConstraintRecord)
        case definitionRemoved(Int32, Definition)
        case definitionChanged(Int32, Definition)
        case editRemoved(ObjectIdentifier, EditInfo)
    }

    /// A row as it was when saved: its constant and where its cells lie in ``savedCells``.
    struct SavedRow {
        let constant: Double
        let cells: Range<Int>
    }

    private(set) var epoch: UInt32 = 0
    private(set) var symbolCount = 0
    private(set) var sequence = 0
    var entries: [Entry] = []
    /// The values the ``Entry/restoration(_:)`` entries put back.
    private(set) var restorations: [Restoration] = []
    /// The cells of every saved row, one row after another.
    private(set) var savedCells: [Row.Cell] = []

    /// Empties the log for a new transaction, keeping its storage.
    mutating func begin(epoch: UInt32, symbolCount: Int, sequence: Int) {
        self.epoch = epoch
        self.symbolCount = symbolCount
        self.sequence = sequence
        entries.removeAll(keepingCapacity: true)
        restorations.removeAll(keepingCapacity: true)
        savedCells.removeAll(keepingCapacity: true)
    }

    /// Logs a change that is undone by putting back a value holding references.
    mutating func log(_ restoration: Restoration) {
        entries.append(.restoration(restorations.count))
        restorations.append(restoration)
    }

    /// Logs the row of `symbol` (nil when it has none) as it is now.
    mutating func save(_ symbol: Int32, _ row: Row?) {
        guard let row else {
            entries.append(.row(symbol, nil))
            return
        }
        let start = savedCells.count
        savedCells.append(contentsOf: row.cells)
        entries.append(.row(symbol, SavedRow(constant: row.constant, cells: start..<savedCells.count)))
    }

    /// The row that `saved` describes.
    func restored(_ saved: SavedRow) -> Row {
        Row(constant: saved.constant, cells: savedCells[saved.cells])
    }
}
