import ArgumentParser

/// The `layoutviz` command: render, inspect and check `.swiftlay` layout scenes.
///
/// ```swift
/// let status = LayoutVizMain.run(["render", "card.swiftlay", "-o", "card.png"])
/// ```
public struct LayoutVizCommand: ParsableCommand {
    /// The command's name, summary, subcommands and help text.
    ///
    /// ```swift
    /// LayoutVizCommand.configuration.commandName // "layoutviz"
    /// ```
    public static let configuration = CommandConfiguration(
        commandName: "layoutviz",
        abstract: "Solve SnapKit/Masonry-style layout scenes and draw them like Interface Builder.",
        discussion: """
            A scene is Swift source (.swiftlay) written with the SnapKit DSL; it is interpreted, never executed.

            Examples:
              layoutviz render Samples/profile-card.swiftlay -o card.png --scale 2
              layoutviz frames Samples/login-form.swiftlay --format json
              layoutviz check Samples/broken-layout.swiftlay --strict
              layoutviz diff reference.png actual.png -o diff.png
              layoutviz test Samples --fixtures Fixtures --record never
              layoutviz preview Samples/profile-card.swiftlay
              layoutviz lint Samples/sign-up-form.swiftlay --strict

            \(ExitStatus.helpText)

            Shell completions: layoutviz --generate-completion-script bash|zsh|fish
            """,
        version: "0.1.0",
        subcommands: [RenderCommand.self, FramesCommand.self, CheckCommand.self, DiffCommand.self, TestCommand.self,
                      PreviewCommand.self, LintCommand.self]
    )

    /// Creates the command (ArgumentParser parses it).
    ///
    /// ```swift
    /// let command = try LayoutVizCommand.parseAsRoot(["--help"])
    /// ```
    public init() {}
}
