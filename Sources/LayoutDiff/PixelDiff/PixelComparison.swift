/// One pass over a ``DiffCanvas``: classifies every pixel as masked, unchanged, anti-aliased or different,
/// counts, and draws the diff image when given somewhere to draw it.
enum PixelComparison {
    /// What a pass found.
    struct Outcome: Sendable {
        var differingPixels = 0
        var antiAliasedPixels = 0
        /// Canvas indices (`row × width + column`) of the differing pixels, ascending.
        var differingIndices: [UInt32] = []
        var differenceBounds: PixelRect?
        var diffImage: RGBAImage?
    }

    static func run(_ canvas: DiffCanvas, options: PixelDiffOptions, drawing: Bool) -> Outcome {
        let size = canvas.size
        let mask = MaskMap.make(masks: options.masks, size: size)
        var outcome = Outcome()
        guard drawing else {
            scan(canvas, options: options, mask: mask, output: nil, outcome: &outcome)
            return outcome
        }
        let pixels = [UInt8](unsafeUninitializedCapacity: size.area * 4) { buffer, initializedCount in
            scan(canvas, options: options, mask: mask, output: buffer.baseAddress.map(UnsafeMutableRawPointer.init),
                 outcome: &outcome)
            initializedCount = size.area * 4
        }
        outcome.diffImage = RGBAImage(checkedWidth: size.width, height: size.height, pixels: pixels)
        return outcome
    }

    private static func scan(_ canvas: DiffCanvas, options: PixelDiffOptions, mask: [UInt8]?,
                             output: UnsafeMutableRawPointer?, outcome: inout Outcome) {
        guard canvas.size.area > 0 else { return }
        canvas.reference.withUnsafeBufferPointer { reference in
            canvas.actual.withUnsafeBufferPointer { actual in
                (mask ?? []).withUnsafeBufferPointer { maskBytes in
                    scan(canvas, reference: reference.baseAddress!, actual: actual.baseAddress!,
                         mask: mask == nil ? nil : maskBytes.baseAddress!, options: options, output: output,
                         outcome: &outcome)
                }
            }
        }
    }

    // The pixel loop: pointer-based, no allocation per pixel, one cached grey per run of equal pixels.
    private static func scan(_ canvas: DiffCanvas, reference: UnsafePointer<UInt8>, actual: UnsafePointer<UInt8>,
                             mask: UnsafePointer<UInt8>?, options: PixelDiffOptions,
                             output: UnsafeMutableRawPointer?, outcome: inout Outcome) {
        let width = canvas.size.width, height = canvas.size.height
        let referenceWords = UnsafeRawPointer(reference), actualWords = UnsafeRawPointer(actual)
        let maximumDelta = YIQColorDelta.maximum * options.threshold * options.threshold
        let background = BlendBackground(isCheckerboard: options.checkerboard)
        let detector = AntiAliasingDetector(width: width, height: height, background: background)
        let palette = DiffPalette(options: options)
        let excusesAntiAliasing = !options.includeAntiAliasing
        var differingIndices: [UInt32] = []
        var antiAliased = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var greyInput = ~referenceWords.load(as: UInt32.self)
        var greyOutput: UInt32 = 0

        for y in 0..<height {
            let commonWidth = y < canvas.common.height ? canvas.common.width : 0
            for x in 0..<width {
                let index = y &* width &+ x
                let k = index &* 4
                if let mask, mask[index] != 0 {
                    output?.storeBytes(of: palette.masked(reference, k), toByteOffset: k, as: UInt32.self)
                    continue
                }
                let drawn: UInt32
                if x < commonWidth {
                    let referencePixel = referenceWords.load(fromByteOffset: k, as: UInt32.self)
                    let delta = referencePixel == actualWords.load(fromByteOffset: k, as: UInt32.self)
                        ? 0 : YIQColorDelta.signedDelta(reference, k, actual, k, over: background)
                    if abs(delta) <= maximumDelta {
                        if let output {
                            if referencePixel != greyInput {
                                greyInput = referencePixel
                                greyOutput = palette.fadedGrey(reference, k)
                            }
                            output.storeBytes(of: greyOutput, toByteOffset: k, as: UInt32.self)
                        }
                        continue
                    }
                    if excusesAntiAliasing
                        && (detector.isAntiAliased(reference, x: x, y: y, words: referenceWords, actualWords)
                            || detector.isAntiAliased(actual, x: x, y: y, words: actualWords, referenceWords)) {
                        antiAliased += 1
                        output?.storeBytes(of: palette.antiAliased, toByteOffset: k, as: UInt32.self)
                        continue
                    }
                    drawn = delta < 0 ? palette.darkerDifference : palette.difference
                } else {
                    drawn = palette.difference
                }
                output?.storeBytes(of: drawn, toByteOffset: k, as: UInt32.self)
                differingIndices.append(UInt32(truncatingIfNeeded: index))
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = y
            }
        }
        outcome.differingPixels = differingIndices.count
        outcome.antiAliasedPixels = antiAliased
        outcome.differingIndices = differingIndices
        if maxY >= 0 {
            outcome.differenceBounds = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
    }
}
