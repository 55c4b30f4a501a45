import Foundation
import LayoutScene
import LayoutVizSnapshotTesting
import SnapshotTesting
import Testing

/// `Snapshotting<Canvas, Data>.png` through swift-snapshot-testing's `verifySnapshot`.
@Suite("PNG strategy")
struct PNGStrategyTests {
    static var strategy: Snapshotting<Canvas, Data> { .png(scale: 1, paintOptions: Boxes.paintOptions) }

    @Test func recordsThenMatches() throws {
        let folder = try TemporaryFolder()
        let first = verifySnapshot(of: Boxes.canvas(), as: Self.strategy, named: "boxes", record: .missing,
                                   snapshotDirectory: folder.path)
        #expect(first?.hasPrefix("No reference was found on disk.") == true)
        #expect(try folder.files() == ["recordsThenMatches.boxes.png"])
        #expect(verifySnapshot(of: Boxes.canvas(), as: Self.strategy, named: "boxes", record: .never,
                               snapshotDirectory: folder.path) == nil)
    }

    @Test func comparesPixelsNotBytes() throws {
        let folder = try TemporaryFolder()
        _ = verifySnapshot(of: Boxes.canvas(), as: Self.strategy, named: "boxes", snapshotDirectory: folder.path)
        let url = folder.url.appendingPathComponent("comparesPixelsNotBytes.boxes.png")
        let annotated = PNGTextChunk.inserting(keyword: "Comment", text: "re-encoded", into: try Data(contentsOf: url))
        try annotated.write(to: url)
        #expect(verifySnapshot(of: Boxes.canvas(), as: Self.strategy, named: "boxes", record: .never,
                               snapshotDirectory: folder.path) == nil)
    }

    @Test func aChangeReportsPixelCountsAndWritesTheDiff() throws {
        let folder = try TemporaryFolder()
        _ = verifySnapshot(of: Boxes.canvas(), as: Self.strategy, named: "boxes", snapshotDirectory: folder.path)
        let message = try #require(verifySnapshot(of: Boxes.canvas(headerHeight: 14), as: Self.strategy,
                                                  named: "boxes", record: .never, snapshotDirectory: folder.path))
        let lines = message.split(separator: "\n")
        #expect(lines.first == "Snapshot \"boxes\" does not match reference.")
        #expect(lines.contains("400 pixels (16.67%) differ beyond threshold 0.1"))
        let diffLine = try #require(lines.first { $0.hasPrefix("difference: ") })
        #expect(FileManager.default.fileExists(atPath: String(diffLine.dropFirst("difference: ".count))))
    }

    @Test func toleranceAndSizeMismatch() throws {
        let folder = try TemporaryFolder()
        _ = verifySnapshot(of: Boxes.canvas(), as: Self.strategy, named: "boxes", snapshotDirectory: folder.path)
        let tolerant = Snapshotting<Canvas, Data>.png(scale: 1, maxDiffPixels: 400, paintOptions: Boxes.paintOptions)
        #expect(verifySnapshot(of: Boxes.canvas(headerHeight: 14), as: tolerant, named: "boxes", record: .never,
                               snapshotDirectory: folder.path) == nil)
        let doubled = Snapshotting<Canvas, Data>.png(scale: 2, paintOptions: Boxes.paintOptions)
        let message = verifySnapshot(of: Boxes.canvas(), as: doubled, named: "boxes", record: .never,
                                     snapshotDirectory: folder.path)
        #expect(message?.contains("\nimage size 120x80 differs from reference 60x40\n") == true)
    }
}
