import ArgumentParser

/// The scene file and the root size shared by every command that reads a scene.
///
/// ```swift
/// // layoutviz frames card.swiftlay --size 390x844
/// ```
public struct SceneOptions: ParsableArguments {
    /// The `.swiftlay` file.
    @Argument(help: "The scene file (.swiftlay).", completion: .file(extensions: ["swiftlay", "swift"]))
    public var scene: String

    /// The root size when the file does not fix it (an implicit `view` or a view controller).
    @Option(help: "Root size when the scene does not declare a Canvas, as WIDTHxHEIGHT.")
    public var size: CanvasSize = .phone

    /// Creates the options (ArgumentParser parses them).
    ///
    /// ```swift
    /// let options = try SceneOptions.parse(["card.swiftlay", "--size", "320x568"])
    /// ```
    public init() {}
}
