import Foundation
import LayoutDiff
import LayoutRender

/// Compares a new snapshot with its stored reference and explains the difference geometry first.
///
/// - PNG: both images are decoded and compared by pixels (``ImageComparison``) with the tolerance; the
///   named views' frames (scaled, moved by the padding) are masked. A failure names its cause: `layout
///   changed: …` with the frames diff when the sidecar's frames differ; `renderer changed: …` when the frames
///   are equal and the sidecar's renderer fingerprint differs; else `pixels differ: …`.
/// - SVG: exact text equality; a failure gives the cause the same way and the first differing line.
/// - Frames: the parsed snapshots must be equal; a failure gives the frames diff.
///
/// ```swift
/// let verdict = SnapshotComparison.compare(reference: reference, actual: artifact,
///                                          tolerance: PixelTolerance(maxDiffPixels: 10), maskedViews: ["clock"])
/// ```
public enum SnapshotComparison {
    /// Compares `actual` with `reference`.
    ///
    /// ```swift
    /// let verdict = SnapshotComparison.compare(reference: try store.read(at: url)!, actual: artifact)
    /// ```
    public static func compare(reference: StoredReference, actual: SnapshotArtifact,
                               tolerance: PixelTolerance = PixelTolerance(),
                               maskedViews: [String] = []) -> SnapshotVerdict {
        switch actual.format {
        case .png(let scale):
            comparePNG(reference: reference, actual: actual, scale: scale, tolerance: tolerance,
                       maskedViews: maskedViews)
        case .svg:
            compareSVG(reference: reference, actual: actual)
        case .frames:
            compareFrames(reference: reference, actual: actual)
        }
    }

    private static func comparePNG(reference: StoredReference, actual: SnapshotArtifact, scale: Int,
                                   tolerance: PixelTolerance, maskedViews: [String]) -> SnapshotVerdict {
        let masked = actual.regions.filter { maskedViews.contains($0.name) }
        let comparison: ImageComparison
        do {
            comparison = try ImageComparison.compare(
                referencePNG: reference.data, actualPNG: actual.data, tolerance: tolerance,
                masks: masked.map { $0.pixelRect(scale: scale, padding: actual.padding) })
        } catch {
            return failure(actual.format, details: ["\(error)"])
        }
        guard !comparison.passes else { return success(actual.format) }
        let cause = Cause(reference: reference, actual: actual)
        var details = cause.lines(differences: "pixels differ", detail: comparison.pixelSummary)
        details += [comparison.sizeSummary].compactMap { $0 }
        if cause.isLayoutOrRenderer { details.append(comparison.pixelSummary) }
        let counts = ViewPixelCount.counts(in: comparison, regions: actual.regions, scale: scale,
                                           padding: actual.padding)
        if !counts.isEmpty {
            details.append("most differing pixels: " + counts.prefix(3).map(\.description).joined(separator: ", "))
        }
        let missingMasks = maskedViews.filter { name in !masked.contains { $0.name == name } }
        details += missingMasks.map { "no view named \"\($0)\" to mask" }
        return failure(actual.format, details: details, diffImage: try? comparison.diffPNG(),
                       composite: try? comparison.compositePNG(), changes: cause.changesText)
    }

    private static func compareSVG(reference: StoredReference, actual: SnapshotArtifact) -> SnapshotVerdict {
        guard reference.data != actual.data else { return success(actual.format) }
        let cause = Cause(reference: reference, actual: actual)
        let details = cause.lines(differences: "the SVG differs", detail: nil)
            + TextDifference.firstDifference(reference: String(decoding: reference.data, as: UTF8.self),
                                             actual: String(decoding: actual.data, as: UTF8.self))
        return failure(actual.format, details: details, changes: cause.changesText)
    }

    private static func compareFrames(reference: StoredReference, actual: SnapshotArtifact) -> SnapshotVerdict {
        let expected: FramesSnapshot
        do {
            expected = try FramesSnapshot(parsing: String(decoding: reference.data, as: UTF8.self))
        } catch {
            return failure(actual.format, details: ["reference is not a frames snapshot: \(error)"])
        }
        guard !expected.isEquivalent(to: actual.frames) else { return success(actual.format) }
        let diff = FramesDiff(reference: expected, actual: actual.frames)
        guard !diff.isEqual else {
            return failure(actual.format, details: ["layout changed: views are in a different order"])
        }
        return failure(actual.format, details: Cause.layoutLines(diff), changes: Cause.changesText(diff))
    }

    private static func success(_ format: SnapshotFormat) -> SnapshotVerdict {
        SnapshotVerdict(matches: true, headline: "\(format) snapshot matches its reference", details: [])
    }

    private static func failure(_ format: SnapshotFormat, details: [String], diffImage: Data? = nil,
                                composite: Data? = nil, changes: String? = nil) -> SnapshotVerdict {
        var verdict = SnapshotVerdict(matches: false, headline: "\(format) snapshot does not match its reference",
                                      details: details, diffImage: diffImage, composite: composite)
        verdict.changes = changes
        return verdict
    }
}
