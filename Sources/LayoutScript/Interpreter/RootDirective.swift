/// A `// layoutviz: root=Name` comment choosing which controller class is the root.
struct RootDirective {
    let className: String
    let span: SourceSpan

    init?(source: SourceText) {
        let pattern = #/\/\/\s*layoutviz:\s*root\s*=\s*([A-Za-z_][A-Za-z0-9_]*)/#
        guard let match = source.text.firstMatch(of: pattern) else { return nil }
        className = String(match.1)
        let start = source.text.utf8.distance(from: source.text.startIndex, to: match.1.startIndex)
        span = SourceSpan(start: start, end: start + match.1.utf8.count)
    }
}
