/// A `// layoutviz: root=Name` comment choosing which controller or view class is the root. In a module of
/// several files the last file that has one wins (the scene file is given last).
struct RootDirective {
    let className: String
    let span: SourceSpan

    init?(module: SourceModule) {
        let pattern = #/\/\/\s*layoutviz:\s*root\s*=\s*([A-Za-z_][A-Za-z0-9_]*)/#
        for file in module.files.reversed() {
            let text = file.text.text
            guard let match = text.firstMatch(of: pattern) else { continue }
            className = String(match.1)
            let start = file.base + text.utf8.distance(from: text.startIndex, to: match.1.startIndex)
            span = SourceSpan(start: start, end: start + match.1.utf8.count)
            return
        }
        return nil
    }
}
