import Foundation

extension SceneScript {
    /// Builds the interpreter's tables of every type and member a scene can use (``SceneScript`` builds them once per
    /// process, on the first load, whatever the scene uses) and returns when they are ready. A program about to load
    /// a scene can call it on another thread while it does something else — parsing its arguments, setting up fonts
    /// — so the first load need not wait for them; a load that comes first waits for this one instead of building
    /// the tables twice.
    ///
    /// ```swift
    /// Thread.detachNewThread { SceneScript.prepare() }
    /// let fonts = try FontLibrary() // meanwhile
    /// let scene = try SceneScript.load(contentsOf: url, defaultSize: CGSize(width: 375, height: 667))
    /// ```
    public static func prepare() {
        _ = HostRegistry.shared
    }
}
