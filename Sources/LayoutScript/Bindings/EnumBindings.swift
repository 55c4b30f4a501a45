import Foundation
import LayoutScene

/// The string-backed enums: axes, directions, semantic content, line breaks, alignment, attributes, relations.
enum EnumBindings {
    static func bind(_ registry: HostRegistry) {
        registry.type(LayoutAxis.self).cases(LayoutAxis.self)
        registry.type(LayoutDirection.self).cases(LayoutDirection.self)
        registry.type(SemanticContentAttribute.self).cases(SemanticContentAttribute.self)
        registry.type(LineBreakMode.self).cases(LineBreakMode.self)
        registry.type(LineBreakMode.self).cValues([0: LineBreakMode.byWordWrapping, 1: .byCharWrapping, 2: .byClipping,
                                                   3: .byTruncatingHead, 4: .byTruncatingTail, 5: .byTruncatingMiddle])
        registry.type(TextAlignment.self).cases(TextAlignment.self)
        // iOS's values (macOS swaps center and right)
        registry.type(TextAlignment.self).cValues([0: TextAlignment.left, 1: .center, 2: .right, 3: .justified,
                                                   4: .natural])
        registry.type(LayoutRelation.self).cases(LayoutRelation.self)
        let attribute = registry.type(LayoutAttribute.self)
        attribute.cases(LayoutAttribute.self)
        attribute.constant("baseline", LayoutAttribute.baseline)
        attribute.readOnly("axis", \LayoutAttribute.axis)
        attribute.readOnly("isSize", \LayoutAttribute.isSize)
        attribute.readOnly("name", \LayoutAttribute.name)
        registry.type(LayoutRelation.self).readOnly("symbol", \LayoutRelation.symbol)

        let location = registry.type(SourceLocation.self)
        location.readOnly("file", \SourceLocation.file)
        location.readOnly("line", \SourceLocation.line)
        location.readOnly("column", \SourceLocation.column)
    }
}
