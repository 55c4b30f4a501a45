/// The error a scene stops with when its ``WorkBudget`` runs out: the stage that was running, what it was working
/// on (a statement, a view) and where the scene placed it.
///
/// ```swift
/// if let exhausted = canvas.workBudget.exhaustion { print(exhausted) }
/// // card.swiftlay:3:1: error: the scene's work budget of 10,000,000 steps ran out during painting, at
/// // UIPageControl:pages (raise it with --work-budget)
/// ```
public struct WorkBudgetExhausted: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stage that was running.
    public let stage: WorkStage
    /// What it was working on: `UIPageControl:pages`, `a statement`.
    public let subject: String
    /// Where the scene placed it, when known.
    public let location: SourceLocation?
    /// The budget's size, in steps.
    public let limit: Int

    /// Creates the error.
    ///
    /// ```swift
    /// WorkBudgetExhausted(stage: .painting, subject: "UIPageControl:pages", location: nil, limit: 1_000)
    /// ```
    public init(stage: WorkStage, subject: String, location: SourceLocation?, limit: Int) {
        self.stage = stage
        self.subject = subject
        self.location = location
        self.limit = limit
    }

    /// `file:line:column: error: ` and the ``message``.
    public var description: String {
        let position = location.map { "\($0.file):\($0.line)" + ($0.column.map { ":\($0)" } ?? "") + ": " } ?? ""
        return "\(position)error: \(message)"
    }

    /// `the scene's work budget of N steps ran out during STAGE, at SUBJECT (raise it with --work-budget)`.
    ///
    /// ```swift
    /// exhausted.message
    /// ```
    public var message: String {
        "the scene's work budget of \(Self.grouped(limit)) steps ran out during \(stage.rawValue), at \(subject) "
            + "(raise it with --work-budget)"
    }

    /// Whether `text` holds a ``message`` (an exhaustion reported as text, as a failed command carries it).
    ///
    /// ```swift
    /// WorkBudgetExhausted.isReported(in: failure.message) // true for a scene that ran out
    /// ```
    public static func isReported(in text: String) -> Bool {
        text.contains("'s work budget of ") && text.contains(" ran out during ")
    }

    /// `20,000,000`, whatever the locale.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = value < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
