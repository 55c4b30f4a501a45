/// Grand Central Dispatch's C calls in Swift's spelling, so work a file sends to a queue runs as Swift's does
/// (``DispatchQueue``'s bindings: after the current lifecycle step, in the order queued):
/// `dispatch_async(q, ^{ … })` is `q.async(execute: { … })`, `dispatch_after(when, q, ^{ … })` is
/// `q.asyncAfter(deadline: .now(), execute: { … })` (the delay only orders work in time, and a scene has no time),
/// `dispatch_sync` and `dispatch_once` run their block at once, `dispatch_get_main_queue()` is `DispatchQueue.main`
/// and `dispatch_get_global_queue(…)` `DispatchQueue.global()`.
///
/// ```swift
/// // dispatch_async(dispatch_get_main_queue(), ^{ [self setupUI]; });
/// // DispatchQueue.main.async(execute: { self.setupUI() })
/// ```
extension ObjCTranslator {
    /// Writes the call to the GCD function `name` and returns true, or returns false for any other function.
    func writeDispatchCall(_ name: String, arguments: [ObjCNode]) -> Bool {
        switch (name, arguments.count) {
        case ("dispatch_get_main_queue", 0):
            write("DispatchQueue.main")
        case ("dispatch_get_global_queue", _):
            write("DispatchQueue.global()")
        case ("dispatch_async", 2):
            writeQueue(arguments[0])
            writeBlockArgument(".async(execute: ", arguments[1])
        case ("dispatch_after", 3):
            writeQueue(arguments[1])
            writeBlockArgument(".asyncAfter(deadline: .now(), execute: ", arguments[2])
        case ("dispatch_sync", 2), ("dispatch_once", 2):
            write("(")
            writeExpression(arguments[1])
            write(")()")
        default:
            return false
        }
        return true
    }

    private func writeQueue(_ queue: ObjCNode) {
        write("(")
        writeExpression(queue)
        write(")")
    }

    private func writeBlockArgument(_ prefix: String, _ block: ObjCNode) {
        write(prefix)
        writeExpression(block)
        write(")")
    }
}
