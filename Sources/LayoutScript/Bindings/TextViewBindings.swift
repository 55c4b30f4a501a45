import Foundation
import LayoutScene

/// `UITextView` / `TextView`: text, font and colour, alignment, container inset and scrolling.
enum TextViewBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let textView = registry.type(TextView.self)
        textView.initializer("init()", []) { try $0.interpreter.makeView(TextView(), at: $0.span) }
        textView.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(TextView(frame: $0.get(0)), at: $0.span)
        }
        textView.property("text", \TextView.text)
        textView.property("attributedText", Optional<ScriptAttributedString>.self,
                          get: { (view: TextView) in view.attributedText.map(ScriptAttributedString.init) },
                          set: { $0.attributedText = $1?.text })
        textView.property("font", \TextView.font)
        textView.property("adjustsFontForContentSizeCategory", \TextView.adjustsFontForContentSizeCategory)
        textView.property("textColor", \TextView.textColor)
        textView.property("textAlignment", \TextView.textAlignment)
        textView.property("textContainerInset", \TextView.textContainerInset)
        textView.property("isScrollEnabled", \TextView.isScrollEnabled)
        textView.property("isEditable", \TextView.isEditable)
        textView.property("isSelectable", \TextView.isSelectable)
    }
}
