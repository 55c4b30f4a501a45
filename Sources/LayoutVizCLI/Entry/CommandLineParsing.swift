import ArgumentParser

/// Parses a `layoutviz` command line with ArgumentParser, the short way when it can: a line starting with a
/// subcommand's name is first parsed by that subcommand alone, as the root of its own arguments, and that result is
/// kept when it is the subcommand itself. Anything else — a usage error, `--help`, `--version`,
/// `--generate-completion-script`, `--experimental-dump-help`, a first word naming no subcommand — is parsed again
/// from `layoutviz`, so every message, help text, completion script and exit status is the one the whole command
/// tree gives. The short way leaves out reflecting on the root and the command tree, which costs a search of every
/// conformance record of the executable for each type reflected on.
///
/// ```swift
/// let command = try CommandLineParsing.parse(["render", "card.swiftlay", "-o", "card.png"]) // a RenderCommand
/// ```
enum CommandLineParsing {
    /// The command a line of arguments (without the program name) asks for.
    ///
    /// ```swift
    /// try CommandLineParsing.parse(["frames", "card.swiftlay"]) is FramesCommand // true
    /// ```
    static func parse(_ arguments: [String]) throws -> ParsableCommand {
        if let name = arguments.first,
           let subcommand = LayoutVizCommand.configuration.subcommands
               .first(where: { $0.configuration.commandName == name }),
           let command = try? subcommand.parseAsRoot(Array(arguments.dropFirst())),
           type(of: command) == subcommand {
            return command
        }
        return try LayoutVizCommand.parseAsRoot(arguments)
    }
}
