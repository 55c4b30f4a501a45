import Foundation
import LayoutScene

/// `UIVisualEffectView` / `VisualEffectView` with its `contentView`, `UIBlurEffect(style:)` and its styles.
enum VisualEffectBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let effectView = registry.type(VisualEffectView.self)
        effectView.initializer("init()", []) { try $0.interpreter.makeView(VisualEffectView(), at: $0.span) }
        effectView.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(VisualEffectView(frame: $0.get(0)), at: $0.span)
        }
        effectView.initializer("init(effect:)", [.optional(t.host(VisualEffect.self))]) {
            try $0.interpreter.makeView(VisualEffectView(effect: $0.get(0)), at: $0.span)
        }
        effectView.property("effect", \VisualEffectView.effect)
        effectView.readOnly("contentView", \VisualEffectView.contentView)
        let blur = registry.type(BlurEffect.self)
        blur.initializer("init(style:)", [t.host(BlurEffectStyle.self)]) { .object(BlurEffect(style: try $0.get(0))) }
        registry.type(BlurEffectStyle.self).cases(BlurEffectStyle.self)
    }
}
