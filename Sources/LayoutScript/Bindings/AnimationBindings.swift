import Foundation
import LayoutScene

/// `UIView.AnimationOptions`: accepted and kept nowhere — a still picture shows where an animation ends.
struct AnimationOptions: Hashable {
    let name: String
}

/// `UIView.animate(…)`, `UIView.transition(with:…)` and `UIView.performWithoutAnimation(_:)`: a picture shows the
/// end of an animation, so the `animations` closure runs at once and `completion` (given `true`) runs after the step
/// that started the animation, queued on the main queue like `DispatchQueue.main.async` (see ``MainQueue``).
enum AnimationBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let view = registry.type(View.self)
        let options = registry.type(AnimationOptions.self)
        for name in ["curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear", "allowUserInteraction",
                     "beginFromCurrentState", "repeat", "autoreverse", "layoutSubviews", "transitionCrossDissolve",
                     "transitionFlipFromLeft", "transitionFlipFromRight", "transitionCurlUp", "transitionCurlDown",
                     "showHideTransitionViews", "overrideInheritedDuration", "overrideInheritedCurve"] {
            options.staticValues[name] = .object(AnimationOptions(name: name))
        }
        let optionList = ScriptType.oneOf([.host(options), .array(.host(options))], name: "UIView.AnimationOptions")
        let animations = ScriptType.function([], .void)
        let completion = ScriptType.optional(.function([.bool], .void))
        let animate = { (call: HostCall, animationsIndex: Int) throws -> Value in
            try run(call, animations: animationsIndex, completion: animationsIndex + 1)
        }
        view.staticMethod("animate(withDuration:animations:)", [t.number, animations]) { try animate($0, 1) }
        view.staticMethod("animate(withDuration:animations:completion:)", [t.number, animations, completion]) {
            try animate($0, 1)
        }
        view.staticMethod("animate(withDuration:delay:options:animations:completion:)",
                          [t.number, t.number, optionList, animations, completion], defaults: 1) { try animate($0, 3) }
        view.staticMethod("animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:"
                              + "animations:completion:)",
                          [t.number, t.number, t.number, t.number, optionList, animations, completion], defaults: 1) {
            try animate($0, 5)
        }
        view.staticMethod("transition(with:duration:options:animations:completion:)",
                          [t.view, t.number, optionList, .optional(animations), completion], defaults: 1) {
            try animate($0, 3)
        }
        view.staticMethod("performWithoutAnimation(_:)", [animations]) { try animate($0, 0) }
    }

    private static func run(_ call: HostCall, animations: Int, completion: Int) throws -> Value {
        let interpreter = call.interpreter
        if case .function = call.value(animations) {
            _ = try interpreter.call(call.value(animations), arguments: [], at: call.span)
        }
        if call.isProvided(completion), case .function = call.value(completion) {
            interpreter.mainQueue.enqueue(call.value(completion), arguments: [.bool(true)], deadline: 0, at: call.span)
        }
        return .void
    }
}
