/// `DispatchQueue.main`: closures given to `async` and `asyncAfter` (and animations' completions) wait here and run after the lifecycle step that
/// queued them ends (the file's top-level code, an initializer of the root, each controller and view callback), in
/// the order they would run on iOS — earlier deadlines first (`async` is a deadline of now), then the order queued.
/// Nothing waits in real time: `asyncAfter(deadline: .now() + 2)` runs in the same step as an `async`, after it.
/// A closure that queues itself again while it runs (a countdown's `asyncAfter(deadline: .now() + 1) {
/// self?.updateTime() }` inside `updateTime()`) ticks once: on iOS it repeats for as long as the screen is shown, and
/// its first tick is the screen drawn; the repeat is dropped with a warning.
///
/// ```swift
/// DispatchQueue.main.async { self.badge.isHidden = false }   // runs once viewDidLoad returns
/// ```
final class MainQueue {
    /// One queued closure.
    struct Entry {
        let closure: Value
        let arguments: [Value]
        let deadline: Double
        let order: Int
        let span: SourceSpan
    }

    private(set) var entries: [Entry] = []
    private var queued = 0
    /// Where the closure running now was queued.
    var running: SourceSpan?
    /// Where closures that queued themselves again while running were queued.
    private(set) var repeating: [SourceSpan] = []

    /// Queues `closure` to run with `arguments` `deadline` seconds from now, unless the closure running now queued
    /// it at its own place (it repeats: see above).
    func enqueue(_ closure: Value, arguments: [Value] = [], deadline: Double, at span: SourceSpan) {
        guard span != running else {
            if !repeating.contains(span) { repeating.append(span) }
            return
        }
        entries.append(Entry(closure: closure, arguments: arguments, deadline: deadline, order: queued, span: span))
        queued += 1
    }

    /// Takes the closure that runs next, if any.
    func next() -> Entry? {
        guard let index = entries.indices.min(by: {
            (entries[$0].deadline, entries[$0].order) < (entries[$1].deadline, entries[$1].order)
        }) else { return nil }
        return entries.remove(at: index)
    }
}

/// A deadline for `asyncAfter(deadline:)`: seconds after now (`DispatchTime.now() + 0.3`).
struct DispatchDeadline: Hashable {
    let seconds: Double
}

extension Interpreter {
    /// Runs every closure waiting on the main queue (and those they queue), each counted as a loop iteration; an
    /// error is kept as a callback's is and stops the rest.
    func drainMainQueue() {
        while failure == nil, let entry = mainQueue.next() {
            do {
                try countIteration(entry.span)
            } catch let limit as ScriptFailure {
                failure = limit
                return
            } catch {
                return
            }
            let repeated = mainQueue.repeating.count
            mainQueue.running = entry.span
            runCallback(entry.closure, arguments: entry.arguments, at: entry.span, convert: { _ in () }, fallback: ())
            mainQueue.running = nil
            for span in mainQueue.repeating.dropFirst(repeated) {
                warnOnce("this closure queues itself again each time it runs (a timer on iOS); it runs once here, "
                             + "and the screen is drawn after its first run", at: span)
            }
        }
    }
}
