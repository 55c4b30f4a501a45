/// An incremental Cassowary solver with strictly ranked priorities and explained conflicts.
///
/// - Priorities are lexicographic, like Auto Layout: the summed violation at the highest optional
///   priority is minimised first, then the next priority without giving any of that back, and so on.
///   Constraints with the same priority add up.
/// - Every throwing call is transactional: when it throws, the solver is exactly as it was before.
///   An unsatisfiable required constraint is reported with a minimal conflicting set.
/// - ``unsatisfiedConstraints()`` and ``undeterminedVariables()`` say which optional constraints the
///   solution breaks and which variables the constraints leave free.
/// - The same constraints added in the same order give bit-identical values.
///
/// Required equalities that introduce a new variable (`next.x == box.x + box.width + 8`) are kept
/// as formulas outside the tableau, independent constraints never touch each other's rows, and only
/// changed values are written, so chains, grids and independent views build in linear time.
///
/// ```swift
/// let solver = Solver()
/// let x = Variable("box.x"), width = Variable("box.width")
/// try solver.add([x == 16, width >= 10, (width == 40).priority(.high)])
/// try solver.addEditVariable(width, priority: .medium)
/// try solver.suggestValue(width, 120)
/// solver.updateVariables()
/// print(x.value, width.value) // 16.0 40.0: the edit at 500 loses to the width at 750
/// ```
public final class Solver {
    /// The largest magnitude accepted for a coefficient, a constant or a suggested value.
    public static let maximumMagnitude: Double = 1e9

    // Per-symbol state in parallel arrays indexed by symbol id, so hot loops touch plain values only.
    // Stored properties are marked `@exclusivity(unchecked)`: every access is confined to this class,
    // no access overlaps another (the suite passed with the dynamic checks on before they were turned
    // off), and the checks cost a third of a build's time. Keep closures from touching these arrays
    // while a mutation of the same array is in flight.
    /// What each symbol is.
    @exclusivity(unchecked) var kinds: [SymbolKind] = []
    /// The row of each basic symbol.
    @exclusivity(unchecked) var rows: [Row?] = []
    /// Basic symbols whose rows may contain each symbol: a superset, checked when read.
    @exclusivity(unchecked) var columns: [[Int32]] = []
    /// The variable of each external symbol.
    @exclusivity(unchecked) var variables: [Variable?] = []
    /// The value of each external symbol at the last refresh.
    @exclusivity(unchecked) var values: [Double] = []
    /// The definition that computes an external symbol outside the tableau.
    @exclusivity(unchecked) var definitions: [Definition?] = []
    /// The defined symbols whose definitions mention each symbol.
    @exclusivity(unchecked) var dependentLists: [[Int32]] = []
    /// Each symbol's rank: a defined symbol's is above the rank of every symbol its definition reads.
    @exclusivity(unchecked) var ranks: [Int32] = []
    /// The highest rank given so far.
    var highestRank: Int32 = 0
    /// Queue and walk marks.
    @exclusivity(unchecked) var flags: [SymbolFlags] = []
    @exclusivity(unchecked) var levels: [ObjectiveLevel] = []
    @exclusivity(unchecked) var symbolOf: [ObjectIdentifier: Int32] = [:]
    @exclusivity(unchecked) var records: [ObjectIdentifier: ConstraintRecord] = [:]
    @exclusivity(unchecked) var edits: [ObjectIdentifier: EditInfo] = [:]
    var nextSequence = 0
    @exclusivity(unchecked) var candidates: [Int32] = []
    @exclusivity(unchecked) var infeasible: [Int32] = []
    @exclusivity(unchecked) var artificial: Row?
    @exclusivity(unchecked) var dirtyValues: [Int32] = []
    @exclusivity(unchecked) var dirtyDefinitions: [Int32] = []
    @exclusivity(unchecked) var pendingWrites: [Int32] = []
    @exclusivity(unchecked) var journal: Journal?
    /// The last committed journal, kept so that the next transaction reuses its storage.
    @exclusivity(unchecked) var spareJournal: Journal?
    var epochCounter: UInt32 = 0
    @exclusivity(unchecked) var markCounter: UInt32 = 0
    var pivotsLeft = 0
    /// Reusable stack for graph walks, so that hot paths do not allocate.
    @exclusivity(unchecked) var walkStack: [Int32] = []
    /// Reusable list of the coefficients ``forEachRow(containing:_:)`` found.
    @exclusivity(unchecked) var foundCoefficients: [Double] = []
    /// The weights ``expandDefinitions(_:constant:expanded:)`` accumulates, indexed by symbol (scratch).
    @exclusivity(unchecked) var expansionWeights: [Double] = []
    /// Reusable storage in which ``expandedRow(_:expanded:)`` builds a row.
    @exclusivity(unchecked) var scratchRow = Row()
    /// The definitions a refresh evaluates, by rank.
    let rankQueue = RankQueue()
    let explainsConflicts: Bool

    /// Creates an empty solver.
    ///
    /// ```swift
    /// let solver = Solver()
    /// ```
    public init() {
        explainsConflicts = true
    }

    init(explainsConflicts: Bool) {
        self.explainsConflicts = explainsConflicts
    }

    /// Adds one constraint.
    ///
    /// Throws ``SolverError/unsatisfiable(_:)`` with a minimal conflicting set when a required
    /// constraint cannot hold; the solver is then unchanged.
    ///
    /// ```swift
    /// try solver.add(box.x == root.x + 16)
    /// ```
    public func add(_ constraint: Constraint) throws(SolverError) {
        try addAll(CollectionOfOne(constraint))
    }

