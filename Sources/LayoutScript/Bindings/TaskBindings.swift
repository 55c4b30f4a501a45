/// `Task { }`, `Task(priority:operation:)` and `Task.detached { }` queue their operation on the main queue (see
/// ``SceneTask``); `Task.sleep(nanoseconds:)` and `Task.sleep(for:)` return at once; a task is never cancelled.
enum TaskBindings {
    static func bind(_ registry: HostRegistry) {
        let task = registry.type(SceneTask.self)
        let priority = registry.type(SceneTaskPriority.self)
        priority.cases(SceneTaskPriority.self)
        let operation = ScriptType.function([], .any)
        let start: (HostCall) throws -> Value = { call in
            call.interpreter.mainQueue.enqueue(call.value(1), deadline: 0, at: call.span)
            return .object(SceneTask())
        }
        task.initializer("init(priority:operation:)", [.optional(.host(priority)), operation], defaults: 0, start)
        task.initializer("init(operation:)", [operation]) { call in
            call.interpreter.mainQueue.enqueue(call.value(0), deadline: 0, at: call.span)
            return .object(SceneTask())
        }
        task.staticMethod("detached(priority:operation:)", [.optional(.host(priority)), operation], start)
        task.staticMethod("detached(operation:)", [operation]) { call in
            call.interpreter.mainQueue.enqueue(call.value(0), deadline: 0, at: call.span)
            return .object(SceneTask())
        }
        task.staticMethod("sleep(nanoseconds:)", [.int]) { _ in .void }
        task.staticMethod("sleep(for:)", [.any]) { _ in .void }
        task.staticMethod("yield()", []) { _ in .void }
        task.staticProperty("isCancelled") { _ in .bool(false) }
        task.method("cancel()", []) { _ in .void }
        task.readOnly("isCancelled", .bool) { (_: SceneTask) in .bool(false) }
    }
}
