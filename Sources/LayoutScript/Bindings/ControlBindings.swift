import Foundation
import LayoutScene

/// `UIControl` / `Control`: states, content alignment, and targets (accepted, never sent); the state, event and
/// alignment values.
enum ControlBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let control = registry.type(Control.self)
        control.initializer("init()", []) { try $0.interpreter.makeView(Control(), at: $0.span) }
        control.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(Control(frame: $0.get(0)), at: $0.span)
        }
        control.property("isEnabled", \Control.isEnabled)
        control.property("isSelected", \Control.isSelected)
        control.property("isHighlighted", \Control.isHighlighted)
        control.property("contentHorizontalAlignment", \Control.contentHorizontalAlignment)
        control.property("contentVerticalAlignment", \Control.contentVerticalAlignment)
        control.readOnly("state", \Control.state)
        // an option set: one event or an array literal of them (`for: [.touchUpInside, .touchDown]`)
        let events = ScriptType.oneOf([t.host(ControlEvent.self), .array(t.host(ControlEvent.self))],
                                      name: "UIControl.Event")
        control.method("addTarget(_:action:for:)", [t.any, t.any, events]) { _ in .void }
        control.method("removeTarget(_:action:for:)", [t.any, t.any, events]) { _ in .void }
        control.method("sendActions(for:)", [events]) { _ in .void }

        let state = registry.type(ControlState.self)
        for (name, value) in [("normal", ControlState.normal), ("highlighted", .highlighted), ("disabled", .disabled),
                              ("selected", .selected), ("focused", .focused)] {
            state.constant(name, value)
        }
        let event = registry.type(ControlEvent.self)
        for (name, value) in [("touchDown", ControlEvent.touchDown), ("touchUpInside", .touchUpInside),
                              ("touchUpOutside", .touchUpOutside), ("valueChanged", .valueChanged),
                              ("primaryActionTriggered", .primaryActionTriggered),
                              ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
                              ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
                              ("allTouchEvents", .allTouchEvents), ("allEditingEvents", .allEditingEvents),
                              ("allEvents", .allEvents)] {
            event.constant(name, value)
        }
        registry.type(ContentHorizontalAlignment.self).cases(ContentHorizontalAlignment.self)
        registry.type(ContentVerticalAlignment.self).cases(ContentVerticalAlignment.self)
    }
}
