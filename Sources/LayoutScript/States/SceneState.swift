/// A state the drawn screen can be put in: a method of a scene object in the drawn tree that never ran while the
/// scene loaded and holds constraint statements — directly or through the methods it calls — that never ran: a tap
/// handler remaking constraints, a scroll callback pinning a header, a `showError()` that adds a banner.
///
/// `layoutviz check` lists the states and counts the statements they lay out; `layoutviz render --state NAME` draws
/// the screen after one ran. A state runs once, after the screen's first layout (so it reads real frames), with
/// placeholder arguments, as an entry point does (see the README's "States").
///
/// ```swift
/// _ = scene.canvas.layout()
/// scene.states.map(\.name) // ["FeedViewController.toggleMenu()"]
/// try scene.enter(scene.states[0])
/// _ = scene.canvas.layout()
/// ```
public struct SceneState: Hashable, Sendable {
    /// `Class.selector`, as `check` lists it.
    public let name: String
    /// The class declaring the method.
    public let className: String
    /// The method's selector, `toggleMenu()` or `changeForm(_:)`.
    public let selector: String
    /// Where the method's name is.
    public let file: String
    /// Its 1-based line.
    public let line: Int

    /// Whether `spelling` names this state: its full name, its selector, its selector with the class, or its base
    /// name with or without the class (`toggleMenu`, `Feed.toggleMenu`).
    ///
    /// ```swift
    /// state.isNamed("toggleMenu") // true for FeedViewController.toggleMenu()
    /// ```
    public func isNamed(_ spelling: String) -> Bool {
        let baseName = String(selector.prefix { $0 != "(" })
        return [name, selector, baseName, "\(className).\(baseName)"].contains(spelling)
    }
}
