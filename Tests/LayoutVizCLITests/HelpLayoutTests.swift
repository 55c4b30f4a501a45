import ArgumentParser
import LayoutVizCLI
import Testing

/// The `--help` texts at 80 columns: no line wider than the terminal, every example on one line.
@Suite struct HelpLayoutTests {
    static let commands: [(String, any ParsableCommand.Type)] = [
        ("layoutviz", LayoutVizCommand.self), ("render", RenderCommand.self), ("frames", FramesCommand.self),
        ("check", CheckCommand.self), ("diff", DiffCommand.self), ("test", TestCommand.self),
        ("preview", PreviewCommand.self),
    ]

    /// The example lines of a command's discussion, as written (`  layoutviz …`).
    static func examples(of command: any ParsableCommand.Type) -> [Substring] {
        command.configuration.discussion.split(separator: "\n").filter { $0.hasPrefix("  layoutviz ") }
    }

    @Test(arguments: commands.map(\.0))
    func everyExampleStaysOnOneLineAt80Columns(name: String) throws {
        let command = try #require(Self.commands.first { $0.0 == name }?.1)
        let help = LayoutVizCommand.helpMessage(for: command, columns: 80)
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        let examples = Self.examples(of: command)
        #expect(examples.count >= 2)
        for example in examples {
            #expect(lines.contains(example), "example wrapped: \(example)")
        }
        for line in lines {
            #expect(line.count <= 80, "line of \(line.count) columns: \(line)")
        }
    }

    @Test func continuedExitStatusLinesStayIndented() {
        let help = LayoutVizCommand.helpMessage(for: RenderCommand.self, columns: 80)
        #expect(help.contains("  2  bad input or usage: unreadable or malformed scene, unsupported\n"
                              + "     construct, limit exceeded, bad option\n"))
    }
}
