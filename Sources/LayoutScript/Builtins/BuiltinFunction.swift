import Foundation
import LayoutScene

/// The free functions a scene may call.
enum BuiltinFunction: String, CaseIterable {
    case stride, min, max, abs, floor, ceil, round, sqrt, print, fatalError, debugPrint, assert, precondition
    case sin, cos, tan, asin, acos, atan, atan2, pow, exp, log, log2, log10, hypot, fmod, trunc, zip
    case NSLocalizedString
    /// Swift 3's `UIEdgeInsetsMake(top, left, bottom, right)`, which older files still call.
    case UIEdgeInsetsMake
    /// Foundation's `NSMakeRange(location, length)`.
    case NSMakeRange
    /// Core Graphics' C constructors, which Swift 2 files call (`CGRectMake(0, 0, 320, 44)`).
    case CGRectMake, CGSizeMake, CGPointMake
    /// The C library's random numbers, from ``SceneRandomNumbers`` so that a scene draws the same every time.
    case arc4random, arc4random_uniform
    /// Swift's `type(of:)`: the dynamic type of a value (`type(of: self).reuseIdentifier`).
    case type
    /// UIKit's image contexts, for images made of solid fills (``Interpreter/callImageContextBuiltin(_:labels:_:at:)``).
    case UIGraphicsBeginImageContext, UIGraphicsBeginImageContextWithOptions, UIGraphicsGetCurrentContext
    case UIGraphicsGetImageFromCurrentImageContext, UIGraphicsEndImageContext, UIRectFill

    /// Whether the function computes a number from numbers (`abs`, `min`, `pow`, …).
    var isMath: Bool {
        switch self {
        case .min, .max, .abs, .floor, .ceil, .round, .sqrt, .sin, .cos, .tan, .asin, .acos, .atan, .atan2, .pow,
             .exp, .log, .log2, .log10, .hypot, .fmod, .trunc, .arc4random_uniform: true
        default: false
        }
    }
}

