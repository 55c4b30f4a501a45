/// A diagnostic kept on the item whose DSL call produced it, with the order it happened in.
struct RecordedDiagnostic {
    let diagnostic: LayoutDiagnostic
    let sequence: Int
}
