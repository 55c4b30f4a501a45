import Foundation

/// A host type's static constants that are worked out on first use rather than when the registry is built: an
/// enum's cases named as Swift spells them (`UIView.ContentMode.scaleAspectFit`) come from reflecting each case,
/// which searches the program's conformance tables and costs far more than the constants are used at start-up.
/// The tables are shared by every thread, so the first use works them out under a lock.
///
/// ```swift
/// let constants = DeferredConstants()
/// constants.add { ["scaleToFill": ContentMode.scaleToFill.scriptValue] }
/// constants.value(named: "scaleToFill") // worked out now, remembered after
/// ```
final class DeferredConstants: @unchecked Sendable {
    // Unchecked: the makers and values are only touched with the lock held.
    private let lock = NSLock()
    private var makers: [() -> [String: Value]] = []
    private var values: [String: Value] = [:]

    /// Adds constants to work out on first use; later ones replace earlier ones of the same name.
    func add(_ make: @escaping () -> [String: Value]) {
        lock.withLock { makers.append(make) }
    }

    /// The constant of this name, if any.
    func value(named name: String) -> Value? {
        lock.withLock {
            resolve()
            return values[name]
        }
    }

    /// Every constant's name.
    var names: [String] {
        lock.withLock {
            resolve()
            return Array(values.keys)
        }
    }

    /// Works out the constants not yet worked out; the lock is held.
    private func resolve() {
        guard !makers.isEmpty else { return }
        for make in makers { values.merge(make()) { _, new in new } }
        makers = []
    }
}
