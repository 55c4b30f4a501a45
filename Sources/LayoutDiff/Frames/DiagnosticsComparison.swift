import LayoutScene

/// Diagnostics one list has and the other does not, counting repeats (two equal warnings against one is
/// one removed).
struct DiagnosticsComparison {
    /// In the reference only, in its order.
    let removed: [LayoutDiagnostic]
    /// In the actual list only, in its order.
    let added: [LayoutDiagnostic]

    init(reference: [LayoutDiagnostic], actual: [LayoutDiagnostic]) {
        var unmatched = Dictionary(actual.map { ($0, 1) }, uniquingKeysWith: +)
        removed = reference.filter { diagnostic in
            guard let count = unmatched[diagnostic], count > 0 else { return true }
            unmatched[diagnostic] = count - 1
            return false
        }
        added = actual.filter { diagnostic in
            guard let count = unmatched[diagnostic], count > 0 else { return false }
            unmatched[diagnostic] = count - 1
            return true
        }
    }
}
