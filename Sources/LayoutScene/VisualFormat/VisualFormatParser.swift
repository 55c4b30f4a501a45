import Foundation

/// Reads Auto Layout's visual format language into a ``VisualFormatLine``:
///
/// ```text
/// (H:|V:)? (| connection)? [view(predicates)] (connection [view(predicates)])* (connection |)?
/// connection: nothing, -, -predicate-, -(predicate, …)-      predicate: (== | <= | >=)? (number | name) (@priority)?
/// ```
///
/// ```swift
/// let line = try VisualFormatParser(format: "H:|-16-[icon(32)]-[title]|").parse()
/// line.items.count // 4: superview, icon, title, superview
/// ```
struct VisualFormatParser {
    let format: String
    private var characters: [Character]
    private var index = 0

    init(format: String) {
        self.format = format
        characters = Array(format.filter { !$0.isWhitespace })
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormatLine {
        var isVertical = false
        if characters.count >= 2, characters[1] == ":" {
            guard characters[0] == "H" || characters[0] == "V" else { throw error("unknown orientation") }
            isVertical = characters[0] == "V"
            index = 2
        }
        var items: [VisualFormatLine.Item] = []
        var connections: [VisualFormatLine.Connection] = []
        while index < characters.count {
            if !items.isEmpty { connections.append(try connection()) }
            guard index < characters.count else { throw error("expected a view or '|' after a connection") }
            switch characters[index] {
            case "|":
                index += 1
                items.append(.superview)
            case "[":
                items.append(try view())
            default:
                throw error("expected a view or '|', found '\(characters[index])'")
            }
        }
        guard items.contains(where: { if case .view = $0 { true } else { false } }) else {
            throw error("a format needs at least one view")
        }
        return VisualFormatLine(isVertical: isVertical, items: items, connections: connections)
    }

    private mutating func view() throws(VisualFormatError) -> VisualFormatLine.Item {
        index += 1
        let name = identifier()
        guard !name.isEmpty else { throw error("expected a view name after '['") }
        var predicates: [VisualFormatLine.Predicate] = []
        if peek == "(" { predicates = try predicateList() }
        guard peek == "]" else { throw error("expected ']' after view '\(name)'") }
        index += 1
        return .view(name: name, size: predicates)
    }

    private mutating func connection() throws(VisualFormatError) -> VisualFormatLine.Connection {
        guard peek == "-" else { return .adjacent }
        index += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates = peek == "(" ? try predicateList() : [try predicate()]
        guard peek == "-" else { throw error("expected '-' after a spacing") }
        index += 1
        return .spacing(predicates)
    }

    private mutating func predicateList() throws(VisualFormatError) -> [VisualFormatLine.Predicate] {
        index += 1
        var predicates = [try predicate()]
        while peek == "," {
            index += 1
            predicates.append(try predicate())
        }
        guard peek == ")" else { throw error("expected ')' after a predicate") }
        index += 1
        return predicates
    }

    private mutating func predicate() throws(VisualFormatError) -> VisualFormatLine.Predicate {
        var relation = LayoutRelation.equal
        for (spelling, candidate) in [("==", LayoutRelation.equal), ("<=", .lessThanOrEqual),
                                      (">=", .greaterThanOrEqual)] where hasPrefix(spelling) {
            relation = candidate
            index += 2
        }
        guard let object = term() else { throw error("expected a number, metric or view in a predicate") }
        var priority: VisualFormatLine.Term?
        if peek == "@" {
            index += 1
            guard let term = term() else { throw error("expected a priority after '@'") }
            priority = term
        }
        return VisualFormatLine.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number (signed, as `strtod` reads it: `-(-40)-` overlaps two views by 40), a metric or a view.
    private mutating func term() -> VisualFormatLine.Term? {
        let start = index
        if peek == "-" || peek == "+", index + 1 < characters.count, characters[index + 1].isNumber { index += 1 }
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        if index > start, let number = Double(String(characters[start..<index])) { return .number(number) }
        index = start
        let name = identifier()
        return name.isEmpty ? nil : .name(name)
    }

    private mutating func identifier() -> String {
        let start = index
        while index < characters.count, characters[index].isLetter || characters[index].isNumber
            || characters[index] == "_" {
            index += 1
        }
        return String(characters[start..<index])
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private func hasPrefix(_ text: String) -> Bool {
        let needle = Array(text)
        return index + needle.count <= characters.count && Array(characters[index..<index + needle.count]) == needle
    }

    private func error(_ message: String) -> VisualFormatError {
        VisualFormatError(message: message, format: format)
    }
}
