/// What ``PixelDiff/compare(_:_:options:)`` found: counts, where, and the diff image.
///
/// ```swift
/// let result = PixelDiff.compare(reference, actual)
/// print("\(result.differingPixels) of \(result.totalPixels) pixels differ")
/// let perView = result.count(in: PixelRect(x: 32, y: 158, width: 622, height: 54))
/// ```
public struct PixelDiffResult: Sendable {
    /// The reference image's size.
    ///
    /// ```swift
    /// result.referenceSize // 750x1334
    /// ```
    public var referenceSize: PixelSize { reference.size }
    /// The actual image's size.
    ///
    /// ```swift
    /// result.actualSize // 750x1342
    /// ```
    public var actualSize: PixelSize { actual.size }
    /// Whether both images have the same size.
    ///
    /// ```swift
    /// if !result.sizesMatch { print("size \(result.actualSize) != \(result.referenceSize)") }
    /// ```
    public var sizesMatch: Bool { reference.size == actual.size }
    /// The compared area: as wide as the wider image and as tall as the taller. Pixels only one image
    /// covers count as different.
    ///
    /// ```swift
    /// result.canvasSize // 750x1342
    /// ```
    public var canvasSize: PixelSize {
        PixelSize(width: max(reference.width, actual.width), height: max(reference.height, actual.height))
    }
    /// The pixels that differ beyond the threshold, not excused as anti-aliasing and not masked.
    ///
    /// ```swift
    /// #expect(result.differingPixels == 0)
    /// ```
    public let differingPixels: Int
    /// The pixels beyond the threshold excused as anti-aliasing (0 when anti-aliasing counts).
    ///
    /// ```swift
    /// print("\(result.antiAliasedPixels) anti-aliased pixels ignored")
    /// ```
    public let antiAliasedPixels: Int
    /// The pixels of the canvas.
    ///
    /// ```swift
    /// result.totalPixels // canvasSize.area
    /// ```
    public var totalPixels: Int { canvasSize.area }
    /// ``differingPixels`` over ``totalPixels`` (0 for an empty canvas).
    ///
    /// ```swift
    /// result.ratio // 0.0012
    /// ```
    public var ratio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }
    /// The smallest rectangle holding every differing pixel, or `nil` when none differs.
    ///
    /// ```swift
    /// result.differenceBounds // 3,4 1x1
    /// ```
    public let differenceBounds: PixelRect?
    /// The options the images were compared with.
    ///
    /// ```swift
    /// result.options.threshold // 0.1
    /// ```
    public let options: PixelDiffOptions
    private let reference: RGBAImage
    private let actual: RGBAImage
    private let differingIndices: [UInt32]
    private let drawnDiffImage: RGBAImage?

    init(reference: RGBAImage, actual: RGBAImage, options: PixelDiffOptions, outcome: PixelComparison.Outcome) {
        self.reference = reference
        self.actual = actual
        self.options = options
        differingPixels = outcome.differingPixels
        antiAliasedPixels = outcome.antiAliasedPixels
        differenceBounds = outcome.differenceBounds
        differingIndices = outcome.differingIndices
        drawnDiffImage = outcome.diffImage
    }

    /// The diff image, canvas-sized, as pixelmatch draws it: differences in ``PixelDiffOptions/diffColor``
    /// (or ``PixelDiffOptions/diffColorAlt`` where the actual pixel is darker), anti-aliased pixels in
    /// ``PixelDiffOptions/antiAliasedColor``, masked pixels tinted with ``PixelDiffOptions/maskColor``, and
    /// everything else as the reference in grey faded toward white. Drawn during the comparison when
    /// ``PixelDiffOptions/makesDiffImage`` is set and the images differ; otherwise drawn on each read.
    ///
    /// ```swift
    /// let diff = result.diffImage
    /// diff[x: 3, y: 4] // RGBAColor.red
    /// ```
    public var diffImage: RGBAImage {
        drawnDiffImage ?? PixelComparison.run(DiffCanvas(reference: reference, actual: actual), options: options,
                                              drawing: true).diffImage!
    }

    /// The differing pixels inside `rect` (canvas pixel coordinates), e.g. one view's frame times the
    /// render scale.
    ///
    /// ```swift
    /// let titleChanges = result.count(in: PixelRect(covering: titleFrame.applying(.init(scaleX: 2, y: 2))))
    /// ```
    public func count(in rect: PixelRect) -> Int {
        let canvas = PixelRect(x: 0, y: 0, width: canvasSize.width, height: canvasSize.height)
        guard let area = rect.intersection(canvas) else { return 0 }
        var total = 0
        for row in area.y..<area.maxY {
            let rowStart = row * canvas.width
            total += firstIndex(notBelow: rowStart + area.maxX) - firstIndex(notBelow: rowStart + area.x)
        }
        return total
    }

    /// jest-image-snapshot's composite: reference | diff | actual, left to right, each at its own size,
    /// aligned to the top, `gap` pixels apart, on `background`.
    ///
    /// ```swift
    /// let review = try result.composite(gap: 8, background: .white)
    /// ```
    public func composite(gap: Int = 10, background: RGBAColor = .white) throws(RGBAImageError) -> RGBAImage {
        try RGBAImage.sideBySide([reference, diffImage, actual], gap: gap, background: background)
    }

    private func firstIndex(notBelow index: Int) -> Int {
        var low = 0, high = differingIndices.count
        while low < high {
            let middle = (low + high) / 2
            if Int(differingIndices[middle]) < index { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
