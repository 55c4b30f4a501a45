import Foundation
import LayoutDiff
import LayoutSnapshots
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNGs compared by decoded pixels with `tolerance`. A failure message gives the sizes (when they differ)
    /// and the differing pixels, names the diff image and composite it wrote to the artifacts folder
    /// (`LAYOUTVIZ_ARTIFACTS`, else a temporary folder), and attaches `reference.png`, `failure.png`,
    /// `difference.png` and `composite.png`.
    ///
    /// ```swift
    /// let strict = Snapshotting<Canvas, Data>(pathExtension: "png", diffing: .layoutPNG(tolerance: PixelTolerance()),
    ///                                         snapshot: render)
    /// ```
    public static func layoutPNG(tolerance: PixelTolerance) -> Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            let comparison: ImageComparison
            do {
                comparison = try ImageComparison.compare(referencePNG: reference, actualPNG: actual,
                                                         tolerance: tolerance)
            } catch {
                return ("\(error)", [.data(actual, name: "failure.png")])
            }
            guard !comparison.passes else { return nil }
            var lines = [comparison.sizeSummary, comparison.pixelSummary].compactMap { $0 }
            var attachments: [DiffAttachment] = [.data(reference, name: "reference.png"),
                                                 .data(actual, name: "failure.png")]
            let identifier = UUID().uuidString
            for (role, image) in [("difference", try? comparison.diffPNG()), ("composite", try? comparison.compositePNG())] {
                guard let image else { continue }
                attachments.append(.data(image, name: "\(role).png"))
                lines.append(DiffArtifact.write(image, comparison: identifier, role: role))
            }
            return (lines.joined(separator: "\n"), attachments)
        }
    }

    /// SVG text compared exactly; a failure shows a line diff.
    ///
    /// ```swift
    /// Snapshotting<Canvas, Data>(pathExtension: "svg", diffing: .layoutSVG, snapshot: renderSVG)
    /// ```
    public static var layoutSVG: Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            return Diffing<String>.lines.diffV2(String(decoding: reference, as: UTF8.self),
                                                String(decoding: actual, as: UTF8.self))
        }
    }
}

extension Diffing where Value == String {
    /// Frames snapshots compared view by view: text that reads as the same snapshot matches (diagnostics by
    /// file name, line, column, severity and message, so a reference recorded in another folder matches);
    /// otherwise the message starts with `layout changed: ` and the geometry, one line per changed
    /// diagnostic, then a line diff.
    ///
    /// ```swift
    /// Snapshotting<Canvas, String>(pathExtension: "frames", diffing: .layoutFrames, snapshot: framesText)
    /// ```
    public static var layoutFrames: Diffing<String> {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { reference, actual in
            guard reference != actual else { return nil }
            let lineDiff = Diffing<String>.lines.diffV2(reference, actual)
            guard let old = try? FramesSnapshot(parsing: reference), let new = try? FramesSnapshot(parsing: actual)
            else { return lineDiff }
            guard !old.isEquivalent(to: new) else { return nil }
            let diff = FramesDiff(reference: old, actual: new)
            let lines = diff.summaryLines
            let summary = lines.isEmpty ? ["layout changed: views are in a different order"]
                : ["layout changed: " + lines[0]] + lines.dropFirst()
            let head = summary.joined(separator: "\n")
            return ([head, lineDiff?.0].compactMap { $0 }.joined(separator: "\n\n"), lineDiff?.1 ?? [])
        }
    }
}
