import Foundation

/// Reads the files of a scene module: the files given, in order, each preceded by the companion files its
/// `// layoutviz: files=Base.swift, Theme.swift` comments name (paths relative to the naming file's folder, read
/// before it, their own comments followed in turn). A file reached twice is read once, where it is first reached.
struct ModuleFiles {
    let limits: ScriptLimits
    private(set) var sources: [SceneSource] = []
    private var seen: Set<String> = []

    init(limits: ScriptLimits) {
        self.limits = limits
    }

    /// Reads `url` (after its companions); `namedBy` is the comment that named it, for the error when it cannot be
    /// read.
    mutating func read(_ url: URL, namedBy reference: (source: SourceText, span: SourceSpan)? = nil)
        throws(ScriptError) {
        let name = url.isFileURL ? url.relativePath : url.absoluteString
        guard seen.insert(url.standardizedFileURL.path).inserted else { return }
        guard seen.count <= limits.maximumModuleFiles else {
            throw ScriptError(kind: .limit, diagnostics: [
                ScriptDiagnostic(fileError: "too many files in one scene: the limit is \(limits.maximumModuleFiles)",
                                 file: name),
            ])
        }
        let text = try Self.contents(of: url, name: name, limits: limits, namedBy: reference)
        let source = SourceText(fileName: name, text: text)
        for companion in Self.companions(in: source) {
            let folder = (name as NSString).deletingLastPathComponent
            let path = companion.path.hasPrefix("/") || folder.isEmpty
                ? companion.path : (folder as NSString).appendingPathComponent(companion.path)
            try read(URL(fileURLWithPath: path), namedBy: (source, companion.span))
        }
        sources.append(SceneSource(name: name, text: text))
    }

    /// The paths a file's `// layoutviz: files=…` comments name, with their positions in the file (a file without
    /// the word `layoutviz:` names none, found without building the regular expression).
    static func companions(in source: SourceText) -> [(path: String, span: SourceSpan)] {
        let text = source.text
        guard text.contains("layoutviz:") else { return [] }
        let pattern = #/\/\/\s*layoutviz:\s*files\s*=([^\n]*)/#
        return text.matches(of: pattern).flatMap { match -> [(path: String, span: SourceSpan)] in
            var offset = text.utf8.distance(from: text.startIndex, to: match.1.startIndex)
            return match.1.split(separator: ",", omittingEmptySubsequences: false).compactMap { item in
                defer { offset += item.utf8.count + 1 }
                let leading = item.prefix { $0 == " " || $0 == "\t" }.utf8.count
                let path = item.trimmingCharacters(in: .whitespaces)
                guard !path.isEmpty else { return nil }
                return (path, SourceSpan(start: offset + leading, end: offset + leading + path.utf8.count))
            }
        }
    }

    /// A file's text; unreadable, non-UTF-8 and too large files are errors naming the file (at the comment that
    /// named it, for a companion).
    static func contents(of url: URL, name: String, limits: ScriptLimits,
                         namedBy reference: (source: SourceText, span: SourceSpan)? = nil) throws(ScriptError) -> String {
        func failure(_ kind: ScriptError.Kind, _ message: String) -> ScriptError {
            guard let reference else {
                return ScriptError(kind: kind, diagnostics: [
                    ScriptDiagnostic(severity: .error, message: message, file: name, line: kind == .limit ? 1 : nil,
                                     column: kind == .limit ? 1 : nil, sourceLine: nil, caretLine: nil),
                ])
            }
            return ScriptError(kind: kind, diagnostics: [
                ScriptDiagnostic(.error, "\(message) (\(name))", at: reference.span, in: reference.source),
            ])
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw failure(.unreadable, "cannot read the scene file: \(error.localizedDescription)")
        }
        if data.count > limits.maximumFileBytes {
            throw failure(.limit, "the scene file is too large: \(Grouped.text(data.count)) bytes (the limit is "
                              + "\(Grouped.text(limits.maximumFileBytes)) bytes, 1 MB)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw failure(.unreadable, "the scene file is not UTF-8 text")
        }
        return text
    }
}
