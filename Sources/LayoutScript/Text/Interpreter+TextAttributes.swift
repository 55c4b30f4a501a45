import Foundation
import LayoutScene

extension Interpreter {
    /// The attributes of an attribute dictionary (`[NSAttributedString.Key: Any]`, or Swift 3's `[String: Any]`):
    /// the ones layoutviz lays out, with a warning at `span` for each it cannot (an attachment, an expansion, an
    /// app's own key) and for a value of the wrong type.
    func textAttributes(_ dictionary: Value, at span: SourceSpan) -> TextAttributes {
        guard case .dictionary(let entries) = dictionary else { return TextAttributes() }
        return entries.entries.reduce(TextAttributes()) { attributes, entry in
            attributes.merging(textAttribute(entry.key, entry.value, at: span))
        }
    }

    /// The attributes with one key set to `value`, as `addAttribute(_:value:range:)` sets it.
    func textAttribute(_ key: Value, _ value: Value, at span: SourceSpan) -> TextAttributes {
        var attributes = TextAttributes()
        guard let key = attributeKey(key), !value.isUnknown else { return attributes }
        switch key.effect {
        case .applied?: break
        case .ignored?: return attributes
        case .notLaidOut?:
            warn("attribute '.\(key.name)' is not laid out by layoutviz; ignored", at: span)
            return attributes
        case nil:
            warn("attribute '\(key.rawValue)' is not one UIKit draws; ignored", at: span)
            return attributes
        }
        func wrongType(_ expected: String) -> TextAttributes {
            warn("value of type '\(typeName(of: value))' for attribute '.\(key.name)' is not \(expected); ignored",
                 at: span)
            return attributes
        }
        switch key.name {
        case "font":
            guard let font = value.host(Font.self) else { return wrongType("a UIFont") }
            attributes.font = font
        case "foregroundColor", "backgroundColor":
            guard let color = value.host(Color.self) else { return wrongType("a UIColor") }
            if key.name == "foregroundColor" { attributes.foregroundColor = color } else { attributes.backgroundColor = color }
        case "kern", "baselineOffset":
            guard let number = value.number else { return wrongType("a number") }
            if key.name == "kern" { attributes.kern = CGFloat(number) } else { attributes.baselineOffset = CGFloat(number) }
        case "paragraphStyle":
            guard let style = value.host(ScriptParagraphStyle.self)?.style else { return wrongType("an NSParagraphStyle") }
            for member in style.ignoredMembers {
                warn("paragraph style's '\(member)' is not laid out by layoutviz; ignored", at: span)
            }
            attributes.paragraphStyle = style
        default:
            let raw: Int? = if case .int(let number) = value { number } else { value.host(UnderlineStyleOption.self)?.rawValue }
            guard let raw else { return wrongType("an NSUnderlineStyle raw value") }
            if key.name == "underlineStyle" { attributes.underlineStyle = raw } else { attributes.strikethroughStyle = raw }
        }
        return attributes
    }

    /// `attributes` without the member `key` names (`removeAttribute(_:range:)`).
    func removingAttribute(_ key: Value, from attributes: TextAttributes) -> TextAttributes {
        var removed = attributes
        switch attributeKey(key)?.name {
        case "font": removed.font = nil
        case "foregroundColor": removed.foregroundColor = nil
        case "backgroundColor": removed.backgroundColor = nil
        case "kern": removed.kern = nil
        case "paragraphStyle": removed.paragraphStyle = nil
        case "underlineStyle": removed.underlineStyle = nil
        case "strikethroughStyle": removed.strikethroughStyle = nil
        case "baselineOffset": removed.baselineOffset = nil
        default: break
        }
        return removed
    }

    /// A key given as `NSAttributedString.Key` or, as Swift 3 wrote it, its raw value.
    private func attributeKey(_ value: Value) -> AttributedStringKey? {
        if case .string(let raw) = value { return AttributedStringKey(rawValue: raw) }
        return value.host(AttributedStringKey.self)
    }
}
