/// What kind of unknown a tableau symbol is.
enum SymbolKind: UInt8 {
    /// A user ``Variable``: unrestricted in sign.
    case external
    /// The slack of an inequality (or the artificial variable of phase 1): never negative.
    case slack
    /// One side of an optional constraint's violation: never negative, costs 1 at its level.
    case error
    /// The marker of a required equality: fixed at zero, never enters the basis.
    case dummy

    /// Slack and error symbols must stay non-negative.
    var isRestricted: Bool { self == .slack || self == .error }
}

/// The plain per-symbol bookkeeping of the solver's queues and walks (no references, cheap to touch).
struct SymbolFlags {
    /// Queued for the next refresh: the tableau value may have changed.
    var isValueDirty = false
    /// Queued for the next refresh: the definition must be evaluated again.
    var isDefinitionDirty = false
    /// Queued for writing to the variable at the next update.
    var isPendingWrite = false
    /// Queued in the optimiser's candidate list.
    var isCandidate = false
    /// The transaction in which the row was last saved to the journal.
    var journalEpoch: UInt32 = 0
    /// Scratch mark for graph walks.
    var visitMark: UInt32 = 0
    /// Scratch mark of ``Solver/expandDefinitions(_:constant:expanded:)``: the symbol has a weight in this walk.
    var weightMark: UInt32 = 0
}
