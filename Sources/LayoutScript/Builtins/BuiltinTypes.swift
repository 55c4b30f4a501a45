import Foundation

/// Swift's own types a scene can name: numbers, `Bool`, `String`, and what they offer statically (`CGFloat.pi`).
/// The sized integer types (`UInt32` of `arc4random()`, `Int64`, …) are `Int`: a scene's numbers are small enough.
/// `Character` is a one-character `String`; `Error`, `AnyHashable` and `CVarArg` (what `String(format:)` takes) hold
/// any value (the interpreter does not check their conformances), as do the standard library's protocols used as
/// types (`[CustomStringConvertible]`, `any Hashable`); `Never`, which has no values, is `Void`.
enum BuiltinTypes {
    static let names = ["Int", "Double", "CGFloat", "Float", "Bool", "String", "Array", "Dictionary", "Set", "Void", "Any", "AnyObject", "Selector",
                         "TimeInterval", "Character", "Error", "AnyHashable", "CVarArg", "Never"] + sizedIntegers
        + standardProtocols

    /// The standard library's protocols a scene may use as a type, holding any value.
    static let standardProtocols = ["CustomStringConvertible", "LosslessStringConvertible", "CustomDebugStringConvertible",
                                    "Hashable", "Equatable", "Comparable", "Codable", "Encodable", "Decodable",
                                    "Identifiable", "Sendable", "StringProtocol", "Numeric", "BinaryInteger",
                                    "FloatingPoint"]

    /// The integer types a scene treats as `Int`.
    static let sizedIntegers = ["UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Int8", "Int16", "Int32", "Int64"]

    static func named(_ name: String) -> ScriptType? {
        switch name {
        case "Int": .int
        case _ where sizedIntegers.contains(name): .int
        case "Double", "CGFloat", "Float", "TimeInterval": .floating(name)
        case "Bool": .bool
        case "String", "Character": .string
        case "Array": .array(.any)
        case "Dictionary": .dictionary(.any, .any)
        case "Set": .set(.any)
        case "Void", "Never": .void
        case "Any", "AnyObject", "Selector", "Error", "AnyHashable", "CVarArg": .any
        case _ where standardProtocols.contains(name): .any
        default: nil
        }
    }

    static func staticValue(of type: ScriptType, _ name: String) -> Value? {
        switch (type, name) {
        case (.floating, "pi"): .double(.pi)
        case (.floating, "zero"): .double(0)
        case (.floating, "infinity"): .double(.infinity)
        case (.floating, "greatestFiniteMagnitude"): .double(.greatestFiniteMagnitude)
        case (.int, "zero"): .int(0)
        case (.int, "max"): .int(.max)
        case (.int, "min"): .int(.min)
        default: nil
        }
    }

    static func staticNames(of type: ScriptType) -> [String] {
        switch type {
        case .floating: ["pi", "zero", "infinity", "greatestFiniteMagnitude"]
        case .int: ["zero", "max", "min"]
        default: []
        }
    }
}

