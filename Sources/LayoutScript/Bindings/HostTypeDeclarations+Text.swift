import Foundation
import LayoutScene

extension HostTypeDeclarations {
    /// Attributed strings, their keys and paragraph styles, `NSRange`, `NSString` and the options of text
    /// measurement.
    static func declareText(in registry: HostRegistry) {
        let attributed = registry.declare(ScriptAttributedString.self, "NSAttributedString", isValueType: false)
        registry.declare(ScriptMutableAttributedString.self, "NSMutableAttributedString", parent: attributed,
                         isValueType: false)
        let key = registry.declare(AttributedStringKey.self, "NSAttributedString.Key", isValueType: true)
        key.fromString = { AttributedStringKey(rawValue: $0) }
        attributed.nestedTypes["Key"] = key
        registry.declare(ScriptParagraphStyle.self, "NSMutableParagraphStyle", aliases: ["NSParagraphStyle"],
                         isValueType: false)
        registry.declare(UnderlineStyleOption.self, "NSUnderlineStyle", isValueType: true)
        registry.declare(StringDrawingOptions.self, "NSStringDrawingOptions", isValueType: true)
        registry.declare(FoundationString.self, "NSString", isValueType: true).fromString = {
            FoundationString(string: $0)
        }
        registry.declare(NSRange.self, "NSRange", aliases: ["_NSRange"], isValueType: true)
    }
}
