import Foundation

/// `String.Index`: a position in a string, counted in characters (`startIndex` is 0, `endIndex` the character
/// count). Indices compare with `<` and `==`, offset with `index(_:offsetBy:)`, and subscript a string to a character
/// or, as a range, to a substring — what colour-hex helpers do with a string.
///
/// ```swift
/// let start = hex.index(hex.startIndex, offsetBy: 1)
/// let digits = String(hex[start...])   // "#FF8800" → "FF8800"
/// ```
struct StringIndex: Comparable, CustomStringConvertible, NamedScriptValue {
    /// The number of characters before the position.
    let offset: Int

    var typeName: String { "String.Index" }
    var description: String { "Index(offset: \(offset))" }

    static func < (lhs: StringIndex, rhs: StringIndex) -> Bool { lhs.offset < rhs.offset }
}

/// `Range<String.Index>` and the partial ranges (`a..<b`, `a...b`, `a...`, `..<b`, `...b`), as character offsets:
/// what `string[range]` cuts out and `range(of:)` returns.
struct StringIndexRange: CustomStringConvertible, NamedScriptValue {
    /// The first character's offset; nil from the start.
    let lower: Int?
    /// The offset past the last character; nil to the end.
    let upper: Int?

    var typeName: String { "Range<String.Index>" }
    var description: String { "Index(offset: \(lower ?? 0))..<Index(offset: \(upper.map(String.init) ?? "end"))" }

    /// The range of `a..<b` / `a...b` when either bound is a string index; the one-sided forms arrive with the
    /// farthest integer as the missing bound (see `Lowering.oneSidedRange`). Nil for other operands.
    static func make(closed: Bool, _ left: Value, _ right: Value) -> StringIndexRange? {
        let lower = left.host(StringIndex.self), upper = right.host(StringIndex.self)
        guard lower != nil || upper != nil else { return nil }
        let from: Int?
        if let lower { from = lower.offset } else if case .int(Int.min) = left { from = nil } else { return nil }
        let to: Int?
        if let upper { to = closed ? upper.offset + 1 : upper.offset }
        else if case .int(Int.max - 1) = right, closed { to = nil } else { return nil }
        return StringIndexRange(lower: from, upper: to)
    }

    /// `lowerBound` and `upperBound` of a range `range(of:)` found (both bounds are known there).
    func bound(named name: String) -> Value? {
        switch name {
        case "lowerBound": lower.map { .object(StringIndex(offset: $0)) }
        case "upperBound": upper.map { .object(StringIndex(offset: $0)) }
        default: nil
        }
    }

    /// The character offsets within a string of `count` characters, nil when the range goes past its bounds.
    func offsets(in count: Int) -> Range<Int>? {
        let from = lower ?? 0, to = upper ?? count
        guard from >= 0, from <= to, to <= count else { return nil }
        return from..<to
    }
}

extension Interpreter {
    /// `startIndex` and `endIndex` of a string.
    func stringIndexProperty(_ text: String, _ name: String) -> Value? {
        switch name {
        case "startIndex": .object(StringIndex(offset: 0))
        case "endIndex": .object(StringIndex(offset: text.count))
        default: nil
        }
    }

    /// `index(_:offsetBy:)`, `index(_:offsetBy:limitedBy:)`, `index(after:)`, `index(before:)`,
    /// `distance(from:to:)`, `firstIndex(of:)`, `lastIndex(of:)` and `range(of:)` of a string; nil for other names.
    /// Moving past either end is Swift's trap, a positioned error.
    func stringIndexMethod(_ text: String, _ name: String, _ labels: [String?], _ arguments: [Value],
                           at span: SourceSpan) throws -> Value? {
        func index(_ position: Int) throws -> Value {
            guard position >= 0, position <= text.count else {
                throw ScriptFailure.runtime("String index is out of bounds: \(position) is not in 0...\(text.count)",
                                            at: span)
            }
            return .object(StringIndex(offset: position))
        }
        let start = arguments.first?.host(StringIndex.self)
        switch (name, labels) {
        case ("index", [nil, "offsetBy"]):
            guard let start, case .int(let distance) = arguments[1] else { return nil }
            return try index(start.offset + distance)
        case ("index", [nil, "offsetBy", "limitedBy"]):
            guard let start, case .int(let distance) = arguments[1],
                  let limit = arguments[2].host(StringIndex.self) else { return nil }
            let target = start.offset + distance
            let beyond = distance >= 0 ? start.offset <= limit.offset && target > limit.offset
                : start.offset >= limit.offset && target < limit.offset
            return beyond ? .null : try index(target)
        case ("index", ["after"]), ("index", ["before"]):
            guard let start else { return nil }
            return try index(start.offset + (labels == ["after"] ? 1 : -1))
        case ("distance", ["from", "to"]):
            guard let start, let end = arguments[1].host(StringIndex.self) else { return nil }
            return .int(end.offset - start.offset)
        case ("firstIndex", ["of"]), ("lastIndex", ["of"]):
            guard case .string(let character) = arguments[0], character.count == 1 else { return nil }
            let characters = Array(text)
            let found = name == "firstIndex" ? characters.firstIndex(of: character.first!)
                : characters.lastIndex(of: character.first!)
            return found.map { .object(StringIndex(offset: $0)) } ?? .null
        case ("range", ["of"]):
            guard case .string(let target) = arguments[0] else { return nil }
            guard let found = text.range(of: target) else { return .null }
            return .object(StringIndexRange(lower: text.distance(from: text.startIndex, to: found.lowerBound),
                                            upper: text.distance(from: text.startIndex, to: found.upperBound)))
        default:
            return nil
        }
    }

