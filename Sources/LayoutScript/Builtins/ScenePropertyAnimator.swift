/// `UIViewPropertyAnimator`: a still picture shows where an animation ends, so the animations an animator holds run
/// when it starts (`startAnimation()`, or at once for `runningPropertyAnimator(…)`), and its completions, given
/// `.end`, run after the step that started it, queued on the main queue as `UIView.animate`'s are. Animations added
/// to a running animator run at once. An animator never started leaves the screen as it was before its animations;
/// pausing, stopping, scrubbing (`fractionComplete`) and timing change nothing in the picture.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeIn, animations: nil)
/// animator.addAnimations { self.field.snp.remakeConstraints { $0.top.equalToSuperview() } }
/// animator.startAnimation()   // the remade constraints are the ones drawn
/// ```
final class ScenePropertyAnimator: HostValue {
    /// The animations not run yet, in the order they were added.
    var pendingAnimations: [Value] = []
    /// The completions not queued yet.
    var pendingCompletions: [Value] = []
    /// Whether the animator has started, so that what is added now runs at once.
    var isRunning = false
    /// How far a scrubbed animation is (`fractionComplete`), kept only to be read back.
    var fractionComplete = 0.0
    /// `isReversed`, kept only to be read back.
    var isReversed = false

    init(animations: Value?) {
        if let animations, case .function = animations { pendingAnimations = [animations] }
    }
}

/// `UIViewAnimatingPosition`, given to an animator's completions (always `.end`: the picture shows the end).
///
/// ```swift
/// animator.addCompletion { position in if position == .end { self.finish() } }
/// ```
enum SceneAnimatingPosition: String, CaseIterable, HostValue {
    case end, start, current
}

/// `UIView.AnimationCurve`: an animation's timing, which a still picture does not show.
///
/// ```swift
/// UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)
/// ```
enum SceneAnimationCurve: String, CaseIterable, HostValue {
    case easeInOut, easeIn, easeOut, linear
}

/// `UIViewAnimatingState`: whether an animator has started.
///
/// ```swift
/// if animator.state == .active { animator.stopAnimation(true) }
/// ```
enum SceneAnimatingState: String, CaseIterable, HostValue {
    case inactive, active, stopped
}
