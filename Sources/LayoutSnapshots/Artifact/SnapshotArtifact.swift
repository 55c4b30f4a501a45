import Foundation
import LayoutDiff
import LayoutEngine
import LayoutPainter
import LayoutRender
import LayoutScene

/// One snapshot of a canvas: the bytes in its format, the frames of the layout that was drawn, and what it
/// takes to map views onto pixels (regions, padding) and to explain renderer drift (fingerprint).
///
/// ```swift
/// let environment = try SnapshotEnvironment.shared()
/// let artifact = try SnapshotArtifact.make(canvas: canvas, format: .png(scale: 2), environment: environment)
/// try artifact.data.write(to: URL(fileURLWithPath: "card.png"))
/// print(artifact.frames.text)
/// ```
public struct SnapshotArtifact: Sendable {
    /// The format of ``data``.
    ///
    /// ```swift
    /// artifact.format // .png(scale: 2)
    /// ```
    public var format: SnapshotFormat
    /// The PNG bytes, the SVG text as UTF-8, or the frames text as UTF-8.
    ///
    /// ```swift
    /// let image = try PNGImage(data: artifact.data)
    /// ```
    public var data: Data
    /// The frames snapshot of the layout that was drawn.
    ///
    /// ```swift
    /// artifact.frames.views.map(\.name) // ["root", "card", "title"]
    /// ```
    public var frames: FramesSnapshot
    /// The renderer that drew it.
    ///
    /// ```swift
    /// artifact.fingerprint.cairo // "1.16.0"
    /// ```
    public var fingerprint: RendererFingerprint
    /// Every view's frame in canvas coordinates, for masks and per-view pixel counts.
    ///
    /// ```swift
    /// artifact.regions.map(\.name) // ["root", "card", "title"]
    /// ```
    public var regions: [ViewRegion]
    /// The points of padding the painter drew around the canvas.
    ///
    /// ```swift
    /// artifact.padding // 16
    /// ```
    public var padding: CGFloat
    /// The traits the canvas was laid out and painted with (`nil` for an artifact made from files).
    ///
    /// ```swift
    /// artifact.traits?.description // "dark accessibilityXL"
    /// ```
    public var traits: TraitCollection?

    /// Creates an artifact from its parts, e.g. from files on disk (use ``ViewRegion/regions(of:)``
    /// for the regions).
    ///
    /// ```swift
    /// let artifact = SnapshotArtifact(format: .png(scale: 2), data: png, frames: frames,
    ///                                 fingerprint: fingerprint, regions: ViewRegion.regions(of: frames), padding: 16)
    /// ```
    public init(format: SnapshotFormat, data: Data, frames: FramesSnapshot, fingerprint: RendererFingerprint,
                regions: [ViewRegion], padding: CGFloat) {
        self.format = format
        self.data = data
        self.frames = frames
        self.fingerprint = fingerprint
        self.regions = regions
        self.padding = padding
    }

    /// Lays `canvas` out with the environment's measurer (so the frames are those of the picture), paints it
    /// with `paintOptions` and renders it in `format`; throws ``LayoutRender/RenderError`` when it cannot be
    /// rendered. Diagnostics name their file relative to `sourceRoot` (the folder of the scenes being
    /// tested) when it lies inside, else by file name, so that the snapshot does not depend on where the
    /// scene was found (``LayoutDiff/FramesSnapshot/portable(relativeTo:)``). With `accessibility`, the picture is
    /// an accessibility snapshot: what VoiceOver reads is drawn over it (``AccessibilityOverlay``). Laying out,
    /// painting and encoding spend from the canvas's work budget; throws ``LayoutRender/RenderError/workBudgetExhausted(_:)``
    /// when it runs out.
    ///
    /// ```swift
    /// let artifact = try SnapshotArtifact.make(canvas: canvas, format: .svg,
    ///                                          paintOptions: PaintOptions(guides: .none),
    ///                                          environment: try .shared())
    /// ```
    public static func make(canvas: Canvas, format: SnapshotFormat, paintOptions: PaintOptions = PaintOptions(),
                            sourceRoot: String? = nil, accessibility: Bool = false,
                            environment: SnapshotEnvironment) throws(RenderError) -> SnapshotArtifact {
        let result = canvas.layout(measuring: environment.measurer)
        if let exhausted = canvas.workBudget.exhaustion { throw .workBudgetExhausted(exhausted) }
        let frames = FramesSnapshot(canvas: canvas, result: result).portable(relativeTo: sourceRoot)
        var artifact = SnapshotArtifact(format: format, data: Data(frames.text.utf8), frames: frames,
                                        fingerprint: environment.fingerprint, regions: ViewRegion.regions(of: result),
                                        padding: 0)
        if let output = format.outputFormat {
            let painted = Painter(options: paintOptions).paint(canvas, result: result, measuring: environment.measurer)
            let list = accessibility
                ? AccessibilityOverlay(padding: paintOptions.padding, theme: paintOptions.theme)
                    .drawing(over: painted, canvas: canvas, result: result, measuring: environment.measurer)
                : painted
            artifact.data = try environment.renderer.render(list, format: output, budget: canvas.workBudget)
            artifact.padding = max(0, (painted.size.width - canvas.frame.size.width) / 2)
        }
        artifact.traits = canvas.systemTraitCollection
        if let appearance = paintOptions.appearance { artifact.traits?.userInterfaceStyle = appearance }
        return artifact
    }

    /// The sidecar stored beside a reference made from this artifact.
    ///
    /// ```swift
    /// artifact.sidecar.frames // artifact.frames.text, line by line
    /// ```
    public var sidecar: ReferenceSidecar {
        ReferenceSidecar(format: format.description, fingerprint: fingerprint, frames: frames,
                         traits: traits?.description)
    }
}
