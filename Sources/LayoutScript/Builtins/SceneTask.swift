/// Swift's `Task`: a scene has one thread, so a task's operation waits on the main queue (``MainQueue``) and runs
/// after the current lifecycle step, as `DispatchQueue.main.async` does; what it awaits runs to completion in place.
/// It is never cancelled, and `Task.sleep` returns at once.
///
/// ```swift
/// Task { await self.loadProfile() }   // runs once viewDidLoad returns
/// ```
final class SceneTask: HostValue {}

/// `TaskPriority`: a scene has one thread, so the priority changes nothing.
///
/// ```swift
/// Task(priority: .background) { await cache.warm() }
/// ```
enum SceneTaskPriority: String, CaseIterable, HostValue {
    case high, medium, low, userInitiated, utility, background
}
