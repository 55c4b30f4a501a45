import Foundation
import LayoutEngine
import LayoutRender
import LayoutScene
import LayoutScript
import Synchronization

/// An app folder as snapshot tests use it: the module read once per process (``LayoutScript/AppModule``), with the
/// environment its screens are drawn in — the default fonts plus the fonts the app bundles — and each screen loaded
/// with them.
///
/// ```swift
/// let app = try AppSnapshots.shared(folder: "MyApp", excluding: [], including: [], language: nil)
/// let canvas = try app.canvas(for: app.module.drawable[0], options: LoadOptions(device: .iPhone15))
/// ```
final class AppSnapshots: Sendable {
    /// The module.
    let module: AppModule
    /// Its fonts, measurer and renderer fingerprint.
    let environment: SnapshotEnvironment

    private init(module: AppModule) throws(RenderError) {
        self.module = module
        let fonts = module.resources.catalog?.fontFiles ?? []
        environment = fonts.isEmpty ? try SnapshotEnvironment.shared()
            : try SnapshotEnvironment(fonts: FontLibrary(additionalFontFiles: fonts))
    }

    private static let loaded = Mutex<[String: AppSnapshots]>([:])

    /// The folder's module and environment, read on first use with these options and kept for the process.
    static func shared(folder: String, excluding: [String], including: [String], language: String?) throws
        -> AppSnapshots {
        let key = ([URL(fileURLWithPath: folder).standardizedFileURL.path, language ?? ""] + excluding + ["|"]
                   + including).joined(separator: "\u{1F}")
        if let found = loaded.withLock({ $0[key] }) { return found }
        let made = try AppSnapshots(module: AppModule(folder: URL(fileURLWithPath: folder), excluding: excluding,
                                                      including: including, language: language))
        return loaded.withLock { cache in
            if let raced = cache[key] { return raced }
            cache[key] = made
            return made
        }
    }

    /// The screen loaded with `options` (its device, orientation, embedding) on the app's fonts, or the error that
    /// stopped it (a load error, or a lifecycle method that failed).
    func canvas(for screen: AppScreen, options: LoadOptions, defaultSize: CGSize) throws -> Canvas {
        var options = options
        options.fontNames = environment.fonts.fontNames
        let scene = try module.load(screen, defaultSize: defaultSize,
                                    fitting: EngineLayoutFitting(measurer: environment.measurer), options: options)
        if let error = scene.lifecycleError { throw error }
        return scene.canvas
    }
}
