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
    /// reference's pixels may differ. `appearance` and `contentSize` lay out and paint the canvas in that
    /// configuration (fonts that adjust to the content size category and dynamic colours follow; the canvas was
    /// built before, so `preferredFont` calls made then keep their size, as on a device) and name the reference for
    /// it (`test.1.dark.accessibilityXL.png`).
    ///
    /// ```swift
    /// assertSnapshot(of: canvas, as: .png(scale: 1, threshold: 0.2, maxDiffPixels: 20))
    /// assertSnapshot(of: canvas, as: .png(appearance: .dark, contentSize: .accessibilityLarge))
    /// ```
    public static func png(scale: Int = 2, threshold: Double = 0.1, maxDiffPixels: Int? = nil,
                           maxDiffPixelRatio: Double? = nil, paintOptions: PaintOptions = PaintOptions(),
                           appearance: UserInterfaceStyle? = nil,
                           contentSize: ContentSizeCategory? = nil) -> Snapshotting<Canvas, Data> {
        let tolerance = PixelTolerance(threshold: threshold, maxDiffPixels: maxDiffPixels,
                                       maxDiffPixelRatio: maxDiffPixelRatio)
        let traits = SnapshotTraits(appearance: appearance, contentSize: contentSize)
        return Snapshotting(pathExtension: traits.pathExtension("png"), diffing: .layoutPNG(tolerance: tolerance)) {
            CanvasSnapshot.data(of: $0, format: .png(scale: scale), paintOptions: paintOptions, traits: traits)
        }
    }

    /// An accessibility snapshot: a PNG of the canvas with what VoiceOver reads drawn over it — each element outlined
    /// and numbered in reading order, and a legend of what VoiceOver says, its hint and its view; elements with no
    /// label dashed and red (guides are not drawn). Compared by decoded pixels as ``png(scale:threshold:maxDiffPixels:maxDiffPixelRatio:paintOptions:appearance:contentSize:)``.
    ///
    /// ```swift
    /// assertSnapshot(of: SignInForm().canvas(), as: .accessibilityImage)
    /// assertSnapshot(of: canvas, as: .accessibilityImage(scale: 1, contentSize: .accessibilityLarge))
    /// ```
    public static var accessibilityImage: Snapshotting<Canvas, Data> { accessibilityImage() }

    /// An accessibility snapshot at `scale` in a configuration (see ``accessibilityImage``).
    ///
    /// ```swift
    /// assertSnapshot(of: canvas, as: .accessibilityImage(appearance: .dark))
    /// ```
    public static func accessibilityImage(scale: Int = 2, threshold: Double = 0.1, maxDiffPixels: Int? = nil,
                                          appearance: UserInterfaceStyle? = nil,
                                          contentSize: ContentSizeCategory? = nil) -> Snapshotting<Canvas, Data> {
        let tolerance = PixelTolerance(threshold: threshold, maxDiffPixels: maxDiffPixels)
        let traits = SnapshotTraits(appearance: appearance, contentSize: contentSize)
        return Snapshotting(pathExtension: traits.pathExtension("png"), diffing: .layoutPNG(tolerance: tolerance)) {
            CanvasSnapshot.data(of: $0, format: .png(scale: scale), paintOptions: PaintOptions(guides: .none),
                                traits: traits, accessibility: true)
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
            CanvasSnapshot.data(of: canvas, format: .svg, paintOptions: paintOptions, traits: SnapshotTraits())
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
    public static var frames: Snapshotting<Canvas, String> { frames() }

    /// The frames snapshot of the canvas laid out in `appearance` and `contentSize` (views whose fonts adjust to the
    /// content size category re-measure), in a reference named for them (`test.1.accessibilityXL.frames`).
    ///
    /// ```swift
    /// assertSnapshot(of: canvas, as: .frames(contentSize: .accessibilityExtraExtraExtraLarge))
    /// ```
    public static func frames(appearance: UserInterfaceStyle? = nil,
                              contentSize: ContentSizeCategory? = nil) -> Snapshotting<Canvas, String> {
        let traits = SnapshotTraits(appearance: appearance, contentSize: contentSize)
        return Snapshotting(pathExtension: traits.pathExtension("frames"), diffing: .layoutFrames) { canvas in
            String(decoding: CanvasSnapshot.data(of: canvas, format: .frames, paintOptions: PaintOptions(),
                                                 traits: traits),
                   as: UTF8.self)
        }
    }
}
