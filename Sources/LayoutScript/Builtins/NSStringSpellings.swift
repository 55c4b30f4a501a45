import Foundation

/// `NSString`'s own spellings of what `String` does, as Objective-C sends them (`[model isEqualToString:@"iPad"]`,
/// `[title length]`) and as Swift 2 called them on `String` through Foundation (`name.stringByAppendingString("!")`,
/// `text.componentsSeparatedByString(",")`). `length` counts UTF-16 units, as `NSString` does; the number
/// conversions read a leading number as `NSString` does, 0 when there is none. Placeholder text standing for the
/// app's data (`‹ownHP›`, ``PlaceholderText``) has no number, length or equality of its own: those are unknown.
///
/// ```swift
/// NSStringSpellings.method("iPhone", "isEqualToString", [nil], [.string("iPad")]) // .bool(false)
/// NSStringSpellings.property("12.5 km", "floatValue")                             // .double(12.5)
/// ```
enum NSStringSpellings {
    /// The result of `NSString`'s method `name` with `labels` on `text`, or nil when it is not one.
    static func method(_ text: String, _ name: String, _ labels: [String?], _ arguments: [Value]) -> Value? {
        func string(_ index: Int) -> String? {
            guard index < arguments.count, case .string(let value) = arguments[index] else { return nil }
            return value
        }
        func integer(_ index: Int) -> Int? {
            guard index < arguments.count, case .int(let value) = arguments[index] else { return nil }
            return value
        }
        if PlaceholderText.marks(text), ["isEqualToString", "isEqual", "containsString"].contains(name) {
            return .unknown("\(text).\(name)")
        }
        switch (name, labels) {
        case ("isEqualToString", [nil]), ("isEqual", [nil]): return .bool(string(0) == text)
        case ("containsString", [nil]): return string(0).map { .bool(text.contains($0)) }
        case ("stringByAppendingString", [nil]): return string(0).map { .string(text + $0) }
        case ("componentsSeparatedByString", [nil]):
            guard let separator = string(0), !separator.isEmpty else { return nil }
            return .array(text.components(separatedBy: separator).map(Value.string))
        case ("stringByReplacingOccurrencesOfString", [nil, "withString"]):
            guard let target = string(0), let replacement = string(1), !target.isEmpty else { return nil }
            return .string(text.replacingOccurrences(of: target, with: replacement))
        case ("substringToIndex", [nil]):
            return integer(0).map { .string(String(text.utf16.prefix(max(0, $0))) ?? "") }
        case ("substringFromIndex", [nil]):
            return integer(0).map { .string(String(text.utf16.dropFirst(max(0, $0))) ?? "") }
        case (_, []): return property(text, name)
        default: return nil
        }
    }

    /// The value of `NSString`'s property `name` of `text`, or nil when it is not one.
    static func property(_ text: String, _ name: String) -> Value? {
        let scanner = Scanner(string: text.trimmingCharacters(in: .whitespaces))
        if PlaceholderText.marks(text), !["uppercaseString", "lowercaseString"].contains(name), names.contains(name) {
            return .unknown("\(text).\(name)")
        }
        switch name {
        case "length": return .int(text.utf16.count)
        case "uppercaseString": return .string(text.uppercased())
        case "lowercaseString": return .string(text.lowercased())
        case "integerValue", "intValue", "longLongValue": return .int(scanner.scanInt() ?? 0)
        case "floatValue", "doubleValue": return .double(scanner.scanDouble() ?? 0)
        case "boolValue":
            let first = text.trimmingCharacters(in: .whitespaces).first
            return .bool(first.map { "YyTt123456789".contains($0) } ?? false)
        default: return nil
        }
    }

    /// The names this adds to `String`'s members.
    static let names = ["isEqualToString", "isEqual", "containsString", "stringByAppendingString",
                        "componentsSeparatedByString", "stringByReplacingOccurrencesOfString", "substringToIndex",
                        "substringFromIndex", "length", "uppercaseString", "lowercaseString", "integerValue",
                        "intValue", "longLongValue", "floatValue", "doubleValue", "boolValue"]
}