extension Interpreter {
    /// `CGFloat(x)`, `Int(x)`, `String(x)`, `String(describing: x)`, `Array(sequence)`, `Set(sequence)`; without an argument, the zero
    /// value (`Double()` is 0, `Bool()` false).
    func convert(_ values: [Value], labels: [String?], to type: ScriptType, at span: SourceSpan) throws -> Value {
        switch (type, values.first, labels.first ?? nil) {
        case (.int, .string(let text)?, nil) where values.count == 1:
            return Int(text.trimmingCharacters(in: .whitespaces)).map(Value.int) ?? .null
        case (.floating, .string(let text)?, nil) where values.count == 1:
            return Double(text).map(Value.double) ?? .null
        case (.floating, let value?, nil) where values.count == 1:
            if let number = value.number { return .double(number) }
        case (.int, let value?, nil) where values.count == 1:
            if case .int = value { return value }
            if case .double(let number) = value {
                guard number.isFinite, abs(number) < 9.2e18 else {
                    throw ScriptFailure.runtime("Double value cannot be converted to Int because it is either "
                                                    + "infinite, NaN or too large", at: span)
                }
                return .int(Int(number))
            }
        case (.int, .string(let text)?, nil) where labels == [nil, "radix"]:
            guard case .int(let radix) = values[1], (2...36).contains(radix) else { break }
            return Int(text, radix: radix).map(Value.int) ?? .null
        case (.int, let value?, "exactly") where values.count == 1:
            guard let number = value.number else { break }
            return number.rounded() == number && abs(number) < 9.2e18 ? .int(Int(number)) : .null
        case (.floating, let value?, "exactly") where values.count == 1:
            if let number = value.number { return .double(number) }
        case (.int, .int?, "truncatingIfNeeded"), (.int, .int?, "clamping"), (.int, .int?, "bitPattern"):
            // a scene's sized integers are all `Int`, so nothing is cut or clamped
            if values.count == 1 { return values[0] }
        case (.floating, let value?, "truncating") where values.count == 1:
            if let number = value.number { return .double(number) }
        case (.string, .string(let template)?, "format"):
            // `String(format:arguments:)` takes the values as one array (a `CVarArg...` parameter passed on)
            var arguments = Array(values.dropFirst())
            if labels == ["format", "arguments"], case .array(let items)? = arguments.first { arguments = items }
            switch StringFormatting.format(template, arguments, describe: describe) {
            case .success(let text): return try checkLength(.string(text), at: span)
            case .failure(let error): throw ScriptFailure.runtime(error.message, at: span)
            }
        case (.string, .string(let key)?, "localized"):
            // `String(localized: "key", table: "Settings", comment: "…")`: the app's string tables' text
            let table = labels.firstIndex(of: "table").flatMap { if case .string(let name) = values[$0] { name } else { nil } }
            return .string(localizedText(key, table: table, value: nil))
        case (.string, let value?, nil), (.string, let value?, "describing"):
            return try checkLength(.string(describe(value)), at: span)
        case (.string, nil, _):
            return .string("")
        case (.string, .string(let text)?, "repeating") where labels == ["repeating", "count"]:
            guard case .int(let count) = values[1], count >= 0 else { break }
            let length = text.utf8.count.multipliedReportingOverflow(by: count)
            guard !length.overflow, length.partialValue <= limits.maximumStringLength else { throw stringTooLong(at: span) }
            return .string(String(repeating: text, count: count))
        case (.bool, let value?, nil):
            if case .bool = value { return value }
        case (.array, let value?, nil):
            return try checkLength(.array(elements(of: value, at: span)), at: span)
        case (.array, let element?, "repeating") where labels == ["repeating", "count"]:
            // `Array(repeating: false, count: 30)`
            guard case .int(let count) = values[1], count >= 0 else { break }
            return try checkLength(.array(Array(repeating: element, count: min(count, limits.maximumArrayCount + 1))),
                                   at: span)
        case (.array, nil, _):
            return .array([])
        case (.dictionary, nil, _):
            return .dictionary(ScriptDictionary())
        case (.set, nil, _), (.set, _, "minimumCapacity") where values.count == 1:
            return .set(ScriptSet())
        case (.set(let element), let value?, nil) where values.count == 1:
            return try makeSet(elements(of: value, at: span), element: element, at: span)
        case (.set(let element), _, "arrayLiteral"):
            return try makeSet(values, element: element, at: span)
        case (.int, nil, _):
            return .int(0)
        case (.floating, nil, _):
            return .double(0)
        case (.bool, nil, _):
            return .bool(false)
        default:
            break
        }
        if values.contains(where: \.isUnknown) || labels.contains(where: { $0 != nil }) {
            // Swift's numbers and strings have many more initializers than these (`Float(sign:exponent:significand:)`)
            let selector = Selector.text("init", labels)
            return unknown("\(type.name).\(selector)", at: span)
        }
        let argumentTypes = values.map(typeName).joined(separator: ", ")
        throw ScriptFailure.runtime("no exact matches in call to initializer of '\(type.name)' with arguments of type "
                                        + "(\(argumentTypes))", at: span)
    }
}