    /// Adds several constraints at once, optimising once at the end. All or nothing: when one
    /// member is refused, none is added.
    ///
    /// ```swift
    /// try solver.add([box.x == 0, box.width == 40, (box.width == 100).priority(.low)])
    /// ```
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        try addAll(constraints)
    }

    /// The body of both `add` methods; generic so that adding one constraint builds no array.
    private func addAll(_ constraints: some Collection<Constraint>) throws(SolverError) {
        var seen = Set<ObjectIdentifier>()
        for constraint in constraints {
            try validate(constraint)
            let key = ObjectIdentifier(constraint)
            if records[key] != nil || (constraints.count > 1 && !seen.insert(key).inserted) {
                throw .duplicateConstraint(constraint)
            }
        }
        try transaction { () throws(SolverError) in
            for constraint in constraints {
                try insert(constraint, sequence: takeSequence(), isEdit: false)
            }
            try optimize()
        }
    }

    /// Removes a constraint that was added before.
    ///
    /// ```swift
    /// try solver.remove(preferredWidth)
    /// ```
    public func remove(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key], !record.isEdit else { throw .unknownConstraint(constraint) }
        try transaction { () throws(SolverError) in
            try delete(record)
            try optimize()
        }
    }

    /// Whether the constraint object is in the solver.
    ///
    /// ```swift
    /// if !solver.contains(link) { try solver.add(link) }
    /// ```
    public func contains(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)].map { !$0.isEdit } ?? false
    }

    /// The constraints in the solver, in the order they were added (edit variables' own are left out).
    ///
    /// ```swift
    /// print(solver.constraints.count)
    /// ```
    public var constraints: [Constraint] {
        records.values.filter { !$0.isEdit }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// Makes `variable` editable at an optional `priority`; it starts at its current solved value.
    ///
    /// ```swift
    /// try solver.addEditVariable(root.width, priority: .high)
    /// try solver.suggestValue(root.width, 414)
    /// ```
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditPriority(variable) }
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        let start = value(of: variable)
        let constraint = Constraint(LinearExpression(variable) - start, .equal, priority: priority,
                                    tag: "\(variable.description) == \(LinearExpression.format(start)) (edit)")
        try transaction { () throws(SolverError) in
            try insert(constraint, sequence: takeSequence(), isEdit: true)
            edits[key] = EditInfo(variable: variable, constraint: constraint, priority: priority, value: start)
            journal?.entries.append(.editInserted(key))
            try optimize()
        }
    }

    /// Stops editing `variable` and removes its edit constraint.
    ///
    /// ```swift
    /// try solver.removeEditVariable(root.width)
    /// ```
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key], let record = records[ObjectIdentifier(edit.constraint)] else {
            throw .unknownEditVariable(variable)
        }
        try transaction { () throws(SolverError) in
            edits[key] = nil
            journal?.log(.editRemoved(key, edit))
            try delete(record)
            try optimize()
        }
    }

    /// Whether `variable` is an edit variable.
    ///
    /// ```swift
    /// solver.hasEditVariable(root.width) // true
    /// ```
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Asks for `value` on an edit variable; call ``updateVariables()`` to see the result.
    ///
    /// ```swift
    /// try solver.suggestValue(root.width, 414)
    /// solver.updateVariables()
    /// ```
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard value.isFinite, abs(value) <= Self.maximumMagnitude else {
            throw .invalidNumber(value: value, context: "suggested value for \(variable)")
        }
        // One lookup: the index stays valid, since applying a suggestion never adds or removes edits.
        guard let index = edits.index(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable(variable) }
        try applySuggestion(edits.values[index], value: value)
        edits.values[index].value = value
    }

    /// Writes the solution into every variable whose value changed; returns how many changed.
    ///
    /// ```swift
    /// let changed = solver.updateVariables()
    /// ```
    @discardableResult
    public func updateVariables() -> Int {
        refresh()
        var unreported: [Variable]? = nil
        return writePending(collecting: &unreported)
    }

    /// Writes the solution like ``updateVariables()`` and appends each variable whose value changed.
    ///
    /// ```swift
    /// var changed: [Variable] = []
    /// solver.updateVariables(changed: &changed)
    /// for variable in changed { redraw(variable) }
    /// ```
    public func updateVariables(changed: inout [Variable]) {
        refresh()
        var collected: [Variable]? = changed
        changed = []
        writePending(collecting: &collected)
        changed = collected ?? []
    }

    /// The variable's value in the current solution, without writing ``Variable/value``.
    /// A variable the solver has never seen is 0.
    ///
    /// ```swift
    /// let x = solver.value(of: box.x)
    /// ```
    public func value(of variable: Variable) -> Double {
        refresh()
        guard let symbol = symbolOf[ObjectIdentifier(variable)] else { return 0 }
        return values[Int(symbol)]
    }

    /// Empties the solver: no constraints, no edit variables.
    ///
    /// ```swift
    /// solver.reset()
    /// ```
    public func reset() {
        truncateSymbols(to: 0)
        levels = []
        symbolOf = [:]
        records = [:]
        edits = [:]
        nextSequence = 0
        candidates = []
        infeasible = []
        artificial = nil
        dirtyValues = []
        dirtyDefinitions = []
        highestRank = 0
        pendingWrites = []
        journal = nil
    }

    func takeSequence() -> Int {
        defer { nextSequence += 1 }
        return nextSequence
    }
}
