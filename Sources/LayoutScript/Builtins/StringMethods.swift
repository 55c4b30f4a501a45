import Foundation

/// The `String` methods and properties view code uses (Foundation's included, and `NSString`'s own spellings:
/// ``NSStringSpellings``); characters are one-character strings.
extension Interpreter {
    func stringMethod(_ text: String, _ name: String, _ labels: [String?], _ arguments: [Value], at span: SourceSpan)
        throws -> Value? {
        func string(_ index: Int) -> String? {
            if case .string(let value) = arguments[index] { return value }
            return nil
        }
        switch (name, labels) {
        case ("uppercased", []): return .string(text.uppercased())
        case ("lowercased", []): return .string(text.lowercased())
        case ("hasPrefix", [nil]): return string(0).map { .bool(text.hasPrefix($0)) }
        case ("hasSuffix", [nil]): return string(0).map { .bool(text.hasSuffix($0)) }
        case ("contains", [nil]): return string(0).map { .bool(text.contains($0)) }
        case ("replacingOccurrences", ["of", "with"]):
            guard let target = string(0), let replacement = string(1), !target.isEmpty else { return nil }
            return try checkLength(.string(text.replacingOccurrences(of: target, with: replacement)), at: span)
        case ("components", ["separatedBy"]):
            guard let separator = string(0), !separator.isEmpty else { return nil }
            return .array(text.components(separatedBy: separator).map(Value.string))
        case ("split", ["separator"]):
            guard let separator = string(0), separator.count == 1 else { return nil }
            return .array(text.split(separator: separator.first!).map { .string(String($0)) })
        case ("prefix", [nil]), ("suffix", [nil]), ("dropFirst", [nil]), ("dropLast", [nil]), ("dropFirst", []),
             ("dropLast", []):
            let count = if case .int(let number)? = arguments.first { max(0, number) } else { 1 }
            switch name {
            case "prefix": return .string(String(text.prefix(count)))
            case "suffix": return .string(String(text.suffix(count)))
            case "dropFirst": return .string(String(text.dropFirst(count)))
            default: return .string(String(text.dropLast(count)))
            }
        case ("reversed", []): return .string(String(text.reversed()))
        case ("map", [nil]), ("forEach", [nil]), ("filter", [nil]), ("compactMap", [nil]), ("enumerated", []):
            return try callBuiltinMemberOnCharacters(text, name, labels, arguments, at: span)
        default:
            return try stringIndexMethod(text, name, labels, arguments, at: span)
                ?? NSStringSpellings.method(text, name, labels, arguments)
        }
    }

    /// `capitalized`, `first`, `last`, `isEmpty`, `count`, … of a string.
    func stringProperty(_ text: String, _ name: String) -> Value? {
        switch name {
        case "count": .int(text.count)
        case "isEmpty": .bool(text.isEmpty)
        case "capitalized": .string(text.capitalized)
        case "first": text.first.map { .string(String($0)) } ?? .null
        case "last": text.last.map { .string(String($0)) } ?? .null
        case "utf8": .array(text.utf8.map { .int(Int($0)) })
        case "utf16": .array(text.utf16.map { .int(Int($0)) })
        case "characters": .array(text.map { .string(String($0)) })
        default: stringIndexProperty(text, name) ?? NSStringSpellings.property(text, name)
        }
    }

    private func callBuiltinMemberOnCharacters(_ text: String, _ name: String, _ labels: [String?], _ arguments: [Value],
                                               at span: SourceSpan) throws -> Value? {
        let characters = Value.array(text.map { .string(String($0)) })
        var result: [Value] = []
        switch name {
        case "enumerated":
            return .array(text.enumerated().map { .tuple([.int($0.offset), .string(String($0.element))],
                                                          labels: ["offset", "element"]) })
        default:
            for element in try elements(of: characters, at: span) {
                try countIteration(span)
                let mapped = try self.call(arguments[0], arguments: [element], at: span)
                switch name {
                case "map": result.append(mapped)
                case "compactMap": if !mapped.isNull { result.append(mapped) }
                case "filter": if mapped.isTrue { result.append(element) }
                default: break
                }
            }
            if name == "filter" { return .string(result.map(describe).joined()) }
            return name == "forEach" ? .void : .array(result)
        }
    }
}
