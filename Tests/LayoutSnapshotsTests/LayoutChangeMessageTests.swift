import Foundation
import LayoutSnapshots
import Testing

/// An image failure caused by a layout change names the change first, then the pixels and the views.
@Suite("Layout change messages")
struct LayoutChangeMessageTests {
    @Test func pngFailureLeadsWithTheFramesDiff() throws {
        let folder = try SnapshotFolder()
        try folder.record(BoxScene(), as: .png(scale: 1))
        let outcome = try folder.verify(BoxScene(headerHeight: 24), as: .png(scale: 1))
        let artifacts = folder.artifacts.path
        #expect(outcome.failureMessage == """
            png@1x snapshot does not match reference \(folder.reference(.png(scale: 1)).path)
            layout changed: header: height 20→24; body, clock: y +4
            1040 pixels (10.83%) differ beyond threshold 0.1
            most differing pixels: header 480, root 280, body 160
            actual: \(artifacts)/testBoxes.1.actual.png
            diff: \(artifacts)/testBoxes.1.diff.png
            composite: \(artifacts)/testBoxes.1.composite.png
            """)
    }

    @Test func addedViewIsNamed() throws {
        let folder = try SnapshotFolder()
        try folder.record(BoxScene(), as: .png(scale: 1))
        let message = try #require(try folder.verify(BoxScene(showsBadge: true), as: .png(scale: 1)).failureMessage)
        let lines = message.split(separator: "\n").dropFirst().prefix(3)
        #expect(Array(lines) == ["layout changed: badge added", "100 pixels (1.04%) differ beyond threshold 0.1",
                                 "most differing pixels: badge 100"])
    }

    @Test func framesFailureIsTheFramesDiff() throws {
        let folder = try SnapshotFolder()
        try folder.record(BoxScene(), as: .frames)
        let outcome = try folder.verify(BoxScene(headerHeight: 24), as: .frames)
        #expect(outcome.failureMessage == """
            frames snapshot does not match reference \(folder.reference(.frames).path)
            layout changed: header: height 20→24; body, clock: y +4
            actual: \(folder.artifacts.path)/testBoxes.1.actual.frames
            """)
    }

    @Test func svgFailureGivesTheFramesDiffAndTheFirstDifferentLine() throws {
        let folder = try SnapshotFolder()
        try folder.record(BoxScene(), as: .svg)
        let message = try #require(try folder.verify(BoxScene(headerHeight: 24), as: .svg).failureMessage)
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "layout changed: header: height 20→24; body, clock: y +4")
        #expect(lines[2].hasPrefix("first difference at line "))
        #expect(lines[3].hasPrefix("- ") && lines[4].hasPrefix("+ ") && lines[3].dropFirst(2) != lines[4].dropFirst(2))
        #expect(lines[5] == "actual: \(folder.artifacts.path)/testBoxes.1.actual.svg")
    }
}
