import LayoutRender

/// What a snapshot records: a PNG at a whole-number scale, the SVG text, or the frames text of the layout.
///
/// ```swift
/// let format = SnapshotFormat.png(scale: 2)
/// format.pathExtension // "png"
/// ```
public enum SnapshotFormat: Sendable, Hashable, CustomStringConvertible {
    /// A PNG with `scale` pixels per point, compared by decoded pixels.
    ///
    /// ```swift
    /// try SnapshotArtifact.make(canvas: canvas, format: .png(scale: 2), environment: environment)
    /// ```
    case png(scale: Int)
    /// The SVG text, compared exactly.
    ///
    /// ```swift
    /// try SnapshotArtifact.make(canvas: canvas, format: .svg, environment: environment)
    /// ```
    case svg
    /// The frames snapshot text (``LayoutDiff/FramesSnapshot``), compared view by view.
    ///
    /// ```swift
    /// try SnapshotArtifact.make(canvas: canvas, format: .frames, environment: environment)
    /// ```
    case frames

    /// The reference file's extension: `png`, `svg` or `frames`.
    ///
    /// ```swift
    /// SnapshotFormat.frames.pathExtension // "frames"
    /// ```
    public var pathExtension: String {
        switch self {
        case .png: "png"
        case .svg: "svg"
        case .frames: "frames"
        }
    }

    /// `png@2x`, `svg` or `frames`.
    ///
    /// ```swift
    /// SnapshotFormat.png(scale: 2).description // "png@2x"
    /// ```
    public var description: String {
        if case .png(let scale) = self { return "png@\(scale)x" }
        return pathExtension
    }

    /// The renderer's output format, or `nil` for frames (which are not rendered).
    var outputFormat: OutputFormat? {
        switch self {
        case .png(let scale): .png(scale: scale)
        case .svg: .svg
        case .frames: nil
        }
    }
}
