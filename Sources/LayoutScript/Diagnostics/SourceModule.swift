/// The files of a scene loaded together as one Swift module, in the order given. Each file's byte offsets are
/// shifted by its ``SourceModule/File/base`` so that one ``SourceSpan`` names a position in exactly one file:
/// file `k` occupies `base ..< base + bytes`, and the next file starts one byte later.
struct SourceModule {
    /// One file of the module and where its offsets start.
    struct File {
        let text: SourceText
        let base: Int
    }

    let files: [File]
    /// Whether any file was translated from Objective-C (its rules then apply in that file).
    let hasObjectiveC: Bool

    init(_ texts: [SourceText]) {
        hasObjectiveC = texts.contains { $0.language == .objectiveC }
        var base = 0
        var files: [File] = []
        for text in texts {
            files.append(File(text: text, base: base))
            base += text.text.utf8.count + 1
        }
        self.files = files
    }

    /// The file a module offset falls in (the first file for offsets before any, the last past the end).
    func file(containing offset: Int) -> File {
        var low = 0, high = files.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if files[middle].base <= offset { low = middle } else { high = middle - 1 }
        }
        return files[low]
    }

    /// The file a span starts in, with the span made relative to that file.
    func locate(_ span: SourceSpan) -> (text: SourceText, span: SourceSpan) {
        let file = file(containing: span.start)
        return (file.text, SourceSpan(start: span.start - file.base, end: span.end - file.base))
    }

    /// The 1-based line and column of a module offset in the file it falls in, with that file's name.
    func location(of offset: Int) -> (file: String, line: Int, column: Int) {
        let file = file(containing: offset)
        return file.text.position(of: offset - file.base)
    }

    /// The text a span covers, as its file spells it.
    func spelling(of span: SourceSpan) -> String {
        let (text, local) = locate(span)
        return text.spelling(from: local.start, to: local.end)
    }

    /// The file named `name`, if the module has one.
    func text(named name: String) -> SourceText? {
        files.first { $0.text.fileName == name }?.text ?? files.first { $0.text.stands(for: name) }?.text
    }
}
