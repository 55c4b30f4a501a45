/// The exit codes every `layoutviz` command uses.
///
/// ```swift
/// throw CommandFailure(.badInput, "scene.swiftlay: no such file")
/// ```
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Everything worked (and, for `check --strict` and comparisons, nothing was wrong).
    case ok = 0
    /// A layout problem (`check --strict`) or a regression (a comparison found differences).
    case problem = 1
    /// Bad input or usage: unreadable or malformed scene, unsupported construct, a limit, bad options.
    case badInput = 2
    /// Input/output or rendering failure: an unwritable output, a Cairo error, missing fonts.
    case failure = 3

    /// The table printed in `--help` and the README.
    ///
    /// ```swift
    /// print(ExitStatus.helpText)
    /// ```
    public static let helpText = """
        Exit status:
          0  success
          1  layout problem (check --strict, lint --strict) or differences found
             (diff, test)
          2  bad input or usage: unreadable or malformed scene, unsupported
             construct, limit exceeded, bad option
          3  I/O or rendering failure: unwritable output, Cairo error, missing fonts
        """
}
