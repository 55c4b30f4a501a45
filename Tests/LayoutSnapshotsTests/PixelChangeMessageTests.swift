import Foundation
import LayoutScene
import LayoutSnapshots
import Testing

/// Equal frames, equal renderer, different pixels: the message says only the pixels differ.
@Suite("Pixel change messages")
struct PixelChangeMessageTests {
    static let yellowBody = BoxScene(bodyColor: Color(red: 1, green: 1, blue: 0))

    @Test func equalFramesAndRendererSayPixelsDiffer() throws {
        let folder = try SnapshotFolder()
        try folder.record(Self.yellowBody, as: .png(scale: 1))
        let outcome = try folder.verify(BoxScene(), as: .png(scale: 1))
        let artifacts = folder.artifacts.path
        #expect(outcome.failureMessage == """
            png@1x snapshot does not match reference \(folder.reference(.png(scale: 1)).path)
            pixels differ: 800 pixels (8.33%) differ beyond threshold 0.1; frames are equal
            most differing pixels: body 800
            actual: \(artifacts)/testBoxes.1.actual.png
            diff: \(artifacts)/testBoxes.1.diff.png
            composite: \(artifacts)/testBoxes.1.composite.png
            """)
    }

    @Test func aReferenceWithoutSidecarSaysFramesCannotBeCompared() throws {
        let folder = try SnapshotFolder()
        let url = try folder.record(Self.yellowBody, as: .png(scale: 1))
        try FileManager.default.removeItem(at: ReferenceSidecar.url(for: url))
        let message = try #require(try folder.verify(BoxScene(), as: .png(scale: 1)).failureMessage)
        #expect(message.split(separator: "\n")[1] == "pixels differ: 800 pixels (8.33%) differ beyond threshold 0.1; "
                + "the reference has no sidecar to compare frames with")
    }

    @Test func toleranceAllowsUpToItsLimitAndSaysIt() throws {
        let folder = try SnapshotFolder()
        try folder.record(Self.yellowBody, as: .png(scale: 1))
        #expect(try folder.verify(BoxScene(), as: .png(scale: 1), tolerance: .init(maxDiffPixels: 800)) == .passed)
        let message = try #require(
            try folder.verify(BoxScene(), as: .png(scale: 1), tolerance: .init(maxDiffPixelRatio: 0.05)).failureMessage)
        #expect(message.split(separator: "\n")[1]
                == "pixels differ: 800 pixels (8.33%) differ beyond threshold 0.1; at most 480 allowed; frames are equal")
    }

    @Test func aLooseThresholdIgnoresASmallColourChange() throws {
        let folder = try SnapshotFolder()
        try folder.record(BoxScene(bodyColor: Color(red: 0.95, green: 0, blue: 0)), as: .png(scale: 1))
        #expect(try folder.verify(BoxScene(), as: .png(scale: 1), tolerance: .init(threshold: 0.2)) == .passed)
        #expect(try folder.verify(BoxScene(), as: .png(scale: 1), tolerance: .init(threshold: 0.01)) != .passed)
    }
}
