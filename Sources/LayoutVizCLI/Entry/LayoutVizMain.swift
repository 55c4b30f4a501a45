import ArgumentParser
import Foundation
import LayoutScript

/// Runs `layoutviz` with arguments and returns the exit status, mapping ArgumentParser's usage errors to 2.
///
/// ```swift
/// let status = LayoutVizMain.run(["frames", "card.swiftlay", "--format", "json"])
/// ```
public enum LayoutVizMain {
    /// Parses and runs one command line (without the program name).
    ///
    /// ```swift
    /// exit(LayoutVizMain.run(Array(CommandLine.arguments.dropFirst())))
    /// ```
    public static func run(_ arguments: [String]) -> Int32 {
        let console = Console.current
        if let name = arguments.first, sceneCommandNames.contains(name) {
            // Set up on other cores while the arguments are parsed.
            EarlyFontLibrary.shared.start()
            Thread.detachNewThread { SceneScript.prepare() }
        }
        do {
            var command = try CommandLineParsing.parse(arguments)
            try command.run()
            return ExitStatus.ok.rawValue
        } catch let failure as CommandFailure {
            if !failure.message.isEmpty {
                console.writeError(failure.message.hasSuffix("\n") ? failure.message : failure.message + "\n")
            }
            return failure.status.rawValue
        } catch {
            let code = LayoutVizCommand.exitCode(for: error)
            let message = LayoutVizCommand.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { console.write(message + "\n") }
                return ExitStatus.ok.rawValue
            }
            console.writeError(message + "\n")
            return code == .validationFailure ? ExitStatus.badInput.rawValue : code.rawValue
        }
    }

    /// The subcommands that load scenes, whose first load uses the interpreter's tables.
    ///
    /// ```swift
    /// LayoutVizMain.sceneCommandNames.contains("render") // true
    /// ```
    static let sceneCommandNames: Set<String> = Set(
        ([RenderCommand.self, FramesCommand.self, CheckCommand.self, TestCommand.self, PreviewCommand.self]
            as [any ParsableCommand.Type])
            .compactMap { $0.configuration.commandName }
    )
}
