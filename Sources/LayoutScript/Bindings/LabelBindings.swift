import Foundation
import LayoutScene

/// `UILabel` / `Label`: text and its style.
enum LabelBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let label = registry.type(Label.self)
        label.initializer("init()", []) { try $0.interpreter.makeView(Label(), at: $0.span) }
        label.initializer("init(frame:)", [t.rect]) { try $0.interpreter.makeView(Label(frame: $0.get(0)), at: $0.span) }
        label.property("text", \Label.text)
        label.property("attributedText", Optional<ScriptAttributedString>.self,
                       get: { (label: Label) in label.attributedTextReadBack.map(ScriptAttributedString.init) },
                       set: { $0.attributedText = $1?.text })
        label.property("font", \Label.font)
        label.property("adjustsFontForContentSizeCategory", \Label.adjustsFontForContentSizeCategory)
        label.property("textColor", \Label.textColor)
        label.nilResets("font") { Label().font }
        label.nilResets("textColor") { Label().textColor }
        label.property("textAlignment", \Label.textAlignment)
        label.property("numberOfLines", \Label.numberOfLines)
        label.property("lineBreakMode", \Label.lineBreakMode)
        label.property("preferredMaxLayoutWidth", \Label.preferredMaxLayoutWidth)
    }
}
