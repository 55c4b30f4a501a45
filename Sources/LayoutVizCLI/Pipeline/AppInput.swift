import Foundation
import LayoutScene
import LayoutScript

/// A scene given as an app's folder: its Swift files (``LayoutScript/AppFolder``'s rule, with `--exclude` and
/// `--include`) as one module, read once, with its resources (asset catalogs, fonts, strings in `--locale` or the
/// development language), and the screens found in them (``LayoutScript/SceneScript/screens(in:)``). A command
/// given a folder draws the screen `--root` or `--preview` names, else the first screen found, and says so.
///
/// ```swift
/// // layoutviz render MyApp/ --root SettingsViewController -o settings.png
/// let app = try AppInput(folder: "MyApp", excluding: [], including: [], language: nil)
/// app.screens.first?.name
/// ```
struct AppInput {
    /// The folder as given.
    var folder: String { module.folder }
    /// The module's files, as paths diagnostics print (the folder given, then the path inside it).
    var paths: [String] { module.paths }
    /// The module's files read.
    var sources: [SceneSource] { module.sources }
    /// The module and its resources, shared by every screen drawn.
    let module: AppModule
    /// The screens found, in ``LayoutScript/SceneScript/screens(in:)``'s order.
    let screens: [AppScreen]

    /// Whether `path` names a folder.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Lists, reads and searches the folder, and reads its resources (strings in `language`, nil for the app's
    /// development language); an unreadable folder or file, or one that does not parse, is bad input.
    init(folder: String, excluding: [String], including: [String], language: String?) throws(CommandFailure) {
        do {
            let app = try AppFolder(contentsOf: URL(fileURLWithPath: folder), excluding: excluding,
                                    including: including)
            let paths = app.files.map(\.relativePath)
            var sources: [SceneSource] = []
            for (url, path) in zip(app.files, paths) {
                guard let data = FileManager.default.contents(atPath: url.path),
                      let text = String(data: data, encoding: .utf8) else {
                    throw CommandFailure(.badInput, "\(path): error: cannot read the file as UTF-8 text")
                }
                sources.append(SceneSource(name: path, text: text))
            }
            module = AppModule(folder: folder, paths: paths, sources: sources,
                               resources: AppResources(app.resources, language: language))
            screens = try SceneScript.screens(in: sources)
        } catch let error as ScriptError {
            throw CommandFailure(.badInput, error.description)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(.badInput, "\(folder): error: \(error)")
        }
    }

    /// The screens to draw (those not skipped).
    var drawable: [AppScreen] { screens.filter { $0.skipReason == nil } }
}

/// An app folder's module as every screen loads it: its files read once, its resources, and how a screen's
/// ``LayoutScript/LoadOptions`` and assets follow from them. Shared, never changed, so screens drawn on other threads
/// read it as they are.
///
/// ```swift
/// let options = app.module.loadOptions(screen.loadOptions(LoadOptions()))
/// ```
final class AppModule: Sendable, Hashable {
    /// The folder as given.
    let folder: String
    /// The module's files, as paths diagnostics print.
    let paths: [String]
    /// The module's files read.
    let sources: [SceneSource]
    /// The asset catalogs, fonts and strings found in the folder.
    let resources: AppResources

    init(folder: String, paths: [String], sources: [SceneSource], resources: AppResources) {
        self.folder = folder
        self.paths = paths
        self.sources = sources
        self.resources = resources
    }

    /// How long one screen may take to load, in seconds, before it stops with a limit error and the next is drawn.
    static let screenTimeLimit = 30

    /// `options` for a screen of this module: an app folder's, counting the code the screen reaches, with the app's
    /// strings and ``screenTimeLimit``.
    func loadOptions(_ options: LoadOptions) -> LoadOptions {
        var options = options
        options.countsReachedCodeOnly = true
        options.isAppFolder = true
        options.strings = resources.strings
        options.timeLimit = Self.screenTimeLimit
        return options
    }

    /// The assets a screen reads: those `--assets` names, else the folder's catalogs and fonts.
    func assets(explicit: String?) -> AssetsLocation {
        AssetsLocation(explicit: explicit, found: resources.catalog)
    }

    /// Prints each resource the folder's reading left out, once, on standard error.
    func reportResourceWarnings() {
        for warning in resources.warnings { Console.current.writeError(warning + "\n") }
    }

    static func == (lhs: AppModule, rhs: AppModule) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
