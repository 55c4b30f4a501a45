import LayoutScene

/// An error that ends a command with a message on standard error and an ``ExitStatus``.
///
/// ```swift
/// throw CommandFailure(.failure, "cannot write out.png: Permission denied")
/// ```
public struct CommandFailure: Error, Sendable, CustomStringConvertible {
    /// How the process exits.
    public let status: ExitStatus
    /// What standard error shows (may span lines, e.g. compiler-style diagnostics).
    public let message: String

    /// Creates a failure.
    ///
    /// ```swift
    /// let failure = CommandFailure(.badInput, "--size must look like 375x667")
    /// ```
    public init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    /// The message.
    ///
    /// ```swift
    /// print(failure)
    /// ```
    public var description: String { message }

    /// Whether the failure is a scene's work budget running out (``LayoutScene/WorkBudgetExhausted``'s message), which
    /// fails that scene alone where a command draws or checks several.
    ///
    /// ```swift
    /// if failure.isWorkBudgetExhaustion { print("skipped: too expensive") }
    /// ```
    public var isWorkBudgetExhaustion: Bool {
        WorkBudgetExhausted.isReported(in: message)
    }
}
