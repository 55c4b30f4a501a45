import Foundation
import LayoutDiff
import LayoutRender

/// `layoutviz-diff-bench [SIZE] [--repeat N] [--write-pair DIR]`: times `PixelDiff.compare` on two synthetic
/// SIZE×SIZE screens (default 2048, 11 repeats) that differ by a half-pixel text shift (anti-aliasing) and two real
/// changes: with the diff image, counting only, on identical images, and against the page moved down one pixel
/// (every edge differs, the worst case for anti-aliasing detection). Images are made before timing and those
/// cases exclude decoding; the last case decodes both PNGs (libpng) and then compares. Prints medians in
/// milliseconds and a JSON line. With `--write-pair DIR` it only writes the two screens as `DIR/reference.png`
/// and `DIR/actual.png` (the inputs `Benchmarks/compare-dot.sh` times `layoutviz diff` on).
@main
struct DiffBench {
    static func main() throws {
        var size = 2048
        var repeats = 11
        var pairDirectory: String?
        var arguments = CommandLine.arguments.dropFirst().makeIterator()
        while let argument = arguments.next() {
            if argument == "--repeat", let value = arguments.next().flatMap(Int.init) { repeats = max(1, value) }
            else if argument == "--write-pair", let directory = arguments.next() { pairDirectory = directory }
            else if let value = Int(argument), (1...RGBAImage.maximumDimension).contains(value) { size = value }
            else {
                FileHandle.standardError.write(Data("usage: layoutviz-diff-bench [SIZE] [--repeat N] [--write-pair DIR]\n".utf8))
                exit(2)
            }
        }
        let screen = SyntheticScreen(size: size)
        let reference = try screen.draw(.reference), changed = try screen.draw(.changed)
        if let pairDirectory {
            for (name, image) in [("reference.png", reference), ("actual.png", changed)] {
                let png = try PNGImage(width: image.width, height: image.height, rgba: image.pixels).encoded()
                try png.write(to: URL(fileURLWithPath: pairDirectory).appendingPathComponent(name), options: .atomic)
            }
            return
        }
        let identical = try RGBAImage(width: size, height: size, pixels: reference.pixels)
        let firstRowRepeated = Array(reference.pixels.prefix(size * 4)) + reference.pixels.dropLast(size * 4)
        let shifted = try RGBAImage(width: size, height: size, pixels: firstRowRepeated)
        let cases: [(key: String, label: String, actual: RGBAImage, options: PixelDiffOptions)] = [
            ("diff_image_ms", "changed, with diff image", changed, PixelDiffOptions()),
            ("count_only_ms", "changed, counting only", changed, PixelDiffOptions(makesDiffImage: false)),
            ("identical_ms", "identical copies", identical, PixelDiffOptions()),
            ("shifted_ms", "page moved down 1 px", shifted, PixelDiffOptions()),
        ]
        print("\(size)x\(size), median of \(repeats)")
        print("case                          median (ms)   min (ms)   differing   anti-aliased")
        var json = ["\"size\": \(size)"]
        for entry in cases {
            var samples: [Double] = []
            var last: PixelDiffResult?
            for _ in 0..<repeats {
                let (elapsed, result) = milliseconds {
                    PixelDiff.compare(reference, entry.actual, options: entry.options)
                }
                samples.append(elapsed)
                last = result
            }
            let median = median(samples)
            let label = entry.label.padding(toLength: 28, withPad: " ", startingAt: 0)
            print(label + String(format: "  %11.2f   %8.2f   %9d   %12d", median, samples.min() ?? 0,
                                 last?.differingPixels ?? 0, last?.antiAliasedPixels ?? 0))
            json.append("\"\(entry.key)\": \(median)")
            if entry.key == "diff_image_ms", let last {
                json.append("\"differing_pixels\": \(last.differingPixels)")
                json.append("\"anti_aliased_pixels\": \(last.antiAliasedPixels)")
            }
        }
        let decodedMedian = try decodeAndCompare(reference, changed, repeats: repeats)
        print("changed, decoding both PNGs".padding(toLength: 28, withPad: " ", startingAt: 0)
            + String(format: "  %11.2f", decodedMedian))
        json.append("\"with_decode_ms\": \(decodedMedian)")
        print("{" + json.joined(separator: ", ") + "}")
    }

    /// The median time to decode both images from PNG bytes and compare them with the diff image.
    private static func decodeAndCompare(_ reference: RGBAImage, _ actual: RGBAImage, repeats: Int) throws -> Double {
        let referencePNG = try PNGImage(width: reference.width, height: reference.height, rgba: reference.pixels).encoded()
        let actualPNG = try PNGImage(width: actual.width, height: actual.height, rgba: actual.pixels).encoded()
        var samples: [Double] = []
        for _ in 0..<repeats {
            let (elapsed, _) = try milliseconds { () throws -> PixelDiffResult in
                let before = try PNGImage(data: referencePNG), after = try PNGImage(data: actualPNG)
                return PixelDiff.compare(try RGBAImage(width: before.width, height: before.height, pixels: before.rgba),
                                         try RGBAImage(width: after.width, height: after.height, pixels: after.rgba))
            }
            samples.append(elapsed)
        }
        return median(samples)
    }

    private static func milliseconds<Result>(_ body: () throws -> Result) rethrows -> (Double, Result) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        let (seconds, attoseconds) = start.duration(to: clock.now).components
        return ((Double(seconds) + Double(attoseconds) / 1e18) * 1000, result)
    }

    private static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