extension Interpreter {
    func callBuiltin(_ function: BuiltinFunction, labels: [String?], _ values: [Value], at span: SourceSpan) throws
        -> Value {
        // a number the app's data or code not given would supply (`abs(viewModel.offset)`) stays unknown
        if function.isMath, let unknown = values.first(where: \.isUnknown) { return unknown }
        switch function {
        case .stride:
            return try stride(labels: labels, values, at: span)
        case .min, .max:
            guard values.count >= 2, labels.allSatisfy({ $0 == nil }) else {
                throw ScriptFailure.runtime("'\(function.rawValue)' takes two or more unlabelled values", at: span)
            }
            return try values.dropFirst().reduce(values[0]) { best, next in
                let less = try apply(.less, next, best, at: span)
                return (function == .min) == (less.isTrue) ? next : best
            }
        case .abs, .floor, .ceil, .round, .sqrt:
            guard values.count == 1, labels == [nil], let number = values[0].number else {
                throw ScriptFailure.runtime("'\(function.rawValue)' takes one number", at: span)
            }
            if case .int(let integer) = values[0], function == .abs {
                guard integer != .min else { throw ScriptFailure.runtime("'abs(\(integer))' overflows 'Int'", at: span) }
                return .int(Swift.abs(integer))
            }
            let math: [BuiltinFunction: (Double) -> Double] = [.abs: Swift.abs, .floor: Foundation.floor,
                                                               .ceil: Foundation.ceil, .round: Foundation.round,
                                                               .sqrt: Foundation.sqrt]
            return .double(math[function]!(number))
        case .print, .debugPrint:
            warn("'\(function.rawValue)' has no effect in a scene file; its output is discarded", at: span)
            return .void
        case .assert, .precondition:
            if case .bool(false)? = values.first {
                let message = values.count > 1 ? ": " + describe(values[1]) : ""
                throw ScriptFailure.runtime("\(function == .assert ? "Assertion" : "Precondition") failed\(message)",
                                            at: span)
            }
            return .void
        case .sin, .cos, .tan, .asin, .acos, .atan, .exp, .log, .log2, .log10, .trunc:
            guard values.count == 1, let number = values[0].number else {
                throw ScriptFailure.runtime("'\(function.rawValue)' takes one number", at: span)
            }
            let math: [BuiltinFunction: (Double) -> Double] = [
                .sin: Foundation.sin, .cos: Foundation.cos, .tan: Foundation.tan, .asin: Foundation.asin,
                .acos: Foundation.acos, .atan: Foundation.atan, .exp: Foundation.exp, .log: Foundation.log,
                .log2: Foundation.log2, .log10: Foundation.log10, .trunc: Foundation.trunc,
            ]
            return .double(math[function]!(number))
        case .atan2, .pow, .hypot, .fmod:
            guard values.count == 2, let first = values[0].number, let second = values[1].number else {
                throw ScriptFailure.runtime("'\(function.rawValue)' takes two numbers", at: span)
            }
            let math: [BuiltinFunction: (Double, Double) -> Double] = [
                .atan2: Foundation.atan2, .pow: Foundation.pow, .hypot: Foundation.hypot, .fmod: Foundation.fmod,
            ]
            return .double(math[function]!(first, second))
        case .zip:
            guard values.count == 2 else { throw ScriptFailure.runtime("'zip' takes two sequences", at: span) }
            let (first, second) = (try elements(of: values[0], at: span), try elements(of: values[1], at: span))
            return .array(Swift.zip(first, second).map { .tuple([$0, $1], labels: [nil, nil]) })
        case .NSLocalizedString:
            // the app's string tables' text (`--locale`), else the `value:` given, else the key, as Foundation
            guard case .string(let key)? = values.first else {
                throw ScriptFailure.runtime("'NSLocalizedString' takes a string key", at: span)
            }
            let argument = { (label: String) -> String? in
                labels.firstIndex(of: label).flatMap { if case .string(let text) = values[$0] { text } else { nil } }
            }
            return .string(localizedText(key, table: argument("tableName"), value: argument("value")))
        case .UIEdgeInsetsMake:
            // insets from the app's constants (`UIEdgeInsetsMake(Consts.top, …)`) are unknown, carrying the insets
            // they most likely are
            guard let (values, unknown) = likelyConstructorNumbers(values) else { return values[0] }
            let numbers = values.compactMap(\.number)
            guard numbers.count == 4, values.count == 4, labels.allSatisfy({ $0 == nil }) else {
                throw ScriptFailure.runtime("'UIEdgeInsetsMake' takes four numbers (top, left, bottom, right)", at: span)
            }
            let insets = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
                .scriptValue
            return unknown.map { carryingLikelyValue(insets, of: $0) } ?? insets
        case .CGRectMake, .CGSizeMake, .CGPointMake:
            return try coreGraphicsValue(function, labels: labels, values, at: span)
        case .NSMakeRange:
            guard values.count == 2, labels == [nil, nil], case .int(let location) = values[0],
                  case .int(let length) = values[1] else {
                throw ScriptFailure.runtime("'NSMakeRange' takes two integers (location, length)", at: span)
            }
            return .object(NSRange(location: location, length: length))
        case .arc4random:
            guard values.isEmpty else { throw ScriptFailure.runtime("'arc4random' takes no arguments", at: span) }
            return .int(Int(randomNumbers.next()))
        case .arc4random_uniform:
            guard values.count == 1, labels == [nil], case .int(let bound) = values[0], (0...Int(UInt32.max)).contains(bound)
            else {
                throw ScriptFailure.runtime("'arc4random_uniform' takes one UInt32 upper bound", at: span)
            }
            return .int(Int(randomNumbers.next(below: UInt32(bound))))
        case .fatalError:
            let message = values.first.map(describe) ?? ""
            throw ScriptFailure.runtime("Fatal error\(message.isEmpty ? "" : ": \(message)")", at: span)
        case .type:
            guard values.count == 1, labels == ["of"] else {
                throw ScriptFailure.runtime("'type(of:)' takes one value labelled 'of:'", at: span)
            }
            if values[0].isUnknown { return values[0] }
            guard let type = dynamicType(of: values[0]) else {
                throw ScriptFailure.runtime("'type(of:)' of a value of type '\(typeName(of: values[0]))' is not supported "
                                                + "in scene files", at: span)
            }
            return .type(type)
        case .UIGraphicsBeginImageContext, .UIGraphicsBeginImageContextWithOptions, .UIGraphicsGetCurrentContext,
             .UIGraphicsGetImageFromCurrentImageContext, .UIGraphicsEndImageContext, .UIRectFill:
            return try callImageContextBuiltin(function, labels: labels, values, at: span)
        }
    }

