import Foundation
import LayoutScene

/// `NSString` (`NSString(string:)`, `as NSString`, `length`, `range(of:)`), text measured in scene code —
/// `boundingRect(with:options:attributes:context:)` and `size(withAttributes:)` on `NSString` and `String`,
/// `boundingRect(with:options:context:)` and `size()` on `NSAttributedString` — and `NSStringDrawingOptions`.
enum TextMeasurementBindings {
    /// The `NSString` methods a Swift `String` reaches through Foundation's bridging.
    static let bridgedStringMethods: Set<String> = ["boundingRect", "size"]

    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let attributes = ScriptType.optional(.dictionary(t.host(AttributedStringKey.self), .any))
        let options = registry.type(StringDrawingOptions.self)
        let optionList = ScriptType.oneOf([.host(options), .array(.host(options))], name: "NSStringDrawingOptions")
        for option in StringDrawingOptions.named { options.constant(option.name, StringDrawingOptions(rawValue: option.rawValue)) }
        options.initializer("init(rawValue:)", [t.int]) { try .object(StringDrawingOptions(rawValue: $0.get(0))) }
        options.readOnly("rawValue", \StringDrawingOptions.rawValue)
        options.method("union(_:)", [optionList]) { call in
            .object(StringDrawingOptions(rawValue: try call.receiver(StringDrawingOptions.self).rawValue
                                            | drawingOptions(call.value(0)).rawValue))
        }

        let string = registry.type(FoundationString.self)
        string.initializer("init(string:)", [t.string]) { try .object(FoundationString(string: $0.get(0))) }
        string.readOnly("length", .int) { (string: FoundationString) in .int(string.string.utf16.count) }
        string.method("range(of:)", [t.string]) { call in
            let text = try call.receiver(FoundationString.self).string
            let target: String = try call.get(0)
            guard !target.isEmpty, let found = text.range(of: target) else {
                return .object(NSRange(location: NSNotFound, length: 0))
            }
            return .object(NSRange(found, in: text))
        }
        string.method("boundingRect(with:options:attributes:context:)", [t.size, optionList, attributes, .optional(.any)]) {
            call in
            let text = AttributedText(string: try call.receiver(FoundationString.self).string,
                                      attributes: call.interpreter.textAttributes(call.value(2), at: call.span))
            return try call.interpreter.boundingRect(of: text, in: call.get(0), options: drawingOptions(call.value(1)),
                                                     at: call.span).scriptValue
        }
        string.method("size(withAttributes:)", [attributes]) { call in
            let text = AttributedText(string: try call.receiver(FoundationString.self).string,
                                      attributes: call.interpreter.textAttributes(call.value(0), at: call.span))
            return try call.interpreter.boundingRect(of: text, in: nil, options: StringDrawingOptions(rawValue: 0),
                                                     at: call.span).size.scriptValue
        }

        let attributed = registry.type(ScriptAttributedString.self)
        attributed.method("boundingRect(with:options:context:)", [t.size, optionList, .optional(.any)]) { call in
            try call.interpreter.boundingRect(of: call.receiver(ScriptAttributedString.self).text, in: call.get(0),
                                              options: drawingOptions(call.value(1)), at: call.span).scriptValue
        }
        attributed.method("size()", []) { call in
            try call.interpreter.boundingRect(of: call.receiver(ScriptAttributedString.self).text, in: nil,
                                              options: StringDrawingOptions(rawValue: 0), at: call.span).size.scriptValue
        }
    }

    /// One option or a list of them, as one.
    private static func drawingOptions(_ value: Value) -> StringDrawingOptions {
        if case .array(let elements) = value {
            return StringDrawingOptions(rawValue: elements.reduce(0) { $0 | drawingOptions($1).rawValue })
        }
        return value.host(StringDrawingOptions.self) ?? StringDrawingOptions(rawValue: 0)
    }
}
