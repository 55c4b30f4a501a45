import ArgumentParser
@testable import LayoutVizCLI
import Testing

/// A subcommand's arguments parsed by the subcommand alone give what the whole command tree gives: the same command
/// with the same values, or the same help request, message and exit status.
@Suite struct CommandLineParsingTests {
    static let lines: [[String]] = [
        ["render", "card.swiftlay", "-o", "card.png"],
        ["render", "Theme.swift", "card.swiftlay", "-o", "-", "--format", "svg", "--scale", "2", "--guides-for",
         "title", "body", "--no-names", "--theme", "dark", "--padding", "24", "--appearance", "dark", "--direction",
         "rtl", "--content-size", "AX2", "--root", "Card", "--no-base-hooks", "--assets", "Assets.xcassets"],
        ["render", "card.swiftlay", "-o", "s.png", "--device", "iPhone SE", "--landscape", "--guides", "none"],
        ["render", "card.swiftlay", "-o", "s.png", "--matrix", "device=iphone-se-3,ipad-10", "--matrix",
         "appearance=light,dark"],
        ["render", "card.swiftlay", "-o", "s.png", "--version"],
        ["render", "card.swiftlay", "-o", "s.png", "--help"],
        ["render", "-h"],
        ["render", "--generate-completion-script", "bash"],
        ["render", "card.swiftlay", "-o", "s.png", "--generate-completion-script", "zsh"],
        ["render", "--experimental-dump-help"],
        ["render", "help"],
        ["render"],
        ["render", "card.swiftlay"],
        ["render", "card.swiftlay", "-o", "card.xyz"],
        ["render", "card.swiftlay", "-o", "card.png", "--scale", "9"],
        ["render", "card.swiftlay", "-o", "card.png", "--bogus"],
        ["render", "card.swiftlay", "-o", "card.png", "--size", "100x100", "--device", "ipad"],
        ["render", "card.swiftlay", "-o", "card.png", "--landscape"],
        ["render", "card.swiftlay", "-o", "card.png", "--matrix", "colour=red"],
        ["frames", "card.swiftlay", "--format", "json", "--size", "320x568"],
        ["frames", "card.swiftlay", "--size", "wide"],
        ["frames", "--help"],
        ["check", "broken.swiftlay", "--strict"],
        ["check"],
        ["diff", "a.png", "b.png", "-o", "d.png"],
        ["diff", "a.png"],
        ["test", "Samples", "--fixtures", "Fixtures", "--record", "never"],
        ["test", "--help"],
        ["help", "render"],
        ["--help"],
        ["--version"],
        ["--generate-completion-script", "fish"],
        ["explode"],
        [],
    ]

    /// The command parsed (its type and every value), or the error's exit status and full message.
    private func outcome(_ parse: () throws -> ParsableCommand) -> String {
        do {
            let command = try parse()
            return "\(type(of: command)) \(String(reflecting: command))"
        } catch {
            return "exit \(LayoutVizCommand.exitCode(for: error).rawValue): \(LayoutVizCommand.fullMessage(for: error))"
        }
    }

    @Test(arguments: lines)
    func aSubcommandAloneParsesAsTheWholeTree(arguments: [String]) {
        #expect(outcome { try CommandLineParsing.parse(arguments) }
                    == outcome { try LayoutVizCommand.parseAsRoot(arguments) })
    }

    @Test func aRenderLineGivesTheRenderCommandWithItsValues() throws {
        let command = try #require(try CommandLineParsing.parse(["render", "card.swiftlay", "-o", "card.png",
                                                                  "--scale", "2"]) as? RenderCommand)
        #expect(command.scene.files == ["card.swiftlay"])
        #expect(command.output == "card.png")
        #expect(command.scale == 2)
        #expect(command.painting.guides == .all)
    }

    @Test func helpAndVersionComeFromTheWholeTree() {
        #expect(outcome { try CommandLineParsing.parse(["render", "x.swiftlay", "-o", "x.png", "--version"]) }
                    == "exit 0: 0.1.0")
        #expect(outcome { try CommandLineParsing.parse(["render", "--help"]) }.hasPrefix("HelpCommand"))
    }
}
