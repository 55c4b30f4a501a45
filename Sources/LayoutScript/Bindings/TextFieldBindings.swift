import Foundation
import LayoutScene

/// `UITextField` / `TextField`: text, placeholder, font and colour, alignment, border style, side views and their
/// modes; `UITextField.BorderStyle` and `UITextField.ViewMode`.
enum TextFieldBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let field = registry.type(TextField.self)
        field.initializer("init()", []) { try $0.interpreter.makeView(TextField(), at: $0.span) }
        field.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(TextField(frame: $0.get(0)), at: $0.span)
        }
        field.property("text", \TextField.text)
        field.property("placeholder", \TextField.placeholder)
        field.property("attributedText", Optional<ScriptAttributedString>.self,
                       get: { (field: TextField) in field.attributedText.map(ScriptAttributedString.init) },
                       set: { $0.attributedText = $1?.text })
        field.property("attributedPlaceholder", Optional<ScriptAttributedString>.self,
                       get: { (field: TextField) in field.attributedPlaceholder.map(ScriptAttributedString.init) },
                       set: { $0.attributedPlaceholder = $1?.text })
        field.property("font", \TextField.font)
        field.property("adjustsFontForContentSizeCategory", \TextField.adjustsFontForContentSizeCategory)
        field.property("textColor", \TextField.textColor)
        field.property("textAlignment", \TextField.textAlignment)
        field.property("borderStyle", \TextField.borderStyle)
        field.property("leftView", \TextField.leftView)
        field.property("leftViewMode", \TextField.leftViewMode)
        field.property("rightView", \TextField.rightView)
        field.property("rightViewMode", \TextField.rightViewMode)
        field.property("clearButtonMode", \TextField.clearButtonMode)
        field.property("isSecureTextEntry", \TextField.isSecureTextEntry)
        registry.type(TextFieldBorderStyle.self).cases(TextFieldBorderStyle.self)
        registry.type(TextFieldViewMode.self).cases(TextFieldViewMode.self)
    }
}
