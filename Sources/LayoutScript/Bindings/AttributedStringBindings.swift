import Foundation
import LayoutScene

/// `NSAttributedString`, `NSMutableAttributedString`, `NSAttributedString.Key`, `NSMutableParagraphStyle`,
/// `NSUnderlineStyle` and `NSRange`.
enum AttributedStringBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let attributed = registry.type(ScriptAttributedString.self)
        let mutable = registry.type(ScriptMutableAttributedString.self)
        let key = t.host(AttributedStringKey.self)
        let attributes = ScriptType.optional(.dictionary(key, .any))
        let range = t.host(NSRange.self)
        for (type, make) in [(attributed, { ScriptAttributedString($0) }),
                             (mutable, { ScriptMutableAttributedString($0) as ScriptAttributedString })] {
            type.initializer("init()", []) { _ in .object(make(AttributedText(string: ""))) }
            type.initializer("init(string:)", [t.string]) { try .object(make(AttributedText(string: $0.get(0)))) }
            type.initializer("init(string:attributes:)", [t.string, attributes]) { call in
                let dictionary = call.interpreter.textAttributes(call.value(1), at: call.span)
                return try .object(make(AttributedText(string: call.get(0), attributes: dictionary)))
            }
            type.initializer("init(attributedString:)", [t.host(ScriptAttributedString.self)]) { call in
                .object(make(try call.get(0, as: ScriptAttributedString.self).text))
            }
        }
        attributed.readOnly("string", .string) { (string: ScriptAttributedString) in .string(string.text.string) }
        attributed.readOnly("length", .int) { (string: ScriptAttributedString) in .int(string.text.length) }
        attributed.method("copy()", []) { .object(ScriptAttributedString(try $0.receiver(ScriptAttributedString.self).text)) }
        attributed.method("mutableCopy()", []) {
            .object(ScriptMutableAttributedString(try $0.receiver(ScriptAttributedString.self).text))
        }

        mutable.method("append(_:)", [t.host(ScriptAttributedString.self)]) { call in
            try call.receiver(ScriptMutableAttributedString.self).text.append(call.get(0, as: ScriptAttributedString.self).text)
            return .void
        }
        mutable.method("addAttribute(_:value:range:)", [key, .any, range]) { call in
            let added = call.interpreter.textAttribute(call.value(0), call.value(1), at: call.span)
            try change(call, rangeAt: 2) { $0.merging(added) }
            return .void
        }
        mutable.method("addAttributes(_:range:)", [attributes, range]) { call in
            let added = call.interpreter.textAttributes(call.value(0), at: call.span)
            try change(call, rangeAt: 1) { $0.merging(added) }
            return .void
        }
        mutable.method("setAttributes(_:range:)", [attributes, range]) { call in
            let replacing = call.interpreter.textAttributes(call.value(0), at: call.span)
            try change(call, rangeAt: 1) { _ in replacing }
            return .void
        }
        mutable.method("removeAttribute(_:range:)", [key, range]) { call in
            let removed = call.value(0)
            try change(call, rangeAt: 1) { call.interpreter.removingAttribute(removed, from: $0) }
            return .void
        }

        let keys = registry.type(AttributedStringKey.self)
        keys.initializer("init(rawValue:)", [t.string]) { try .object(AttributedStringKey(rawValue: $0.get(0))) }
        keys.initializer("init(_:)", [t.string]) { try .object(AttributedStringKey(rawValue: $0.get(0))) }
        for known in AttributedStringKey.known { keys.constant(known.name, AttributedStringKey(rawValue: known.rawValue)) }
        keys.readOnly("rawValue", \AttributedStringKey.rawValue)

        bindParagraphStyle(registry)
        bindRange(registry)
        let underline = registry.type(UnderlineStyleOption.self)
        for style in UnderlineStyleOption.named {
            for name in style.names { underline.constant(name, UnderlineStyleOption(rawValue: style.rawValue)) }
        }
        underline.initializer("init(rawValue:)", [t.int]) { try .object(UnderlineStyleOption(rawValue: $0.get(0))) }
        underline.readOnly("rawValue", \UnderlineStyleOption.rawValue)
    }

    /// Changes the receiver's attributes over the range argument at `index`, which must lie within the string
    /// (Foundation raises `NSRangeException` for one that does not).
    private static func change(_ call: HostCall, rangeAt index: Int,
                               _ transform: (TextAttributes) -> TextAttributes) throws {
        let string = try call.receiver(ScriptMutableAttributedString.self)
        let range: NSRange = try call.get(index)
        guard range.location >= 0, range.length >= 0, range.location <= string.text.length - range.length else {
            throw BindingError("range {\(range.location), \(range.length)} is out of bounds of an attributed string of "
                                   + "length \(string.text.length) (Foundation raises NSRangeException)")
        }
        string.text.updateAttributes(range: range.location..<(range.location + range.length), transform)
    }

    private static func bindParagraphStyle(_ registry: HostRegistry) {
        let style = registry.type(ScriptParagraphStyle.self)
        style.initializer("init()", []) { _ in .object(ScriptParagraphStyle()) }
        style.staticProperty("default") { _ in .object(ScriptParagraphStyle()) }
        style.method("mutableCopy()", []) { .object(ScriptParagraphStyle(try $0.receiver(ScriptParagraphStyle.self).style)) }
        style.method("copy()", []) { .object(ScriptParagraphStyle(try $0.receiver(ScriptParagraphStyle.self).style)) }
        let numbers: [(String, WritableKeyPath<ParagraphStyle, CGFloat>)] = [
            ("lineSpacing", \.lineSpacing), ("minimumLineHeight", \.minimumLineHeight),
            ("maximumLineHeight", \.maximumLineHeight), ("lineHeightMultiple", \.lineHeightMultiple),
            ("paragraphSpacing", \.paragraphSpacing), ("firstLineHeadIndent", \.firstLineHeadIndent),
            ("headIndent", \.headIndent),
        ]
        for (name, path) in numbers {
            style.property(name, CGFloat.self, get: { (style: ScriptParagraphStyle) in style.style[keyPath: path] },
                           set: { $0.style[keyPath: path] = $1 })
        }
        style.property("alignment", TextAlignment.self,
                       get: { (style: ScriptParagraphStyle) in style.style.alignment ?? .natural },
                       set: { $0.style.alignment = $1 })
        style.property("lineBreakMode", LineBreakMode.self,
                       get: { (style: ScriptParagraphStyle) in style.style.lineBreakMode ?? .byWordWrapping },
                       set: { $0.style.lineBreakMode = $1 })
    }

    private static func bindRange(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let range = registry.type(NSRange.self)
        range.initializer("init(location:length:)", [t.int, t.int]) {
            try .object(NSRange(location: $0.get(0), length: $0.get(1)))
        }
        range.property("location", \NSRange.location)
        range.property("length", \NSRange.length)
        range.readOnly("upperBound", .int) { (range: NSRange) in .int(range.location + range.length) }
    }
}
