import LayoutScene

/// DSL misuse recorded on a view that never joins the scene — `make.edges.equalToSuperview()` on a view that is
/// never added anywhere — would be lost with the view, since layout only reads the views in the tree; it is
/// reported with the scene's warnings instead, as the error SnapKit raises (`Expected superview but found nil when
/// attempting make constraint `equalToSuperview`.`).
extension Interpreter {
    func misuseOutsideTheScene(of canvas: Canvas) -> [ScriptDiagnostic] {
        let orphans = createdViews.filter { view in
            var current: View? = view
            while let candidate = current {
                if candidate === canvas { return false }
                current = candidate.superview
            }
            return true
        }
        return orphans.flatMap(\.diagnostics).sorted { $0.sequence < $1.sequence }.map { entry in
            let diagnostic = entry.diagnostic
            let line = diagnostic.location?.line
            let column = diagnostic.location?.column
            let excerpt = line.flatMap { line -> (String, String)? in
                guard let file = diagnostic.location.flatMap({ source.text(named: $0.file) }) else { return nil }
                let text = String(decoding: file.lineBytes(line, of: diagnostic.location?.file ?? file.fileName),
                                  as: UTF8.self)
                return (text, String(repeating: " ", count: max(0, (column ?? 1) - 1)) + "^")
            }
            return ScriptDiagnostic(severity: diagnostic.severity == .error ? .error : .warning,
                                    message: diagnostic.message, file: diagnostic.location?.file ?? source.files[0].text.fileName,
                                    line: line, column: column, sourceLine: excerpt?.0, caretLine: excerpt?.1)
        }
    }
}
