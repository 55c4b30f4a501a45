import Foundation
import LayoutScene

/// The members of Swift's own values a scene may use: arrays, ranges and strides, strings, numbers, tuples.
enum BuiltinMembers {
    /// The mutating methods of arrays and dictionaries, which change the variable holding the collection.
    static let mutatingArrayMethods: Set<String> = ["append", "insert", "remove", "removeAll", "removeFirst",
                                                    "removeLast", "reverse", "sort", "popLast", "updateValue",
                                                    "removeValue", "merge", "removeSubrange"]
    static let sequenceMembers = ["count", "isEmpty", "first", "last", "map", "compactMap", "filter", "forEach",
                                  "enumerated", "reversed", "contains", "allSatisfy", "reduce", "sorted", "min", "max",
                                  "joined", "prefix", "suffix", "dropFirst", "dropLast", "firstIndex"]

    static func names(for value: Value) -> [String] {
        switch value {
        case .array: sequenceMembers + Array(mutatingArrayMethods) + ["indices", "snp"]
        case .dictionary: sequenceMembers + ["keys", "values", "mapValues", "compactMapValues", "updateValue",
                                             "removeValue", "merge", "merging"]
        case .set: sequenceMembers + Interpreter.setMembers
        case .range: sequenceMembers + ["lowerBound", "upperBound"]
        case .stride: sequenceMembers
        case .string: ["count", "isEmpty", "uppercased", "lowercased", "hasPrefix", "hasSuffix", "contains",
                       "replacingOccurrences", "components", "split", "trimmingCharacters", "capitalized", "prefix",
                       "suffix", "first", "last", "startIndex", "endIndex", "index", "distance", "firstIndex",
                       "lastIndex", "range", "remove", "removeFirst", "removeLast", "insert", "append", "removeAll",
                       "removeSubrange"] + NSStringSpellings.names
        case .int, .double: ["rounded", "truncatingRemainder", "magnitude", "description"]
        default: []
        }
    }

    /// Runs a mutating array method on `items`; returns what the method returns.
    static func mutate(_ items: inout [Value], _ name: String, labels: [String?], _ arguments: [Value],
                       interpreter: Interpreter, at span: SourceSpan) throws -> Value {
        func index(_ value: Value, allowingEnd: Bool) throws -> Int {
            guard case .int(let position) = value, position >= 0,
                  position < items.count || allowingEnd && position == items.count else {
                throw ScriptFailure.runtime("index out of range", at: span)
            }
            return position
        }
        switch (name, labels) {
        case ("append", [nil]): items.append(arguments[0])
        case ("append", ["contentsOf"]): items += try interpreter.elements(of: arguments[0], at: span)
        case ("insert", [nil, "at"]): items.insert(arguments[0], at: try index(arguments[1], allowingEnd: true))
        case ("insert", ["contentsOf", "at"]):
            items.insert(contentsOf: try interpreter.elements(of: arguments[0], at: span),
                         at: try index(arguments[1], allowingEnd: true))
        case ("remove", ["at"]): return items.remove(at: try index(arguments[0], allowingEnd: false))
        case ("removeAll", []): items.removeAll()
        case ("removeFirst", []), ("removeLast", []):
            guard !items.isEmpty else { throw ScriptFailure.runtime("can't remove from an empty array", at: span) }
            return name == "removeFirst" ? items.removeFirst() : items.removeLast()
        case ("popLast", []): return items.popLast() ?? .null
        case ("reverse", []): items.reverse()
        case ("sort", []): items = try interpreter.sorted(items, at: span)
        case ("sort", ["by"]), ("sort", [nil]): items = try interpreter.sorted(items, by: arguments[0], at: span)
        case ("removeAll", ["where"]), ("removeAll", [nil]):
            items = try items.filter { try !interpreter.call(arguments[0], arguments: [$0], at: span).isTrue }
        default:
            throw ScriptFailure.runtime("no exact matches in call to instance method '\(name)' with labels "
                                            + "'\(labels.map { "\($0 ?? "_"):" }.joined())'", at: span)
        }
        return .void
    }
}

