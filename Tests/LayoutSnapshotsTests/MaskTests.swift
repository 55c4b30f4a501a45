import Foundation
import LayoutScene
import LayoutSnapshots
import Testing

/// Masks are given by view name and cover the view's frame, scaled and moved by the padding.
@Suite("Masks by view name")
struct MaskTests {
    static let changedBody = BoxScene(bodyColor: Color(red: 1, green: 1, blue: 0))

    @Test func aChangeInsideAMaskedViewPasses() throws {
        let folder = try SnapshotFolder()
        try folder.record(BoxScene(), as: .png(scale: 2), padding: 16)
        let outcome = try folder.verify(Self.changedBody, as: .png(scale: 2), padding: 16, masking: ["body"])
        #expect(outcome == .passed)
    }

    @Test func maskingAnotherViewLeavesTheChangeExactlyCounted() throws {
        let folder = try SnapshotFolder()
        try folder.record(BoxScene(), as: .png(scale: 2), padding: 16)
        var scene = Self.changedBody
        scene.clockColor = Color(red: 0, green: 0, blue: 0)
        let message = try #require(
            try folder.verify(scene, as: .png(scale: 2), padding: 16, masking: ["clock"]).failureMessage)
        #expect(message.split(separator: "\n")[1]
                == "pixels differ: 3200 pixels (4.70%) differ beyond threshold 0.1; frames are equal")
        #expect(message.split(separator: "\n")[2] == "most differing pixels: body 3200")
    }

    @Test func anUnknownNameIsReported() throws {
        let folder = try SnapshotFolder()
        try folder.record(BoxScene(), as: .png(scale: 1))
        let message = try #require(
            try folder.verify(Self.changedBody, as: .png(scale: 1), masking: ["clok"]).failureMessage)
        #expect(message.contains("\nno view named \"clok\" to mask\n"))
    }
}
