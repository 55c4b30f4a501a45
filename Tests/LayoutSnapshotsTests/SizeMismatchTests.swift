import Foundation
import LayoutRender
import LayoutSnapshots
import Testing

/// Images of different sizes fail with both sizes named, and still get a diff image covering both.
@Suite("Size mismatches")
struct SizeMismatchTests {
    @Test func bothSizesAreNamedAndTheDiffCoversBoth() throws {
        let folder = try SnapshotFolder()
        try folder.record(BoxScene(), as: .png(scale: 1))
        let outcome = try folder.verify(BoxScene(), as: .png(scale: 1), padding: 8)

        let message = try #require(outcome.failureMessage)
        #expect(Array(message.split(separator: "\n")[1...3]) == [
            "pixels differ: 6912 pixels (52.94%) differ beyond threshold 0.1; frames are equal",
            "image size 136x96 differs from reference 120x80",
            "most differing pixels: outside the canvas 2976, root 2128, header 1056",
        ])
        let diff = try PNGImage(data: Data(contentsOf: folder.artifacts.appendingPathComponent("testBoxes.1.diff.png")))
        #expect((diff.width, diff.height) == (136, 96))
        let composite = try PNGImage(
            data: Data(contentsOf: folder.artifacts.appendingPathComponent("testBoxes.1.composite.png")))
        #expect((composite.width, composite.height) == (120 + 136 + 136 + 20, 96))
    }

    @Test func aLargerToleranceStillFailsDifferentSizes() throws {
        let folder = try SnapshotFolder()
        try folder.record(BoxScene(), as: .png(scale: 1))
        let outcome = try folder.verify(BoxScene(), as: .png(scale: 1), padding: 8,
                                        tolerance: .init(maxDiffPixelRatio: 1))
        #expect(outcome.failureMessage?.contains("image size 136x96 differs from reference 120x80") == true)
    }
}