extension Interpreter {
    func builtinProperty(of value: Value, _ name: String, at span: SourceSpan) throws -> Value? {
        switch (value, name) {
        case (.dictionary(let dictionary), _):
            return dictionaryProperty(dictionary, name)
        case (.array(let elements), "count"): return .int(elements.count)
        case (.range(let range), "count"): return .int(range.count)
        case (.string(let text), _): return stringProperty(text, name)
        case (.array(let elements), "indices"): return .range(IntegerRange(lowerBound: 0, upperBound: elements.count,
                                                                           isReversed: false))
        case (.range(let range), "lowerBound"): return .int(range.lowerBound)
        case (.range(let range), "upperBound"): return .int(range.upperBound)
        case (.array(let elements), "snp"):
            let views = elements.compactMap { $0.host(View.self) }
            guard views.count == elements.count else {
                throw ScriptFailure.runtime("'snp' on an array needs every element to be a view", at: span)
            }
            return .object(views.snp)
        case (_, "isEmpty") where isSequenceType(value): return .bool(try elements(of: value, at: span).isEmpty)
        case (_, "count") where isSequenceType(value): return .int(try elements(of: value, at: span).count)
        case (_, "first") where isSequenceType(value): return try elements(of: value, at: span).first ?? .null
        case (_, "last") where isSequenceType(value): return try elements(of: value, at: span).last ?? .null
        case (.int(let number), "magnitude"):
            guard number != .min else { throw ScriptFailure.runtime("'\(number).magnitude' overflows 'Int'", at: span) }
            return .int(Swift.abs(number))
        case (.double(let number), "magnitude"): return .double(number.magnitude)
        case (.int, "description"), (.double, "description"), (.bool, "description"), (.string, "description"):
            return .string(describe(value))
        case (.tuple(let elements, let labels), _):
            if let position = Int(name), elements.indices.contains(position) { return elements[position] }
            if let position = labels.firstIndex(of: name) { return elements[position] }
            return nil
        default:
            return nil
        }
    }

    func callBuiltinMember(_ base: Value, _ name: String, _ call: Call, in scope: Scope, at span: SourceSpan) throws
        -> Value {
        // the character sets `trimmingCharacters(in:)` takes (`.whitespaces`, `CharacterSet.alphanumerics.inverted`,
        // `CharacterSet(charactersIn: "#")`)
        if case .string(let text) = base, name == "trimmingCharacters", call.labels == ["in"] {
            let set = try characterSet(call.arguments[0].value, in: scope)
            return .string(text.trimmingCharacters(in: set))
        }
        if case .string(let text) = base, TextMeasurementBindings.bridgedStringMethods.contains(name) {
            // Foundation bridges `NSString`'s text measurement to `String`
            return try callMember(.object(FoundationString(string: text)), name, call, in: scope, at: span)
        }
        let arguments: [Value]
        do {
            arguments = try call.arguments.map { try evaluate($0.value, in: scope, expecting: inferredElementType(base)) }
        } catch let failure as ScriptFailure {
            // an app's extension method (`"Title".styled(font: .headline)`): unknown, its arguments never evaluated
            guard !BuiltinMembers.names(for: base).contains(name) else { throw failure }
            return try callValue(member(of: base, name, at: span), call, in: scope, at: span)
        }
        let labels = call.labels
        if case .dictionary(let dictionary) = base,
           let result = try dictionaryMethod(dictionary, name, labels, arguments, at: span) {
            return result
        }
        if case .set(let set) = base, let result = try setMethod(set, name, labels, arguments, at: span) {
            return result
        }
        if isSequenceType(base), let result = try sequenceMethod(base, name, labels, arguments, at: span) { return result }
        switch (base, name, labels) {
        case (.string(let text), _, _):
            if let result = try stringMethod(text, name, labels, arguments, at: span) { return result }
            if stringProperty(text, name) == nil, BuiltinMembers.names(for: base).contains(name) { break }
            return try callValue(member(of: base, name, at: span), call, in: scope, at: span)
        case (.int, "rounded", []): return base
        case (.double(let number), "rounded", []): return .double(number.rounded())
        case (.double(let number), "squareRoot", []): return .double(number.squareRoot())
        case (.double(let number), "truncatingRemainder", ["dividingBy"]):
            if let divisor = arguments[0].number { return .double(number.truncatingRemainder(dividingBy: divisor)) }
        default:
            if let property = try builtinProperty(of: base, name, at: span) {
                return try callValue(property, call, in: scope, at: span)
            }
            if case .array = base, BuiltinMembers.mutatingArrayMethods.contains(name) {
                throw ScriptFailure.runtime("cannot use mutating member on immutable value: '\(name)' needs an array "
                                                + "stored in a 'var'", at: span)
            }
            if case .set = base, Interpreter.mutatingSetMethods.contains(name) {
                throw ScriptFailure.runtime("cannot use mutating member on immutable value: '\(name)' needs a set "
                                                + "stored in a 'var'", at: span)
            }
            // an app's extension of a Swift type (`titles.get(index: i)`, a safe getter): unknown, with a suggestion
            // when the name is close to a real member
            guard BuiltinMembers.names(for: base).contains(name) else {
                return try callValue(member(of: base, name, at: span), call, in: scope, at: span)
            }
            throw noMember(name, of: base, at: span)
        }
        throw ScriptFailure.runtime("no exact matches in call to instance method '\(name)'", at: span)
    }

