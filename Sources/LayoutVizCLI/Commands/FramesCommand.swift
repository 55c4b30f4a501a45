import ArgumentParser

/// `layoutviz frames SCENE [--format text|json] [--size WxH]`: the solved frames.
///
/// ```swift
/// let status = LayoutVizMain.run(["frames", "card.swiftlay", "--format", "json"])
/// ```
public struct FramesCommand: ParsableCommand {
    /// Output formats.
    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// Indented text, one view per line.
        case text
        /// JSON (a stable interface; see the README).
        case json
    }

    /// Name, summary and help.
    ///
    /// ```swift
    /// FramesCommand.configuration.commandName // "frames"
    /// ```
    public static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print the solved frame of every view.",
        usage: "layoutviz frames [<options>] <scene>",
        discussion: """
            Examples:
              layoutviz frames Samples/login-form.swiftlay
              layoutviz frames Samples/settings-list.swiftlay --format json --size 390x844

            JSON, views in tree order:
              {"canvas": {"width": W, "height": H},
               "views": [{"name": …, "parent": …, "frame": {"x": …, "y": …,
                          "width": …, "height": …}, "absoluteFrame": {…},
                          "ambiguous": […]}],
               "diagnostics": [{"severity": …, "message": …, "file": …,
                                "line": N, "column": N}]}

            \(ExitStatus.helpText)
            """
    )

    /// The scene and root size.
    @OptionGroup public var scene: SceneOptions

    /// `--format text|json`.
    @Option(help: "Output format: text or json.")
    public var format: Format = .text

    /// Creates the command (ArgumentParser parses it).
    ///
    /// ```swift
    /// let command = try FramesCommand.parse(["card.swiftlay"])
    /// ```
    public init() {}

    /// Prints the frames.
    ///
    /// ```swift
    /// try FramesCommand.parse(["card.swiftlay"]).run()
    /// ```
    public func run() throws {
        let solved = try SolvedScene(scene)
        solved.reportFontWarnings()
        let report = FramesReport(canvas: solved.canvas, result: solved.result,
                                  earlierDiagnostics: solved.scriptDiagnostics,
                                  coverage: format == .json ? StateCoverage.coverage(of: solved, options: scene) : nil)
        Console.current.write(format == .json ? report.json.serialized(pretty: true) + "\n" : report.text)
    }
}
