/// The undo log of one transaction: what to restore when an operation fails half-way.
struct Journal {
    /// One reversible change.
    enum Entry {
        case row(Int32, Row?)
        case cost(level: Int, symbol: Int32, old: Double)
        case levelInserted(Int)
        case recordInserted(ObjectIdentifier)
        case recordRemoved(ObjectIdentifier, ConstraintRecord)
        case recordReplaced(ObjectIdentifier, ConstraintRecord)
        case definitionAdded(Int32)
        case definitionRemoved(Int32, Definition)
        case definitionChanged(Int32, Definition)
        case expansions(Int32, delta: Int)
        case editInserted(ObjectIdentifier)
        case editRemoved(ObjectIdentifier, EditInfo)
    }

    let epoch: UInt32
    let symbolCount: Int
    let sequence: Int
    var entries: [Entry] = []
}
