import ArgumentParser

/// What an app folder's module holds and which language its strings are read in: `--exclude PATH` and
/// `--include PATH` (repeatable) move the line ``LayoutScript/AppFolder``'s rule draws, `--locale LANG` picks the
/// `.lproj` folder and string catalog language (default: the Xcode project's development region, else `en`).
///
/// ```swift
/// let options = try AppFolderOptions.parse(["--exclude", "MyApp/Legacy", "--locale", "fr"])
/// options.locale // "fr"
/// ```
public struct AppFolderOptions: ParsableArguments {
    /// `--exclude PATH`, repeatable: leaves an app folder's files under the path out of the module.
    @Option(help: ArgumentHelp("With an app folder: leave out the files under this path (repeatable).",
                               valueName: "path"))
    public var exclude: [String] = []

    /// `--include PATH`, repeatable: brings back an app folder's files under the path that the rule leaves out.
    @Option(help: ArgumentHelp("With an app folder: keep the files under this path that the rule leaves out "
                                   + "(tests, vendored or generated code; repeatable).", valueName: "path"))
    public var include: [String] = []

    /// `--locale LANG`: the language an app folder's strings are read in.
    @Option(help: ArgumentHelp("With an app folder: the language of NSLocalizedString and String(localized:) text "
                                   + "(an .lproj name: en, fr, pt-BR; default: the project's development region).",
                               valueName: "language"))
    public var locale: String?

    /// Creates the options (ArgumentParser parses them).
    ///
    /// ```swift
    /// let options = AppFolderOptions()
    /// ```
    public init() {}
}
