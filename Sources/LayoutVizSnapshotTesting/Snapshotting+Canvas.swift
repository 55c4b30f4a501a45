import Foundation
import LayoutDiff
import LayoutPainter
import LayoutScene
import LayoutSnapshots
import SnapshotTesting

extension Snapshotting where Value == Canvas, Format == Data {
    /// A PNG of the canvas at scale 2, compared by decoded pixels with pixelmatch's default threshold and no
    /// differing pixel allowed. Image snapshots that work on Linux.
    ///
    /// ```swift
    /// assertSnapshot(of: ProfileCard().canvas(), as: .png)
    /// ```
    public static var png: Snapshotting<Canvas, Data> { png() }

    /// A PNG of the canvas at `scale`, compared by decoded pixels: a pixel differs beyond `threshold`
    /// (pixelmatch's YIQ distance, 0…1), and at most `maxDiffPixels` pixels and `maxDiffPixelRatio` of the
    /// reference's pixels may differ.
    ///
    /// ```swift
    /// assertSnapshot(of: canvas, as: .png(scale: 1, threshold: 0.2, maxDiffPixels: 20))
    /// ```
    public static func png(scale: Int = 2, threshold: Double = 0.1, maxDiffPixels: Int? = nil,
                           maxDiffPixelRatio: Double? = nil,
                           paintOptions: PaintOptions = PaintOptions()) -> Snapshotting<Canvas, Data> {
        let tolerance = PixelTolerance(threshold: threshold, maxDiffPixels: maxDiffPixels,
                                       maxDiffPixelRatio: maxDiffPixelRatio)
        return Snapshotting(pathExtension: "png", diffing: .layoutPNG(tolerance: tolerance)) { canvas in
            CanvasSnapshot.data(of: canvas, format: .png(scale: scale), paintOptions: paintOptions)
        }
    }

    /// The SVG of the canvas, compared as text.
    ///
    /// ```swift
    /// assertSnapshot(of: canvas, as: .svg)
    /// ```
    public static var svg: Snapshotting<Canvas, Data> { svg() }

    /// The SVG of the canvas painted with `paintOptions`, compared as text.
    ///
    /// ```swift
    /// assertSnapshot(of: canvas, as: .svg(paintOptions: PaintOptions(guides: .none)))
    /// ```
    public static func svg(paintOptions: PaintOptions = PaintOptions()) -> Snapshotting<Canvas, Data> {
        Snapshotting(pathExtension: "svg", diffing: .layoutSVG) { canvas in
            CanvasSnapshot.data(of: canvas, format: .svg, paintOptions: paintOptions)
        }
    }
}

extension Snapshotting where Value == Canvas, Format == String {
    /// The frames snapshot of the canvas (every view's frame, label text and diagnostics), compared view by
    /// view; a failure names what changed (`layout changed: title: y +4 (height 20→24)`).
    ///
    /// ```swift
    /// assertSnapshot(of: canvas, as: .frames)
    /// ```
    public static var frames: Snapshotting<Canvas, String> {
        Snapshotting(pathExtension: "frames", diffing: .layoutFrames) { canvas in
            String(decoding: CanvasSnapshot.data(of: canvas, format: .frames, paintOptions: PaintOptions()),
                   as: UTF8.self)
        }
    }
}
