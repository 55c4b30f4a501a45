import Synchronization

/// An unknown of a linear system: a named value the ``Solver`` computes.
///
/// Variables are compared by identity. The solver writes ``value`` in
/// ``Solver/updateVariables()``; reading it is safe from any thread.
///
/// ```swift
/// let width = Variable("box.width")
/// let solver = Solver()
/// try solver.add(width == 120)
/// solver.updateVariables()
/// print(width.value) // 120.0
/// ```
public final class Variable: Sendable, CustomStringConvertible {
    /// The name used in descriptions and diagnostics, e.g. `"box.x"`.
    public let name: String
    private let storage = Atomic<UInt64>(0)

    /// Creates a variable whose value starts at zero.
    ///
    /// ```swift
    /// let x = Variable("x")
    /// ```
    public init(_ name: String = "") {
        self.name = name
    }

    /// The value written by the last ``Solver/updateVariables()`` that solved this variable.
    ///
    /// ```swift
    /// solver.updateVariables()
    /// let x = box.x.value
    /// ```
    public internal(set) var value: Double {
        get { Double(bitPattern: storage.load(ordering: .relaxed)) }
        set { storage.store(newValue.bitPattern, ordering: .relaxed) }
    }

    /// The variable's name, or `<unnamed>` when it has none.
    ///
    /// ```swift
    /// Variable("v1.x").description // "v1.x"
    /// ```
    public var description: String { name.isEmpty ? "<unnamed>" : name }
}