    /// The type a value is an instance of, as `type(of:)` gives it: a scene class (the subclass, not the declared
    /// type), a UIKit class, a struct or enum the scene declares, or one of Swift's own types.
    private func dynamicType(of value: Value) -> TypeValue? {
        switch value {
        case .object(let object):
            if let scripted = HostBase.scriptedObject(object) { return .scriptClass(scripted.instance.scriptClass) }
            return hostType(of: object).map(TypeValue.host)
        case .structValue(let instance): return .namespace(instance.type)
        case .enumValue(let instance): return .namespace(instance.type)
        case .type: return nil
        default: return inferredType(of: value).map(TypeValue.builtin)
        }
    }

    private func stride(labels: [String?], _ values: [Value], at span: SourceSpan) throws -> Value {
        // bounds from the app's data (`stride(from: 0, to: pages.count, by: size)`): a sequence as unknown as they are
        if let unknown = values.first(where: \.isUnknown) { return unknown }
        guard values.count == 3, labels[0] == "from", labels[1] == "to" || labels[1] == "through", labels[2] == "by",
              let start = values[0].number, let end = values[1].number, let step = values[2].number else {
            throw ScriptFailure.runtime("use stride(from:to:by:) or stride(from:through:by:) with numbers", at: span)
        }
        guard step != 0, step.isFinite else { throw ScriptFailure.runtime("stride step must be a nonzero number", at: span) }
        let isInteger = values.allSatisfy { if case .int = $0 { true } else { false } }
        return .stride(NumericStride(start: start, end: end, step: step, includesEnd: labels[1] == "through",
                                     isInteger: isInteger))
    }
}

extension Value {
    var isTrue: Bool {
        if case .bool(true) = self { return true }
        return false
    }
}

extension Interpreter {
    /// `CGRectMake(x, y, width, height)`, `CGSizeMake(width, height)`, `CGPointMake(x, y)`; an unknown number among
    /// them makes the whole value unknown, carrying the value it most likely is (see
    /// ``likelyGeometryArguments(_:receiver:_:)``).
    private func coreGraphicsValue(_ function: BuiltinFunction, labels: [String?], _ values: [Value],
                                   at span: SourceSpan) throws -> Value {
        let (count, parts) = switch function {
        case .CGRectMake: (4, "x, y, width, height")
        case .CGSizeMake: (2, "width, height")
        default: (2, "x, y")
        }
        guard let (values, unknown) = likelyConstructorNumbers(values) else { return values[0] }
        let numbers = values.compactMap(\.number).map { CGFloat($0) }
        guard numbers.count == count, values.count == count, labels.allSatisfy({ $0 == nil }) else {
            throw ScriptFailure.runtime("'\(function.rawValue)' takes \(count) numbers (\(parts))", at: span)
        }
        let made: Value = switch function {
        case .CGRectMake: .object(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        case .CGSizeMake: .object(CGSize(width: numbers[0], height: numbers[1]))
        default: .object(CGPoint(x: numbers[0], y: numbers[1]))
        }
        return unknown.map { carryingLikelyValue(made, of: $0) } ?? made
    }
}
