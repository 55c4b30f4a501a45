import Foundation
import LayoutScript

/// A scene `layoutviz test` checks: its path as given (or found in a folder given) and the folder its
/// references are relative to (the folder given, or the scene's own folder), so that diagnostics in
/// references never depend on the working directory or the checkout's location. A screen of an app folder also
/// carries the module's files and the screen; its references are named after the screen.
struct SceneFile: Sendable, Hashable, Comparable {
    let path: String
    let root: String
    /// The app's files and the screen to draw, for a screen of an app folder.
    var app: AppCase?

    /// One screen of an app folder.
    struct AppCase: Sendable, Hashable {
        let module: AppModule
        let screen: AppScreen
    }

    /// The references' base name: the screen's, or the scene file's name without its extension.
    var referenceName: String {
        if let app { return app.screen.referenceName }
        return ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    static func < (lhs: SceneFile, rhs: SceneFile) -> Bool {
        (lhs.path, lhs.referenceName) < (rhs.path, rhs.referenceName)
    }
}
