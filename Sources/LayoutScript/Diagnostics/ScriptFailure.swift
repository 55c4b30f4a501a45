/// An error found while checking or running a scene, before it is rendered against the source text.
struct ScriptFailure: Error {
    let kind: ScriptError.Kind
    let message: String
    let span: SourceSpan

    static func runtime(_ message: String, at span: SourceSpan) -> ScriptFailure {
        ScriptFailure(kind: .runtime, message: message, span: span)
    }

    static func unsupported(_ message: String, at span: SourceSpan) -> ScriptFailure {
        ScriptFailure(kind: .unsupported, message: message, span: span)
    }

    static func limit(_ message: String, at span: SourceSpan) -> ScriptFailure {
        ScriptFailure(kind: .limit, message: message, span: span)
    }

    /// The public error, with the excerpt under the message.
    func scriptError(in source: SourceText) -> ScriptError {
        ScriptError(kind: kind, diagnostics: [ScriptDiagnostic(.error, message, at: span, in: source)])
    }
}
