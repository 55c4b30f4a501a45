/// An error found while checking or running a scene, before it is rendered against the source text.
struct ScriptFailure: Error {
    let kind: ScriptError.Kind
    let message: String
    let span: SourceSpan
    /// Notes printed after the error, each at its own position (`'Theme' previously declared here`).
    var notes: [(message: String, span: SourceSpan)] = []

    static func runtime(_ message: String, at span: SourceSpan) -> ScriptFailure {
        ScriptFailure(kind: .runtime, message: message, span: span)
    }

    static func unsupported(_ message: String, at span: SourceSpan) -> ScriptFailure {
        ScriptFailure(kind: .unsupported, message: message, span: span)
    }

    static func limit(_ message: String, at span: SourceSpan) -> ScriptFailure {
        ScriptFailure(kind: .limit, message: message, span: span)
    }

    /// swiftc's error for a second declaration of a name, with a note at the first.
    ///
    /// ```swift
    /// throw ScriptFailure.redeclaration("Theme", at: second, previous: first)
    /// // Theme.swift:3:8: error: invalid redeclaration of 'Theme'
    /// // Base.swift:1:8: note: 'Theme' previously declared here
    /// ```
    static func redeclaration(_ name: String, at span: SourceSpan, previous: SourceSpan?) -> ScriptFailure {
        var failure = runtime("invalid redeclaration of '\(name)'", at: span)
        if let previous { failure.notes = [("'\(name)' previously declared here", previous)] }
        return failure
    }

    /// The public error, with the excerpt under the message and under each note.
    func scriptError(in source: SourceText) -> ScriptError {
        scriptError(in: SourceModule([source]))
    }

    /// The public error for a module of files: each diagnostic positioned in the file its span falls in.
    func scriptError(in module: SourceModule) -> ScriptError {
        ScriptError(kind: kind, diagnostics: [ScriptDiagnostic(.error, message, at: span, in: module)]
                        + notes.map { ScriptDiagnostic(.note, $0.message, at: $0.span, in: module) })
    }
}
