/// One message about a scene file, printed as swiftc prints one: `file:line:column: severity: message`, then the
/// source line and a caret line marking the offending range.
///
/// ```swift
/// for warning in loaded.warnings { print(warning) }
/// // scene.swiftlay:3:1: warning: 'print' has no effect in a scene file
/// // print(card.frame)
/// // ^~~~~
/// ```
public struct ScriptDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    ///
    /// ```swift
    /// let errors = error.diagnostics.filter { $0.severity == .error }
    /// ```
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        /// The scene cannot be loaded.
        ///
        /// ```swift
        /// let fatal = error.diagnostics.contains { $0.severity == .error }
        /// ```
        case error
        /// The scene loads, but something in it has no effect or may not mean what it says.
        ///
        /// ```swift
        /// let noisy = scene.warnings.filter { $0.severity == .warning }
        /// ```
        case warning
        /// More about the diagnostic before it.
        ///
        /// ```swift
        /// let notes = error.diagnostics.filter { $0.severity == .note }
        /// ```
        case note
    }

    /// How serious it is.
    ///
    /// ```swift
    /// diagnostic.severity == .error
    /// ```
    public let severity: Severity
    /// The message, without position or severity.
    ///
    /// ```swift
    /// diagnostic.message // "cannot find 'avatr' in scope; did you mean 'avatar'?"
    /// ```
    public let message: String
    /// The scene file's name, as given to ``SceneScript``.
    ///
    /// ```swift
    /// diagnostic.file // "profile.swiftlay"
    /// ```
    public let file: String
    /// The 1-based line, or `nil` when the diagnostic is about the whole file (e.g. it cannot be read).
    ///
    /// ```swift
    /// diagnostic.line // 12
    /// ```
    public let line: Int?
    /// The 1-based column in UTF-8 bytes, as swiftc counts, or `nil` without a line.
    ///
    /// ```swift
    /// diagnostic.column // 7
    /// ```
    public let column: Int?
    /// The source line the diagnostic points into, when it has a position.
    ///
    /// ```swift
    /// diagnostic.sourceLine // "    make.top.equalTo(avatr)"
    /// ```
    public let sourceLine: String?
    /// The marker line printed under ``sourceLine``: `^` at the column, `~` under the rest of the range.
    ///
    /// ```swift
    /// diagnostic.caretLine // "                     ^~~~~"
    /// ```
    public let caretLine: String?

    /// Creates a diagnostic; ``SceneScript`` makes these, tests and tools may too.
    ///
    /// ```swift
    /// let note = ScriptDiagnostic(severity: .note, message: "declared here", file: "a.swiftlay", line: 2, column: 5,
    ///                             sourceLine: "let box = UIView()", caretLine: "    ^~~")
    /// ```
    public init(severity: Severity, message: String, file: String, line: Int?, column: Int?,
                sourceLine: String?, caretLine: String?) {
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
        self.caretLine = caretLine
    }

    /// The first line alone: `file:line:column: severity: message` (`file: severity: message` without a position).
    ///
    /// ```swift
    /// diagnostic.headline // "scene.swiftlay:4:1: error: 'while' loops are not supported in scene files"
    /// ```
    public var headline: String {
        let position = line.map { line in ":\(line)" + (column.map { ":\($0)" } ?? "") } ?? ""
        return "\(file)\(position): \(severity.rawValue): \(message)"
    }

    /// The headline, then the source line and the caret line when there is a position.
    ///
    /// ```swift
    /// print(diagnostic)
    /// ```
    public var description: String {
        guard let sourceLine, let caretLine else { return headline }
        return "\(headline)\n\(sourceLine)\n\(caretLine)"
    }
}

extension ScriptDiagnostic {
    /// A diagnostic at `span` of `source`, with its excerpt.
    init(_ severity: Severity, _ message: String, at span: SourceSpan, in source: SourceText) {
        let (file, line, column) = source.position(of: span.start)
        let excerpt = SourceExcerpt(source: source, span: span)
        self.init(severity: severity, message: message, file: file, line: line, column: column,
                  sourceLine: excerpt.sourceLine, caretLine: excerpt.caretLine)
    }

    /// A diagnostic at `span` of a module of files: positioned in the file the span falls in.
    init(_ severity: Severity, _ message: String, at span: SourceSpan, in module: SourceModule) {
        let (text, local) = module.locate(span)
        self.init(severity, message, at: local, in: text)
    }

    /// A diagnostic about the whole file, without a position.
    init(fileError message: String, file: String) {
        self.init(severity: .error, message: message, file: file, line: nil, column: nil, sourceLine: nil,
                  caretLine: nil)
    }
}
