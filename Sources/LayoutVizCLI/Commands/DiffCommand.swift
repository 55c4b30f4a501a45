import ArgumentParser
import Foundation
import LayoutDiff
import LayoutRender

/// `layoutviz diff A B`: compares two PNGs pixel by pixel, or two layouts (frames snapshots or scene files) by
/// meaning.
///
/// ```swift
/// let status = LayoutVizMain.run(["diff", "before.png", "after.png", "-o", "diff.png"])
/// ```
public struct DiffCommand: ParsableCommand {
    /// Name, summary and help.
    ///
    /// ```swift
    /// DiffCommand.configuration.commandName // "diff"
    /// ```
    public static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs, two frames snapshots or two scene files.",
        usage: "layoutviz diff [<options>] <reference> <actual>",
        discussion: """
            PNGs are compared on decoded pixels with pixelmatch's metric: a pixel differs when its YIQ colour \
            distance exceeds --threshold; anti-aliased pixels are excused unless --include-aa. Images of different \
            sizes are compared over the larger area. Frames snapshots (`layoutviz frames v1` files) and scene files \
            (.swiftlay, laid out first) are compared by view name and the changes named.

            Examples:
              layoutviz diff reference.png actual.png -o diff.png
              layoutviz diff reference.png actual.png --threshold 0.2 --max-diff-pixels 20
              layoutviz diff before.frames after.frames
              layoutviz diff Samples/login-form.swiftlay my-login-form.swiftlay

            Exit status: 0 the same (within the tolerance), 1 different, 2 bad input, 3 I/O failure.
            """
    )

    /// The reference.
    @Argument(help: "The reference: a .png, a frames snapshot or a .swiftlay scene.", completion: .file())
    public var reference: String

    /// The file compared with it.
    @Argument(help: "The file to compare with it, of the same kind.", completion: .file())
    public var actual: String

    /// `-o diff.png`: where the diff image goes (PNG comparisons).
    @Option(name: [.short, .customLong("output")], help: "Write the diff image (reference | diff | actual) here.")
    public var output: String?

    /// `--threshold T`.
    @Option(help: "Colour distance (0…1) above which a pixel differs.")
    public var threshold = 0.1

    /// `--max-diff-pixels N`.
    @Option(help: "How many differing pixels still count as the same.")
    public var maxDiffPixels = 0

    /// `--include-aa`.
    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.")
    public var includeAntiAliasing = false

    /// `--tolerance P`: points a frame may move before it counts as changed.
    @Option(help: "Points a frame may move or grow before it counts as changed (layout comparisons).")
    public var tolerance = 1e-6

    /// `--size WxH`: root size for scene files that do not fix one.
    @Option(help: "Root size for scene files that do not declare a Canvas, as WIDTHxHEIGHT.")
    public var size: CanvasSize = .phone

    /// Creates the command (ArgumentParser parses it).
    ///
    /// ```swift
    /// let command = try DiffCommand.parse(["a.png", "b.png"])
    /// ```
    public init() {}

    /// Rejects thresholds outside 0…1 and negative counts or tolerances.
    ///
    /// ```swift
    /// try command.validate()
    /// ```
    public func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1") }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must not be negative") }
        guard tolerance.isFinite, tolerance >= 0 else { throw ValidationError("--tolerance must not be negative") }
    }

    /// Compares the two files and exits 1 when they differ.
    ///
    /// ```swift
    /// try DiffCommand.parse(["a.frames", "b.frames"]).run()
    /// ```
    public func run() throws {
        let kinds = (ComparedFile.kind(of: reference), ComparedFile.kind(of: actual))
        switch kinds {
        case (.png, .png):
            try comparePixels()
        case (.png, _), (_, .png):
            throw CommandFailure(.badInput, "error: cannot compare a PNG with a layout; give two PNGs or two layouts")
        default:
            try compareLayouts()
        }
    }

    private func comparePixels() throws {
        let before = try ComparedFile.image(reference), after = try ComparedFile.image(actual)
        let options = PixelDiffOptions(threshold: threshold, includeAntiAliasing: includeAntiAliasing)
        let result = PixelDiff.compare(before, after, options: options)
        let tolerance = PixelTolerance(threshold: threshold, maxDiffPixels: maxDiffPixels)
        if let output { try write(composite: result, to: output) }
        Console.current.write(PixelDiffDescription(result: result).text)
        if !tolerance.passes(result) { throw CommandFailure(.problem, "") }
    }

    private func compareLayouts() throws {
        let before = try ComparedFile.frames(reference, size: size.size)
        let after = try ComparedFile.frames(actual, size: size.size)
        let diff = FramesDiff(reference: before, actual: after, tolerance: tolerance)
        Console.current.write(diff.isEqual ? "layouts are the same\n" : diff.summary + "\n")
        if !diff.isEqual { throw CommandFailure(.problem, "") }
    }

    private func write(composite result: PixelDiffResult, to path: String) throws {
        do {
            let image = try result.composite()
            let data = try PNGImage(width: image.width, height: image.height, rgba: image.pixels).encoded()
            try AtomicFileWriter.write(data, to: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(.failure, "error: cannot write the diff image to \(path): \(error)")
        }
    }
}
