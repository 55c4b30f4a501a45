/// A Swift error a scene throws (`throw LoadError.missing`): carried up to the nearest `do`/`catch`, `try?` or
/// `try!`; one that escapes the scene is reported at the `throw`.
/// `@unchecked Sendable`: it never leaves the thread running the scene (it is turned into a ``ScriptFailure`` there).
struct ScriptThrow: Error, CustomStringConvertible, @unchecked Sendable {
    let value: Value
    /// How the error prints (`missing`, `LoadError.missing(…)`).
    let text: String
    let span: SourceSpan

    var description: String { "error thrown and not caught: \(text)" }

    /// The failure reported when the error escapes the scene.
    var failure: ScriptFailure { .runtime(description, at: span) }
}
