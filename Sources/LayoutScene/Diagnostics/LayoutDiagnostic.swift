/// A problem found while building or solving a layout: DSL misuse, a conflict, ambiguity, or a broken
/// optional constraint. Nothing in layoutviz traps on bad layouts; it records one of these instead.
///
/// ```swift
/// for diagnostic in canvas.layout().diagnostics where diagnostic.severity == .error {
///     print(diagnostic) // Card.swift:14:22: error: Expected superview but found nil …
/// }
/// ```
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        /// The layout is not what the code says (misuse, conflict).
        case error
        /// The layout is underdetermined or suspicious (ambiguity).
        case warning
        /// Information: an optional constraint the solver could not satisfy.
        case note
    }

    /// What kind of problem it is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A DSL call SnapKit or Masonry would crash on; the constraint was not made.
        case misuse
        /// Required constraints that cannot all hold; one was broken.
        case conflict
        /// A view whose frame the constraints do not determine.
        case ambiguity
        /// An optional constraint the solution does not satisfy.
        case unsatisfiedOptional
    }

    /// How serious the problem is.
    public let severity: Severity
    /// What kind of problem it is.
    public let kind: Kind
    /// The full text, e.g. SnapKit's or Auto Layout's message.
    public let message: String
    /// Where the offending call was written, when known.
    public let location: SourceLocation?

    /// Creates a diagnostic.
    ///
    /// ```swift
    /// let d = LayoutDiagnostic(severity: .error, kind: .misuse, message: "Invalid constraint.", location: nil)
    /// ```
    public init(severity: Severity, kind: Kind, message: String, location: SourceLocation?) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.location = location
    }

    /// Compiler-style text: `file:line:column: error: message`, or `error: message` without a location.
    ///
    /// ```swift
    /// print(diagnostic)
    /// ```
    public var description: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message)"
    }
}