    private func inferredElementType(_ base: Value) -> ScriptType? {
        if case .array(let elements) = base, let first = elements.first { return inferredType(of: first) }
        if case .set(let set) = base, let first = set.elements.first { return inferredType(of: first) }
        return nil
    }

    /// The methods every sequence has; nil when `name` is not one of them.
    private func sequenceMethod(_ base: Value, _ name: String, _ labels: [String?], _ arguments: [Value],
                                at span: SourceSpan) throws -> Value? {
        func each(_ body: (Value) throws -> Void) throws {
            try iterate(base, at: span) { element in
                try countIteration(span)
                try body(element)
                return true
            }
        }
        func apply(_ function: Value, _ element: Value) throws -> Value { try call(function, arguments: [element], at: span) }
        switch (name, labels) {
        case ("map", [nil]):
            var result: [Value] = []
            try each { result.append(try apply(arguments[0], $0)) }
            return try checkLength(.array(result), at: span)
        case ("compactMap", [nil]):
            var result: [Value] = []
            try each { let mapped = try apply(arguments[0], $0); if !mapped.isNull { result.append(mapped) } }
            return .array(result)
        case ("filter", [nil]):
            var result: [Value] = []
            try each { if try apply(arguments[0], $0).isTrue { result.append($0) } }
            return .array(result)
        case ("forEach", [nil]):
            try each { _ = try apply(arguments[0], $0) }
            return .void
        case ("allSatisfy", [nil]):
            var all = true
            try each { if all, try !apply(arguments[0], $0).isTrue { all = false } }
            return .bool(all)
        case ("contains", _) where labels == ["where"] || labels == [nil] && arguments.first.map(isFunction) == true:
            var found = false
            try each { if !found, try apply(arguments[0], $0).isTrue { found = true } }
            return .bool(found)
        case ("reduce", [nil, nil]):
            var accumulator = arguments[0]
            try each { accumulator = try call(arguments[1], arguments: [accumulator, $0], at: span) }
            return accumulator
        case ("enumerated", []):
            return .array(try elements(of: base, at: span).enumerated().map {
                .tuple([.int($0.offset), $0.element], labels: ["offset", "element"])
            })
        case ("reversed", []):
            if case .range(let range) = base {
                return .range(IntegerRange(lowerBound: range.lowerBound, upperBound: range.upperBound,
                                           isReversed: !range.isReversed))
            }
            return .array(try elements(of: base, at: span).reversed())
        case ("contains", [nil]):
            return .bool(try elements(of: base, at: span).contains { valuesEqual($0, arguments[0]) == true })
        case ("firstIndex", ["of"]):
            return try elements(of: base, at: span).firstIndex { valuesEqual($0, arguments[0]) == true }.map(Value.int)
                ?? .null
        case ("sorted", []):
            return .array(try sorted(elements(of: base, at: span), at: span))
        case ("sorted", ["by"]), ("sorted", [nil]):
            return .array(try sorted(elements(of: base, at: span), by: arguments[0], at: span))
        case ("min", ["by"]), ("max", ["by"]), ("min", [nil]), ("max", [nil]):
            let ordered = try sorted(elements(of: base, at: span), by: arguments[0], at: span)
            return (name == "min" ? ordered.first : ordered.last) ?? .null
        case ("first", ["where"]), ("first", [nil]), ("last", ["where"]), ("last", [nil]),
             ("firstIndex", ["where"]), ("lastIndex", ["where"]), ("firstIndex", [nil]), ("lastIndex", [nil]):
            let all = try elements(of: base, at: span)
            let indices = name == "first" || name == "firstIndex" ? Array(all.indices) : all.indices.reversed()
            for index in indices {
                try countIteration(span)
                if try apply(arguments[0], all[index]).isTrue { return name.hasSuffix("Index") ? .int(index) : all[index] }
            }
            return .null
        case ("flatMap", [nil]):
            var result: [Value] = []
            try each { result += try elements(of: apply(arguments[0], $0), at: span) }
            return try checkLength(.array(result), at: span)
        case ("reduce", ["into", nil]):
            let accumulator = Variable(value: arguments[0], isMutable: true, type: nil, naming: .local)
            try each { element in
                // Swift passes the accumulator `inout`: a closure's body changes it in place and returns nothing
                if case .function(.closure(let closure, let captured)) = arguments[1] {
                    _ = try invoke(closure, captured: captured, arguments: [accumulator.value ?? .null, element],
                                   at: span, sharingFirst: accumulator)
                } else {
                    accumulator.value = try call(arguments[1], arguments: [accumulator.value ?? .null, element],
                                                 at: span)
                }
            }
            return accumulator.value ?? .null
        case ("count", ["where"]):
            var count = 0
            try each { if try apply(arguments[0], $0).isTrue { count += 1 } }
            return .int(count)
        case ("min", []), ("max", []):
            let sortedElements = try sorted(elements(of: base, at: span), at: span)
            return (name == "min" ? sortedElements.first : sortedElements.last) ?? .null
        case ("joined", ["separator"]), ("joined", []):
            let items = try elements(of: base, at: span)
            // text the app's data would give: the joined text is unknown too
            if let unknown = items.first(where: \.isUnknown) { return unknown }
            if name == "joined", arguments.isEmpty, items.allSatisfy({ if case .array = $0 { true } else { false } }) {
                return try checkLength(.array(items.flatMap { try elements(of: $0, at: span) }), at: span)
            }
            let parts = try items.map { element -> String in
                guard case .string(let text) = element else {
                    throw ScriptFailure.runtime("'joined' needs an array of strings, not of '\(typeName(of: element))'",
                                                at: span)
                }
                return text
            }
            let separator = if case .string(let text)? = arguments.first { text } else { "" }
            return try checkLength(.string(parts.joined(separator: separator)), at: span)
        case ("prefix", [nil]), ("suffix", [nil]), ("dropFirst", [nil]), ("dropLast", [nil]), ("dropFirst", []),
             ("dropLast", []):
            let count = if case .int(let number)? = arguments.first { max(0, number) } else { 1 }
            let all = try elements(of: base, at: span)
            switch name {
            case "prefix": return .array(Array(all.prefix(count)))
            case "suffix": return .array(Array(all.suffix(count)))
            case "dropFirst": return .array(Array(all.dropFirst(count)))
            default: return .array(Array(all.dropLast(count)))
            }
        default:
            return nil
        }
    }

    private func isFunction(_ value: Value) -> Bool {
        if case .function = value { return true }
        return false
    }

    /// Sorts with a scene closure (or operator) as the comparison.
    func sorted(_ elements: [Value], by comparison: Value, at span: SourceSpan) throws -> [Value] {
        var failure: (any Error)?
        let result = elements.sorted { left, right in
            guard failure == nil else { return false }
            do {
                try countIteration(span)
                return try call(comparison, arguments: [left, right], at: span).isTrue
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return result
    }

    func sorted(_ elements: [Value], at span: SourceSpan) throws -> [Value] {
        var failure: ScriptFailure?
        let result = elements.sorted { left, right in
            do {
                return try apply(.less, left, right, at: span).isTrue
            } catch let error as ScriptFailure {
                failure = failure ?? error
            } catch {}
            return false
        }
        if let failure { throw failure }
        return result
    }
}
