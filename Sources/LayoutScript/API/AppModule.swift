import Foundation
import LayoutScene

/// An app's folder read as one module, once: its Swift files (``AppFolder``'s rule), its resources (asset catalogs,
/// fonts, strings in a language, ``AppResources``) and the screens found in it (``SceneScript/screens(in:)``). Every
/// screen loads from it without reading or searching the folder again; it never changes, so screens drawn on other
/// threads share it.
///
/// ```swift
/// let app = try AppModule(folder: URL(fileURLWithPath: "MyApp"))
/// for screen in app.drawable {
///     let scene = try app.load(screen, defaultSize: CGSize(width: 393, height: 852))
///     print(screen.referenceName, scene.canvas.subviews.count)
/// }
/// ```
public final class AppModule: Sendable, Hashable {
    /// The folder as given.
    ///
    /// ```swift
    /// app.folder.relativePath // "Samples/App"
    /// ```
    public let folder: URL
    /// The module's files, as diagnostics name them: the folder given, then the path inside it.
    ///
    /// ```swift
    /// app.paths.first // "Samples/App/Sources/Base/BaseViewController.swift"
    /// ```
    public let paths: [String]
    /// The module's files, read.
    ///
    /// ```swift
    /// let scene = try SceneScript.load(sources: app.sources, defaultSize: size, options: options)
    /// ```
    public let sources: [SceneSource]
    /// The asset catalogs, fonts and strings found in the folder.
    ///
    /// ```swift
    /// app.resources.catalog?.fontFiles // the fonts the app's Info.plist lists
    /// ```
    public let resources: AppResources
    /// Every screen found, in ``SceneScript/screens(in:)``'s order, skipped ones included with their reasons.
    ///
    /// ```swift
    /// app.screens.filter { $0.skipReason != nil }.map(\.name) // ["BaseViewController", "BadgeView"]
    /// ```
    public let screens: [AppScreen]

    /// How long one screen may take to load, in seconds, before it stops with a limit error.
    ///
    /// ```swift
    /// AppModule.screenTimeLimit // 30
    /// ```
    public static let screenTimeLimit = 30

    /// Lists, reads and searches `folder` (files under `excluding` left out, under `including` brought back), with its
    /// strings in `language` (nil: the app's development language). A folder or file that cannot be read, or a module
    /// that does not parse, is an error naming it.
    ///
    /// ```swift
    /// let app = try AppModule(folder: URL(fileURLWithPath: "MyApp"), excluding: ["MyApp/Legacy"], language: "de")
    /// ```
    public init(folder: URL, excluding: [String] = [], including: [String] = [], language: String? = nil)
        throws(ScriptError) {
        let app = try AppFolder(contentsOf: folder, excluding: excluding, including: including)
        let paths = app.files.map(\.relativePath)
        var sources: [SceneSource] = []
        for (url, path) in zip(app.files, paths) {
            guard let data = FileManager.default.contents(atPath: url.path),
                  let text = String(data: data, encoding: .utf8) else {
                throw ScriptError(kind: .unreadable, diagnostics: [
                    ScriptDiagnostic(fileError: "cannot read the file as UTF-8 text", file: path),
                ])
            }
            sources.append(SceneSource(name: path, text: text))
        }
        self.folder = folder
        self.paths = paths
        self.sources = sources
        resources = AppResources(app.resources, language: language)
        screens = try SceneScript.screens(in: sources)
    }

    /// The screens to draw: those found and not skipped.
    ///
    /// ```swift
    /// app.drawable.map(\.referenceName) // ["ProfileViewController", "ProfileView.Two-items"]
    /// ```
    public var drawable: [AppScreen] { screens.filter { $0.skipReason == nil } }

    /// `options` for loading this module: an app folder's (coverage counts the code a screen reaches, files it cannot
    /// read are left out), with the app's strings and ``screenTimeLimit``.
    ///
    /// ```swift
    /// let options = app.loadOptions(screen.loadOptions(LoadOptions()))
    /// ```
    public func loadOptions(_ options: LoadOptions) -> LoadOptions {
        var options = options
        options.countsReachedCodeOnly = true
        options.isAppFolder = true
        options.strings = resources.strings
        options.timeLimit = Self.screenTimeLimit
        return options
    }

    /// Loads one screen of the module at `defaultSize` (the size a root without a device of its own gets), its
    /// images and colours from the folder's asset catalogs, its views self-sized by `fitting`.
    ///
    /// ```swift
    /// let scene = try app.load(app.drawable[0], defaultSize: CGSize(width: 393, height: 852),
    ///                          options: LoadOptions(device: .iPhone15))
    /// ```
    public func load(_ screen: AppScreen, defaultSize: CGSize, fitting: (any LayoutFitting)? = nil,
                     options: LoadOptions = LoadOptions()) throws(ScriptError) -> LoadedScene {
        try SceneScript.load(sources: sources, defaultSize: defaultSize, assets: resources.catalog, fitting: fitting,
                             options: loadOptions(screen.loadOptions(options)))
    }

    /// Whether both are the same read of a folder (a module is compared by identity).
    ///
    /// ```swift
    /// app == app // true; a second read of the same folder is another module
    /// ```
    public static func == (lhs: AppModule, rhs: AppModule) -> Bool { lhs === rhs }

    /// Hashes the module's identity.
    ///
    /// ```swift
    /// var modules: Set<AppModule> = [app]
    /// ```
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
