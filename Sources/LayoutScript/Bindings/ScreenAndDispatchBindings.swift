import Foundation
import LayoutScene

/// `UIScreen.main` (the device's screen, or the root size at ``LayoutScene/Screen/defaultScale``) and
/// `DispatchQueue.main.async { }` / `asyncAfter(deadline:execute:)` (see ``MainQueue``); a `DispatchTime` is a
/// number of seconds from now (`.now()` is 0, so `.now() + 0.3` is 0.3). `DispatchQueue.global()` and
/// `global(qos:)` are the main queue: a scene has one thread, so work sent to a background queue runs, like
/// `DispatchQueue.main.async`, after the current lifecycle step, in the order queued.
enum ScreenAndDispatchBindings {
    static func bind(_ registry: HostRegistry) {
        let screen = registry.type(Screen.self)
        screen.staticProperty("main") { interpreter in
            .object(Screen(size: interpreter.screen?.size ?? interpreter.defaultSize,
                           scale: interpreter.screen?.scale ?? Screen.defaultScale))
        }
        screen.readOnly("bounds", \Screen.bounds)
        screen.readOnly("scale", \Screen.scale)
        screen.readOnly("nativeScale", \Screen.scale)
        screen.readOnly("nativeBounds", \Screen.nativeBounds)

        let queue = registry.type(MainQueue.self)
        queue.staticProperty("main") { .object($0.mainQueue) }
        registry.type(DispatchQoSClass.self).cases(DispatchQoSClass.self)
        queue.staticMethod("global(qos:)", [.host(registry.type(DispatchQoSClass.self))], defaults: 1) {
            .object($0.interpreter.mainQueue)
        }
        queue.method("async(execute:)", [.function([], .void)]) { call in
            call.interpreter.mainQueue.enqueue(call.value(0), deadline: 0, at: call.span)
            return .void
        }
        let deadline = registry.type(DispatchDeadline.self)
        deadline.staticMethod("now()", []) { _ in .double(0) }
        queue.method("asyncAfter(deadline:execute:)", [.host(deadline), .function([], .void)]) { call in
            let seconds = call.value(0).host(DispatchDeadline.self)?.seconds ?? 0
            call.interpreter.mainQueue.enqueue(call.value(1), deadline: seconds, at: call.span)
            return .void
        }
    }
}
