/// Which characters the faces of a font library can draw: the union of their fontconfig character sets.
///
/// ```swift
/// let coverage = GlyphCoverage(faces: configuration.faces())
/// coverage.missing(in: "⏮ \u{E000}") // ["\u{E000}"] once the emoji font is loaded
/// ```
struct GlyphCoverage: Sendable {
    private let ranges: [ClosedRange<UInt32>]

    init(faces: [FontFace]) {
        let all = faces.flatMap(\.coveredRanges).sorted { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<UInt32>] = []
        for range in all {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        ranges = merged
    }

    /// Whether some face has a glyph for `scalar`.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < scalar.value { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(scalar.value)
    }

    /// The scalars of `text` no face covers, each once, in order of appearance; whitespace, controls and format
    /// characters (joiners, variation selectors), which are never drawn as glyphs, are skipped.
    func missing(in text: String) -> [Unicode.Scalar] {
        var seen: Set<Unicode.Scalar> = []
        return text.unicodeScalars.filter { scalar in
            !Self.isInvisible(scalar) && !covers(scalar) && seen.insert(scalar).inserted
        }
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return scalar.properties.isVariationSelector
        }
    }
}
