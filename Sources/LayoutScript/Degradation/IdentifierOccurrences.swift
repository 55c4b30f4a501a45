/// Where a file's text names an identifier, as a whole word, for the rules that judge a method by whether the files
/// call it (``BaseClassHooks``, ``Interpreter/isCalledByMissingDeclaration(_:of:)``) and the visual formats that use a metric.
///
/// ```swift
/// IdentifierOccurrences.contains("setup", in: "func setup() {}") { before, _ in !before.hasSuffix("func ") } // false
/// ```
enum IdentifierOccurrences {
    /// Whether `name` stands in `text` as a whole word at a place `accepts` (given the text before and after it).
    static func contains(_ name: String, in text: String, where accepts: (Substring, Substring) -> Bool) -> Bool {
        var searchStart = text.startIndex
        while let found = text.range(of: name, range: searchStart..<text.endIndex) {
            searchStart = found.upperBound
            let before = text[text.startIndex..<found.lowerBound]
            let after = text[found.upperBound...]
            if let last = before.last, last.isLetter || last.isNumber || last == "_" { continue }
            if let next = after.first, next.isLetter || next.isNumber || next == "_" { continue }
            if accepts(before, after) { return true }
        }
        return false
    }
}

extension FunctionDecl {
    /// Whether code in another file could call the method without arguments: it takes none and is not `override`,
    /// `static`, `private`/`fileprivate` or `@objc` (an action, called by whatever holds it).
    var isCallableWithoutArgumentsFromAnotherFile: Bool {
        parameters.isEmpty && !isOverride && !isStatic && !isPrivate && !isObjC
    }
}
