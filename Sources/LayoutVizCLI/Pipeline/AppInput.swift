import Foundation
import LayoutScript

/// A scene given as an app's folder: its Swift files (``LayoutScript/AppFolder``'s rule, with `--exclude` and
/// `--include`) as one module, and the screens found in them (``LayoutScript/SceneScript/screens(in:)``). A command
/// given a folder draws the screen `--root` or `--preview` names, else the first screen found, and says so.
///
/// ```swift
/// // layoutviz render MyApp/ --root SettingsViewController -o settings.png
/// let app = try AppInput(folder: "MyApp", excluding: [], including: [])
/// app.screens.first?.name
/// ```
struct AppInput {
    /// The folder as given.
    let folder: String
    /// The module's files, as paths diagnostics print (the folder given, then the path inside it).
    let paths: [String]
    /// The module's files read.
    let sources: [SceneSource]
    /// The screens found, in ``LayoutScript/SceneScript/screens(in:)``'s order.
    let screens: [AppScreen]

    /// Whether `path` names a folder.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Lists, reads and searches the folder; an unreadable folder or file, or one that does not parse, is bad input.
    init(folder: String, excluding: [String], including: [String]) throws(CommandFailure) {
        self.folder = folder
        do {
            let app = try AppFolder(contentsOf: URL(fileURLWithPath: folder), excluding: excluding,
                                    including: including)
            paths = app.files.map(\.relativePath)
            var sources: [SceneSource] = []
            for (url, path) in zip(app.files, paths) {
                guard let data = FileManager.default.contents(atPath: url.path),
                      let text = String(data: data, encoding: .utf8) else {
                    throw CommandFailure(.badInput, "\(path): error: cannot read the file as UTF-8 text")
                }
                sources.append(SceneSource(name: path, text: text))
            }
            self.sources = sources
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
