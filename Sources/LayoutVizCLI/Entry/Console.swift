import Foundation

/// Where commands write: standard output (bytes, for `-o -`) and standard error (text). Tests swap in a
/// capturing console with ``Console/$current``.
///
/// ```swift
/// Console.current.write("done\n")
/// Console.current.writeError("warning: font family 'Helvetica' is not available\n")
/// ```
public struct Console: Sendable {
    /// Writes bytes to standard output.
    public let writeData: @Sendable (Data) -> Void
    /// Writes text to standard error.
    public let writeError: @Sendable (String) -> Void

    /// Creates a console from two writers.
    ///
    /// ```swift
    /// let console = Console(writeData: { _ in }, writeError: { _ in })
    /// ```
    public init(writeData: @escaping @Sendable (Data) -> Void, writeError: @escaping @Sendable (String) -> Void) {
        self.writeData = writeData
        self.writeError = writeError
    }

    /// The process's standard output and standard error.
    ///
    /// ```swift
    /// Console.standard.write("hello\n")
    /// ```
    public static let standard = Console(
        writeData: { FileHandle.standardOutput.write($0) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) })

    /// The console commands use now.
    ///
    /// ```swift
    /// Console.$current.withValue(capturing) { _ = LayoutVizMain.run(["check", "a.swiftlay"]) }
    /// ```
    @TaskLocal public static var current = Console.standard

    /// Writes text to standard output.
    ///
    /// ```swift
    /// Console.current.write(report.text)
    /// ```
    public func write(_ text: String) {
        writeData(Data(text.utf8))
    }
}
