import LayoutScript
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

    /// `--root NAME`: the class to draw.
    @Option(help: "The UIViewController or UIView subclass to draw (default: the first canvas, else the last declared).")
    public var root: String?

    /// `--no-base-hooks`: substituted base classes do not call their subclasses' setup hooks.
    @Flag(help: "Do not call setupUI()/setupLayout()/… hooks for classes whose base class is not declared.")
    public var noBaseHooks = false

    /// The loading options these flags ask for.
    public var loadOptions: LoadOptions { LoadOptions(rootClass: root, runsBaseClassHooks: !noBaseHooks) }

    /// Creates the options (ArgumentParser parses them).
    ///
    /// ```swift
    /// let options = try SceneOptions.parse(["card.swiftlay", "--size", "320x568"])
    /// ```
    public init() {}
}
