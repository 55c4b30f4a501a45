/// A scene `layoutviz test` checks: its path as given (or found in a folder given) and the folder its
/// references are relative to (the folder given, or the scene's own folder), so that diagnostics in
/// references never depend on the working directory or the checkout's location.
struct SceneFile: Sendable, Hashable, Comparable {
    let path: String
    let root: String

    static func < (lhs: SceneFile, rhs: SceneFile) -> Bool { lhs.path < rhs.path }
}
