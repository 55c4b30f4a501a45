import LayoutScene
import LayoutSolver

/// One solver and what it holds: each item's variables, the constraint installed for each key, and why the
/// constraints left out were refused.
final class SolverSession {
    let solver = Solver()
    /// The constraints in the solver, by key.
    private(set) var installed: [ConstraintKey: InstalledConstraint] = [:]
    /// Why each wanted constraint that is not in the solver was refused, by key.
    private(set) var failures: [ConstraintKey: ConstraintFailure] = [:]
    /// The inputs the last layout settled on, where the next one starts.
    var settledInputs: DynamicInputs?
    private var variablesByItem: [ObjectIdentifier: ItemVariables] = [:]
    private var installations = 0

    /// Keeps the variables of `items`, making them for new items, and forgets all others.
    func prepareVariables(for items: [LayoutItem]) {
        var kept: [ObjectIdentifier: ItemVariables] = [:]
        for item in items {
            let key = ObjectIdentifier(item)
            kept[key] = variablesByItem[key] ?? ItemVariables(item: item)
        }
        variablesByItem = kept
    }

    /// The item's variables, or `nil` when it is not in the canvas.
    func variables(for item: LayoutItem) -> ItemVariables? {
        variablesByItem[ObjectIdentifier(item)]
    }

    /// Makes the solver hold exactly `desired`: drops what is no longer wanted or changed shape, updates changed
    /// constants in place, and adds (or retries) the rest in `desired`'s order. A refused constraint stays out and
    /// its failure is kept. Returns `false` as soon as a required constraint conflicts when `restartOnConflict` (the
    /// session is then unusable and the caller starts over with a fresh one, so conflicts are always reported as a
    /// fresh solve in canonical order finds them).
    func sync(_ desired: [DesiredConstraint], state: LayoutState, restartOnConflict: Bool) -> Bool {
        let wanted = Dictionary(desired.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for (key, record) in installed.sorted(by: { $0.value.order < $1.value.order }) {
            if let want = wanted[key], record.constraint.hasSameForm(as: want.candidate) { continue }
            drop(key)
        }
        failures = failures.filter { wanted[$0.key] != nil }
        var deferred: [DesiredConstraint] = []
        for want in desired {
            do throws(SolverError) {
                if let record = installed[want.key] {
                    let constant = want.candidate.expression.constant
                    guard record.constraint.expression.constant != constant else { continue }
                    guard try updateConstant(of: record, to: constant, key: want.key) else {
                        deferred.append(want)
                        continue
                    }
                    state.constantUpdates += 1
                } else {
                    try add(want)
                    state.constraintBuilds += 1
                }
                failures[want.key] = nil
            } catch {
                guard recordRefusal(error, of: want, among: wanted, restartOnConflict: restartOnConflict) else {
                    return false
                }
            }
        }
        for want in deferred {
            do throws(SolverError) {
                try add(want)
                state.constantUpdates += 1
                failures[want.key] = nil
            } catch {
                guard recordRefusal(error, of: want, among: wanted, restartOnConflict: restartOnConflict) else {
                    return false
                }
            }
        }
        return true
    }

    /// Moves an installed constraint to a new constant. Constants that move together, such as a required hugging
    /// and compression pair, can clash on the way: then the constraint is taken out and `false` returned, to be
    /// added again once the others have moved.
    private func updateConstant(of record: InstalledConstraint, to constant: Double,
                                key: ConstraintKey) throws(SolverError) -> Bool {
        do {
            installed[key]?.constraint = try solver.updateConstant(of: record.constraint, to: constant)
            return true
        } catch .unsatisfiable {
            drop(key)
            return false
        }
    }

    private func add(_ want: DesiredConstraint) throws(SolverError) {
        try solver.add(want.candidate)
        installations += 1
        installed[want.key] = InstalledConstraint(constraint: want.candidate, anchor: want.reference.anchor,
                                                  order: installations)
    }

    /// Records why `want` stays out; `false` when the caller must restart instead.
    private func recordRefusal(_ error: SolverError, of want: DesiredConstraint,
                               among wanted: [ConstraintKey: DesiredConstraint], restartOnConflict: Bool) -> Bool {
        if case .unsatisfiable = error, restartOnConflict { return false }
        drop(want.key)
        failures[want.key] = ConstraintFailure(error, constraint: want, wanted: wanted)
        return true
    }

    /// Takes the constraint under `key` out of the solver, if it is there.
    private func drop(_ key: ConstraintKey) {
        guard let record = installed.removeValue(forKey: key), solver.contains(record.constraint) else { return }
        try? solver.remove(record.constraint)
    }
}

/// A constraint in the solver, with the object its key identifies (kept alive so the identifier is not reused).
struct InstalledConstraint {
    var constraint: SolverConstraint
    let anchor: AnyObject
    let order: Int
}
