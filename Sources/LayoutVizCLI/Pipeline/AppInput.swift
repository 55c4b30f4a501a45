import Foundation
import LayoutScene
import LayoutScript

/// A scene given as an app's folder: the folder read as one module (``LayoutScript/AppModule``, with `--exclude`,
/// `--include` and strings in `--locale` or the development language) and the screens found in it. A command given a
/// folder draws the screen `--root` or `--preview` names, else the first screen found, and says so.
///
/// ```swift
/// // layoutviz render MyApp/ --root SettingsViewController -o settings.png
/// let app = try AppInput(folder: "MyApp", excluding: [], including: [], language: nil)
/// app.screens.first?.name
/// ```
struct AppInput {
    /// The folder as given.
    let folder: String
    /// The module and its resources, shared by every screen drawn.
    let module: AppModule

    /// The module's files, as paths diagnostics print (the folder given, then the path inside it).
    var paths: [String] { module.paths }
    /// The module's files read.
    var sources: [SceneSource] { module.sources }
    /// The screens found, in ``LayoutScript/SceneScript/screens(in:)``'s order.
    var screens: [AppScreen] { module.screens }
    /// The screens to draw (those not skipped).
    var drawable: [AppScreen] { module.drawable }

    /// Whether `path` names a folder.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Lists, reads and searches the folder, and reads its resources (strings in `language`, nil for the app's
    /// development language); an unreadable folder or file, or one that does not parse, is bad input.
    init(folder: String, excluding: [String], including: [String], language: String?) throws(CommandFailure) {
        self.folder = folder
        do {
            module = try AppModule(folder: URL(fileURLWithPath: folder), excluding: excluding, including: including,
                                   language: language)
        } catch {
            throw CommandFailure(.badInput, error.description)
        }
    }
}

extension AppModule {
    /// The assets a screen reads: those `--assets` names, else the folder's catalogs and fonts.
    func assets(explicit: String?) -> AssetsLocation {
        AssetsLocation(explicit: explicit, found: resources.catalog)
    }

    /// Prints each resource the folder's reading left out, once, on standard error.
    func reportResourceWarnings() {
        for warning in resources.warnings { Console.current.writeError(warning + "\n") }
    }
}