    /// `text[index]` (a character) and `text[range]` (a substring) with string indices; nil for other indices.
    func stringSubscript(_ text: String, _ index: Value, at span: SourceSpan) throws -> Value? {
        if let position = index.host(StringIndex.self) {
            guard position.offset >= 0, position.offset < text.count else {
                throw ScriptFailure.runtime("String index is out of bounds: \(position.offset) is not in "
                                                + "0..<\(text.count)", at: span)
            }
            return .string(String(Array(text)[position.offset]))
        }
        guard let range = index.host(StringIndexRange.self) else { return nil }
        guard let offsets = range.offsets(in: text.count) else {
            throw ScriptFailure.runtime("String index range is out of bounds: \(range) in a string of "
                                            + "\(text.count) characters", at: span)
        }
        return .string(String(Array(text)[offsets]))
    }

    /// The mutating methods of a string held in a variable (`remove(at:)`, `removeFirst()`, `removeLast(_:)`,
    /// `insert(_:at:)`, `append(_:)`, `removeAll()`, `removeSubrange(_:)`): changes `text`, returns what the method
    /// returns. Removing from an empty string or past its end is Swift's trap, a positioned error.
    func mutateString(_ text: inout String, _ name: String, labels: [String?], _ arguments: [Value],
                      at span: SourceSpan) throws -> Value {
        var characters = Array(text)
        defer { text = String(characters) }
        func offset(_ value: Value, allowingEnd: Bool) throws -> Int {
            guard let index = value.host(StringIndex.self), index.offset >= 0,
                  index.offset < characters.count || allowingEnd && index.offset == characters.count else {
                throw ScriptFailure.runtime("String index is out of bounds", at: span)
            }
            return index.offset
        }
        func string(_ value: Value) throws -> String {
            // what the app's data would give (`text.append(char)` over an unknown key): its placeholder text
            if let symbol = value.unknownSymbol {
                return showsPlaceholderText ? PlaceholderText.text(for: symbol.name) : ""
            }
            guard case .string(let text) = value else {
                throw ScriptFailure.runtime("cannot convert value of type '\(typeName(of: value))' to expected argument "
                                                + "type 'String'", at: span)
            }
            return text
        }
        func count() throws -> Int {
            guard case .int(let number) = arguments[0], number >= 0, number <= characters.count else {
                throw ScriptFailure.runtime("can't remove more characters than the string has (\(describe(arguments[0])) "
                                                + "of \(characters.count))", at: span)
            }
            return number
        }
        switch (name, labels) {
        case ("remove", ["at"]):
            return .string(String(characters.remove(at: try offset(arguments[0], allowingEnd: false))))
        case ("removeFirst", []), ("removeLast", []):
            guard !characters.isEmpty else {
                throw ScriptFailure.runtime("can't remove \(name == "removeFirst" ? "first" : "last") element from "
                                                + "an empty collection", at: span)
            }
            return .string(String(name == "removeFirst" ? characters.removeFirst() : characters.removeLast()))
        case ("removeFirst", [nil]): characters.removeFirst(try count())
        case ("removeLast", [nil]): characters.removeLast(try count())
        case ("insert", [nil, "at"]):
            characters.insert(contentsOf: try string(arguments[0]), at: try offset(arguments[1], allowingEnd: true))
        case ("append", [nil]), ("append", ["contentsOf"]): characters += try string(arguments[0])
        case ("removeAll", []): characters.removeAll()
        case ("removeSubrange", [nil]):
            guard let range = arguments[0].host(StringIndexRange.self), let offsets = range.offsets(in: characters.count)
            else { throw ScriptFailure.runtime("String index range is out of bounds", at: span) }
            characters.removeSubrange(offsets)
        default:
            throw ScriptFailure.runtime("no exact matches in call to instance method '\(name)' with labels "
                                            + "'\(labels.map { "\($0 ?? "_"):" }.joined())' of 'String'", at: span)
        }
        return .void
    }
}
