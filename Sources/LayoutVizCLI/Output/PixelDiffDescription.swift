import Foundation
import LayoutDiff

/// What `layoutviz diff` prints about two images.
///
/// ```swift
/// print(PixelDiffDescription(result: result).text, terminator: "")
/// ```
struct PixelDiffDescription {
    let result: PixelDiffResult

    var text: String {
        var lines: [String] = []
        if !result.sizesMatch {
            lines.append("sizes differ: reference \(result.referenceSize), actual \(result.actualSize)")
        }
        let percent = String(format: "%.3f", result.ratio * 100)
        lines.append("\(result.differingPixels) of \(result.totalPixels) pixels differ (\(percent)%); "
            + "\(result.antiAliasedPixels) anti-aliased pixels excused")
        if let bounds = result.differenceBounds { lines.append("differences within \(bounds)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
