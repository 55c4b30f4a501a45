/// What a front end left out of a translated file (``SourceOrigins/notes``: a `while` loop, a C function) is
/// reported with the scene's warnings, at its original position with the original source line.
///
/// ```swift
/// // Card.m:14:5: warning: 'while' is not translated; what it does is skipped
/// ```
extension Interpreter {
    /// What a front end left out of its translations, as warnings with the original source line.
    var translationNotes: [ScriptDiagnostic] {
        source.files.flatMap { file -> [ScriptDiagnostic] in
            guard let origins = file.text.origins else { return [] }
            return origins.notes.map { note in
                let line = String(decoding: origins.lineBytes(note.line, of: note.file), as: UTF8.self)
                return ScriptDiagnostic(severity: .warning, message: note.message, file: note.file, line: note.line,
                                        column: note.column, sourceLine: line,
                                        caretLine: String(repeating: " ", count: max(0, note.column - 1)) + "^")
            }
        }
    }
}
