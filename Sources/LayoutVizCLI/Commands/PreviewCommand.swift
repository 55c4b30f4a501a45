import ArgumentParser
import Foundation
import LayoutObjC
import LayoutScript
import Synchronization

/// `layoutviz preview SCENE… [--port N]`: a live preview in the browser. It serves one page on the loopback interface
/// (``PreviewServer``), prints its address and opens nothing itself; the page redraws whenever one of the scene's files
/// is saved, shows a file that stops loading as its positioned error over the last good picture, and inspects the view
/// under a click. It runs until interrupted.
///
/// ```swift
/// // layoutviz preview Samples/profile-card.swiftlay --port 8123
/// ```
public struct PreviewCommand: ParsableCommand {
    /// Name, summary and help.
    ///
    /// ```swift
    /// PreviewCommand.configuration.commandName // "preview"
    /// ```
    public static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of a scene with a constraint inspector, on the loopback interface.",
        usage: "layoutviz preview [<options>] <scene> ...",
        discussion: """
            Prints the page's address (http://127.0.0.1:PORT/) and serves it until interrupted. The page redraws \
            within a moment of any of the scene's files being saved, keeps its switchers (device, orientation, \
            appearance, text size, direction, #Preview) in its URL, and lists the constraints of the view clicked.

            Examples:
              layoutviz preview Samples/profile-card.swiftlay
              layoutviz preview Theme.swift Card.swift --device iphone-15 --port 9000
              layoutviz preview Samples/App --root SettingsViewController

            \(ExitStatus.helpText)
            """
    )

    /// The scene and how it is loaded.
    @OptionGroup public var scene: SceneOptions
    /// How the picture is drawn.
    @OptionGroup public var painting: PaintingFlags

    /// `--port N`: the port to listen on; 0 picks a free one.
    @Option(help: "The port to listen on (0 picks a free one).")
    public var port: UInt16 = 8123

    /// Creates the command (ArgumentParser parses it).
    ///
    /// ```swift
    /// let command = try PreviewCommand.parse(["card.swiftlay", "--port", "0"])
    /// ```
    public init() {}

    /// Renders the scene once (a scene that does not load still opens the page, showing its error), starts watching
    /// its files and serves the page until the process is interrupted.
    ///
    /// ```swift
    /// try PreviewCommand.parse(["card.swiftlay"]).run()
    /// ```
    public func run() throws {
        // Interrupting or terminating the process stops the server, even when started with those signals ignored.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        let session = PreviewSession(rendering: PreviewRendering(scene: scene, painting: painting))
        let files = try Self.watchedFiles(of: scene)
        let watcher: FileChangeWatcher
        let currentFiles: @Sendable () -> [String]
        if let folder = Self.appFolder(of: scene) {
            // an app's folder: its files as they are now, new ones included
            watcher = try FileChangeWatcher(tree: folder, accepting: Self.isAppFile)
            let (exclude, include) = (scene.app.exclude, scene.app.include)
            currentFiles = { (try? Self.appFiles(in: folder, excluding: exclude, including: include)) ?? files }
        } else {
            watcher = try FileChangeWatcher(files: files)
            currentFiles = { files }
        }
        let server = try PreviewServer(session: session, files: currentFiles, port: port)
        let finished = DispatchSemaphore(value: 0)
        let outcome = Mutex<CommandFailure?>(nil)
        Task {
            let watching = Task {
                for await _ in watcher.changes { await session.filesChanged() }
            }
            do {
                try await server.run { url in Console.current.write("layoutviz preview: \(url)\n") }
            } catch {
                outcome.withLock { $0 = CommandFailure(.failure, "error: the preview server stopped: \(error)") }
            }
            watching.cancel()
            finished.signal()
        }
        finished.wait()
        if let failure = outcome.withLock({ $0 }) { throw failure }
    }
}

extension PreviewCommand {
    /// The app's folder the scene is, or `nil` for scene files.
    static func appFolder(of scene: SceneOptions) -> String? {
        scene.files.count == 1 && AppInput.isFolder(scene.files[0]) ? scene.files[0] : nil
    }

    /// Whether a file in an app's folder can change its screens: a Swift file or a strings file (which of them the
    /// module holds, `--exclude` and `--include` decide when the scene is loaded again).
    static func isAppFile(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".strings")
    }

    /// The files the preview watches and its source pane shows: the scene's files (an Objective-C file's header
    /// beside it too), or for an app's folder its module's Swift files and its strings files (as `--exclude` and
    /// `--include` choose them; the preview asks again after every change, so files the folder gains are shown).
    static func watchedFiles(of scene: SceneOptions) throws(CommandFailure) -> [String] {
        guard appFolder(of: scene) != nil else {
            let headers = scene.files.compactMap { ObjCFrontEnd.companionHeader(of: URL(fileURLWithPath: $0))?.relativePath }
            return headers.filter { !scene.files.contains($0) } + scene.files
        }
        return try appFiles(in: scene.files[0], excluding: scene.app.exclude, including: scene.app.include)
    }

    /// An app folder's module Swift files and strings files, as `--exclude` and `--include` choose them.
    static func appFiles(in folder: String, excluding exclude: [String], including include: [String])
        throws(CommandFailure) -> [String] {
        do {
            let app = try AppFolder(contentsOf: URL(fileURLWithPath: folder), excluding: exclude, including: include)
            return (app.files + app.resources.stringsFiles.values.flatMap { $0 }).map(\.path)
        } catch {
            throw CommandFailure(.badInput, error.description)
        }
    }
}
