import Foundation
import LayoutScene

/// `UISwitch` / `Switch`: on or off and its colours.
enum SwitchBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let toggle = registry.type(Switch.self)
        toggle.initializer("init()", []) { try $0.interpreter.makeView(Switch(), at: $0.span) }
        toggle.initializer("init(frame:)", [t.rect]) { try $0.interpreter.makeView(Switch(frame: $0.get(0)), at: $0.span) }
        toggle.property("isOn", \Switch.isOn)
        toggle.property("onTintColor", \Switch.onTintColor)
        toggle.property("thumbTintColor", \Switch.thumbTintColor)
        toggle.method("setOn(_:animated:)", [t.bool, t.bool]) {
            try $0.receiver(Switch.self).setOn($0.get(0), animated: $0.get(1)); return .void
        }
    }
}
