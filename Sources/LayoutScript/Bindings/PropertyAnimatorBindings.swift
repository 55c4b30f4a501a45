/// `UIViewPropertyAnimator` (see ``ScenePropertyAnimator``): its initializers, `runningPropertyAnimator(…)`, adding
/// animations and completions, starting (which runs them), and the controls a still picture ignores.
enum PropertyAnimatorBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let animator = registry.type(ScenePropertyAnimator.self)
        registry.type(SceneAnimatingPosition.self).cases(SceneAnimatingPosition.self)
        registry.type(SceneAnimationCurve.self).cases(SceneAnimationCurve.self)
        registry.type(SceneAnimatingState.self).cases(SceneAnimatingState.self)
        let animations = ScriptType.optional(.function([], .void))
        let curve = ScriptType.host(registry.type(SceneAnimationCurve.self))
        let make = { (call: HostCall, index: Int) -> Value in
            .object(ScenePropertyAnimator(animations: call.isProvided(index) ? call.value(index) : nil))
        }
        animator.initializer("init(duration:curve:animations:)", [t.number, curve, animations], defaults: 1) {
            make($0, 2)
        }
        animator.initializer("init(duration:dampingRatio:animations:)", [t.number, t.number, animations],
                             defaults: 1) { make($0, 2) }
        animator.initializer("init(duration:controlPoint1:controlPoint2:animations:)",
                             [t.number, .any, .any, animations], defaults: 1) { make($0, 3) }
        animator.initializer("init(duration:timingParameters:)", [t.number, .any]) { make($0, 2) }
        animator.staticMethod("runningPropertyAnimator(withDuration:delay:options:animations:completion:)",
                              [t.number, t.number, .any, .function([], .void),
                               .optional(.function([.any], .void))], defaults: 1) { call in
            let made = ScenePropertyAnimator(animations: call.value(3))
            if call.isProvided(4), case .function = call.value(4) { made.pendingCompletions = [call.value(4)] }
            try start(made, call)
            return .object(made)
        }
        animator.method("addAnimations(_:)", [.function([], .void)]) { try add($0, animation: $0.value(0)) }
        animator.method("addAnimations(_:delayFactor:)", [.function([], .void), t.number]) {
            try add($0, animation: $0.value(0))
        }
        animator.method("addCompletion(_:)", [.function([.any], .void)]) { call in
            let animator = try call.receiver(ScenePropertyAnimator.self)
            if animator.isRunning {
                enqueue([call.value(0)], call)
            } else {
                animator.pendingCompletions.append(call.value(0))
            }
            return .void
        }
        animator.method("startAnimation()", []) { call in
            try start(call.receiver(ScenePropertyAnimator.self), call)
            return .void
        }
        animator.method("startAnimation(afterDelay:)", [t.number]) { call in
            try start(call.receiver(ScenePropertyAnimator.self), call)
            return .void
        }
        animator.method("pauseAnimation()", []) { _ in .void }
        animator.method("stopAnimation(_:)", [t.bool]) { _ in .void }
        animator.method("finishAnimation(at:)", [.any]) { _ in .void }
        animator.method("continueAnimation(withTimingParameters:durationFactor:)", [.any, t.number]) { _ in .void }
        animator.property("fractionComplete", \ScenePropertyAnimator.fractionComplete)
        animator.property("isReversed", \ScenePropertyAnimator.isReversed)
        animator.readOnly("isRunning", .bool) { (animator: ScenePropertyAnimator) in .bool(animator.isRunning) }
        animator.readOnly("state", .host(registry.type(SceneAnimatingState.self))) {
            (animator: ScenePropertyAnimator) in
            .object(animator.isRunning ? SceneAnimatingState.active : .inactive)
        }
    }

    /// Runs an animation added to a running animator at once, or keeps it for the start.
    private static func add(_ call: HostCall, animation: Value) throws -> Value {
        let animator = try call.receiver(ScenePropertyAnimator.self)
        if animator.isRunning {
            _ = try call.interpreter.call(animation, arguments: [], at: call.span)
        } else {
            animator.pendingAnimations.append(animation)
        }
        return .void
    }

    /// Runs the animations held, then queues the completions.
    private static func start(_ animator: ScenePropertyAnimator, _ call: HostCall) throws {
        animator.isRunning = true
        let animations = animator.pendingAnimations
        animator.pendingAnimations = []
        for animation in animations {
            _ = try call.interpreter.call(animation, arguments: [], at: call.span)
        }
        enqueue(animator.pendingCompletions, call)
        animator.pendingCompletions = []
    }

    private static func enqueue(_ completions: [Value], _ call: HostCall) {
        for completion in completions {
            call.interpreter.mainQueue.enqueue(completion, arguments: [.object(SceneAnimatingPosition.end)],
                                               deadline: 0, at: call.span)
        }
    }
}
