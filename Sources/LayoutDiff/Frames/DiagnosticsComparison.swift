import LayoutScene

/// Diagnostics one list has and the other does not, counting repeats (two equal warnings against one is
/// one removed). Diagnostics are compared by file name, line, column, severity and message, so the folder a
/// scene was found in never makes two lists differ.
struct DiagnosticsComparison {
    /// In the reference only, in its order.
    let removed: [LayoutDiagnostic]
    /// In the actual list only, in its order.
    let added: [LayoutDiagnostic]

    /// Whether both lists hold the same diagnostics.
    var isEmpty: Bool { removed.isEmpty && added.isEmpty }

    init(reference: [LayoutDiagnostic], actual: [LayoutDiagnostic]) {
        var unmatched = Dictionary(actual.map { (Key($0), 1) }, uniquingKeysWith: +)
        removed = reference.filter { diagnostic in
            guard let count = unmatched[Key(diagnostic)], count > 0 else { return true }
            unmatched[Key(diagnostic)] = count - 1
            return false
        }
        added = actual.filter { diagnostic in
            guard let count = unmatched[Key(diagnostic)], count > 0 else { return false }
            unmatched[Key(diagnostic)] = count - 1
            return true
        }
    }

    /// What two diagnostics must share to be the same one.
    private struct Key: Hashable {
        let fileName: String?
        let line: Int?
        let column: Int?
        let severity: LayoutDiagnostic.Severity
        let message: String

        init(_ diagnostic: LayoutDiagnostic) {
            fileName = diagnostic.location?.fileName
            line = diagnostic.location?.line
            column = diagnostic.location?.column
            severity = diagnostic.severity
            message = diagnostic.message
        }
    }
}
