import Foundation
import LayoutScene

/// Reads the fields of one line of a frames snapshot, front to back.
struct SnapshotLineParser {
    let number: Int
    var tokens: ArraySlice<SnapshotText.Token>

    init(number: Int, tokens: [SnapshotText.Token]) {
        self.number = number
        self.tokens = tokens[...]
    }

    /// The line's first word, unless it was quoted.
    var keyword: String? { tokens.first.flatMap { $0.isQuoted ? nil : $0.value } }

    /// A parse error on this line.
    func error(_ reason: String) -> FramesSnapshotParseError {
        FramesSnapshotParseError(line: number, reason: reason)
    }

    /// `canvas WIDTHxHEIGHT`.
    mutating func canvasSize() throws(FramesSnapshotParseError) -> CGSize {
        guard next()?.value == "canvas", let size = next()?.value, tokens.isEmpty else {
            throw error("expected canvas WIDTHxHEIGHT")
        }
        let parts = size.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = SnapshotNumber.parse(String(parts[0])),
              let height = SnapshotNumber.parse(String(parts[1])) else {
            throw error("expected canvas WIDTHxHEIGHT, found \(size)")
        }
        return CGSize(width: width, height: height)
    }

    /// `view NAME PARENT X Y WIDTH HEIGHT [ambiguous=…] [text "…" lines=N [first="…"] font="…"]`.
    mutating func view() throws(FramesSnapshotParseError) -> ViewSnapshot {
        _ = next()
        guard let name = next(), let parent = next() else { throw error("expected view NAME PARENT") }
        var numbers: [Double] = []
        for _ in 0..<4 {
            guard let token = next(), !token.isQuoted, let number = SnapshotNumber.parse(token.value) else {
                throw error("expected 4 frame numbers")
            }
            numbers.append(number)
        }
        let parentName = parent.value == "-" && !parent.isQuoted ? nil : parent.value
        var view = ViewSnapshot(name: name.value, parentName: parentName,
                                frame: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        while let token = next() {
            if token.value == "text" && !token.isQuoted {
                view.text = try labelText()
            } else if let attributes = token.value.removingPrefix("ambiguous=") {
                view.ambiguousAttributes = attributes.split(separator: ",").map(String.init)
            } else {
                throw error("unexpected \(token.value)")
            }
        }
        return view
    }

    /// `diagnostic SEVERITY KIND LOCATION "MESSAGE"`.
    mutating func diagnostic() throws(FramesSnapshotParseError) -> LayoutDiagnostic {
        _ = next()
        guard let severity = next().flatMap({ LayoutDiagnostic.Severity(rawValue: $0.value) }) else {
            let names = LayoutDiagnostic.Severity.allCases.map(\.rawValue).joined(separator: ", ")
            throw error("expected a severity (\(names))")
        }
        guard let kind = next().flatMap({ LayoutDiagnostic.Kind(rawValue: $0.value) }) else {
            throw error("expected a kind (\(LayoutDiagnostic.Kind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard let location = next(), let message = next(), tokens.isEmpty else {
            throw error("expected diagnostic SEVERITY KIND LOCATION MESSAGE")
        }
        let place = location.value == "-" && !location.isQuoted ? nil : try sourceLocation(location.value)
        return LayoutDiagnostic(severity: severity, kind: kind, message: message.value, location: place)
    }

    private mutating func labelText() throws(FramesSnapshotParseError) -> LabelTextSummary {
        guard let text = next()?.value else { throw error("expected the label text after text") }
        var lineCount: Int?, firstLine: String?, font: String?
        while let field = tokens.first?.value, let separator = field.firstIndex(of: "="),
              ["lines", "first", "font"].contains(field[..<separator]) {
            _ = next()
            let value = String(field[field.index(after: separator)...])
            switch field[..<separator] {
            case "lines": lineCount = Int(value)
            case "first": firstLine = value
            default: font = value
            }
        }
        guard let lineCount, let font else { throw error("expected lines=N and font=\"…\" after the text") }
        return LabelTextSummary(text: text, lineCount: lineCount, firstLine: firstLine ?? text, font: font)
    }

    private func sourceLocation(_ text: String) throws(FramesSnapshotParseError) -> SourceLocation {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, let last = Int(parts[parts.count - 1]) else {
            throw error("expected a location file:line[:column], found \(text)")
        }
        if parts.count >= 3, let line = Int(parts[parts.count - 2]) {
            return SourceLocation(file: parts.dropLast(2).joined(separator: ":"), line: line, column: last)
        }
        return SourceLocation(file: parts.dropLast().joined(separator: ":"), line: last)
    }

    private mutating func next() -> SnapshotText.Token? {
        tokens.popFirst()
    }
}

private extension String {
    func removingPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
