import Foundation
import LayoutRender
import LayoutScene
import LayoutSnapshots
import Testing

/// A failing check writes actual, diff and composite beside each other and names them in the message.
@Suite("Failure artifacts")
struct ArtifactFilesTests {
    @Test func actualDiffAndCompositeAreWrittenAndNamed() throws {
        let folder = try SnapshotFolder()
        try folder.record(BoxScene(), as: .png(scale: 1))
        let outcome = try folder.verify(BoxScene(bodyColor: Color(red: 1, green: 1, blue: 0)), as: .png(scale: 1))

        guard case .failed(let message, let artifacts) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(artifacts.map(\.lastPathComponent)
                == ["testBoxes.1.actual.png", "testBoxes.1.diff.png", "testBoxes.1.composite.png"])
        #expect(try folder.files(in: folder.artifacts) == artifacts.map(\.lastPathComponent).sorted())
        for url in artifacts { #expect(message.contains(url.path)) }
        let actual = try folder.artifact(BoxScene(bodyColor: Color(red: 1, green: 1, blue: 0)), as: .png(scale: 1))
        #expect(try Data(contentsOf: artifacts[0]) == actual.data)
        let diff = try PNGImage(data: Data(contentsOf: artifacts[1]))
        #expect(diff.pixel(x: 20, y: 40) == RGBAPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect((try PNGImage(data: Data(contentsOf: artifacts[2]))).width == 3 * 120 + 20)
    }

    @Test func aPassingCheckWritesNothing() throws {
        let folder = try SnapshotFolder()
        try folder.record(BoxScene(), as: .png(scale: 1))
        #expect(try folder.verify(BoxScene(), as: .png(scale: 1)) == .passed)
        #expect(!FileManager.default.fileExists(atPath: folder.artifacts.path))
    }
}
