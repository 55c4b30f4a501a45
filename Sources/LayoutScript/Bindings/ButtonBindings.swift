import Foundation
import LayoutScene

/// `UIButton` / `Button`: legacy kinds with titles, images, background images and colours per state and edge insets, configuration
/// buttons, and `UIButton.ButtonType`.
enum ButtonBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let state = t.host(ControlState.self)
        let button = registry.type(Button.self)
        button.initializer("init()", []) { try $0.interpreter.makeView(Button(), at: $0.span) }
        button.initializer("init(frame:)", [t.rect]) { try $0.interpreter.makeView(Button(frame: $0.get(0)), at: $0.span) }
        button.initializer("init(type:)", [t.host(ButtonType.self)]) {
            try $0.interpreter.makeView(Button(type: $0.get(0)), at: $0.span)
        }
        button.initializer("init(configuration:)", [t.host(ButtonConfiguration.self)]) {
            try $0.interpreter.makeView(Button(configuration: $0.get(0)), at: $0.span)
        }
        button.initializer("init(configuration:primaryAction:)", [t.host(ButtonConfiguration.self), t.any]) {
            try $0.interpreter.makeView(Button(configuration: $0.get(0)), at: $0.span)
        }
        button.staticMethod("systemButton(with:target:action:)", [t.any, t.any, t.any]) {
            try $0.interpreter.makeView(Button(type: .system), at: $0.span)
        }
        button.readOnly("buttonType", \Button.buttonType)
        button.property("configuration", \Button.configuration)
        button.property("contentEdgeInsets", \Button.contentEdgeInsets)
        button.property("titleEdgeInsets", \Button.titleEdgeInsets)
        button.property("imageEdgeInsets", \Button.imageEdgeInsets)
        button.readOnly("titleLabel", \Button.titleLabel)
        button.readOnly("currentTitle", \Button.currentTitle)
        button.readOnly("currentTitleColor", \Button.currentTitleColor)
        button.method("setTitle(_:for:)", [.optional(t.string), state]) {
            try $0.receiver(Button.self).setTitle($0.get(0), for: $0.get(1)); return .void
        }
        button.method("title(for:)", [state]) { try $0.receiver(Button.self).title(for: $0.get(0)).scriptValue }
        button.method("setAttributedTitle(_:for:)", [.optional(t.host(ScriptAttributedString.self)), state]) { call in
            let title = try call.get(0, as: Optional<ScriptAttributedString>.self)
            try call.receiver(Button.self).setAttributedTitle(title?.text, for: call.get(1))
            return .void
        }
        button.method("attributedTitle(for:)", [state]) {
            try $0.receiver(Button.self).attributedTitle(for: $0.get(0)).map(ScriptAttributedString.init).scriptValue
        }
        button.readOnly("currentAttributedTitle", .optional(t.host(ScriptAttributedString.self))) { (button: Button) in
            button.currentAttributedTitle.map(ScriptAttributedString.init).scriptValue
        }
        button.method("setTitleColor(_:for:)", [.optional(t.color), state]) {
            try $0.receiver(Button.self).setTitleColor($0.get(0), for: $0.get(1)); return .void
        }
        button.method("titleColor(for:)", [state]) { try $0.receiver(Button.self).titleColor(for: $0.get(0)).scriptValue }
        let image = ScriptType.optional(t.host(Image.self))
        button.method("setImage(_:for:)", [image, state]) {
            try $0.receiver(Button.self).setImage($0.get(0), for: $0.get(1)); return .void
        }
        button.method("image(for:)", [state]) { try $0.receiver(Button.self).image(for: $0.get(0)).scriptValue }
        button.method("setBackgroundImage(_:for:)", [image, state]) {
            try $0.receiver(Button.self).setBackgroundImage($0.get(0), for: $0.get(1)); return .void
        }
        button.method("backgroundImage(for:)", [state]) {
            try $0.receiver(Button.self).backgroundImage(for: $0.get(0)).scriptValue
        }
        button.readOnly("currentBackgroundImage", \Button.currentBackgroundImage)
        button.readOnly("currentImage", \Button.currentImage)
        button.readOnly("imageView", \Button.imageView)
        let symbolConfiguration = ScriptType.optional(t.host(SymbolConfiguration.self))
        button.method("setPreferredSymbolConfiguration(_:forImageIn:)", [symbolConfiguration, state]) {
            try $0.receiver(Button.self).setPreferredSymbolConfiguration($0.get(0), forImageIn: $0.get(1)); return .void
        }
        button.method("preferredSymbolConfigurationForImage(in:)", [state]) {
            try $0.receiver(Button.self).preferredSymbolConfigurationForImage(in: $0.get(0)).scriptValue
        }
        registry.type(ButtonType.self).cases(ButtonType.self)
        registry.type(ButtonType.self).cValues([0: ButtonType.custom, 1: .system, 2: .detailDisclosure, 3: .infoLight,
                                                4: .infoDark, 5: .contactAdd, 7: .close])
        registry.type(ButtonType.self).constant("roundedRect", ButtonType.system)
    }
}
