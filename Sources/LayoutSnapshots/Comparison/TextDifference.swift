/// The first line where two texts differ, for SVG failures.
enum TextDifference {
    /// The longest line shown; longer lines are cut with `…`.
    static let maximumLineLength = 160

    /// `first difference at line 12:`, `- <old line>`, `+ <new line>` (`(end of file)` past the end).
    static func firstDifference(reference: String, actual: String) -> [String] {
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let common = min(old.count, new.count)
        let index = (0..<common).first { old[$0] != new[$0] } ?? common
        return ["first difference at line \(index + 1):", "- " + line(old, index), "+ " + line(new, index)]
    }

    private static func line(_ lines: [Substring], _ index: Int) -> String {
        guard index < lines.count else { return "(end of file)" }
        let line = lines[index]
        return line.count > maximumLineLength ? line.prefix(maximumLineLength) + "…" : String(line)
    }
}
