import LayoutDiff
import Testing

/// Frames within the tolerance are equal; the default tolerance is 1e-6 points.
@Suite struct FramesDiffToleranceTests {
    let reference: FramesSnapshot
    let nudged: FramesSnapshot

    init() throws {
        reference = try FramesDiffTests.snapshot(["view title root 16 50 343 20", "view row root 16 80 343 30"])
        nudged = try FramesDiffTests.snapshot(["view title root 16.3 50 343 20.25", "view row root 16 80.25 343 30"])
    }

    @Test func theDefaultToleranceSeesHundredths() {
        let diff = FramesDiff(reference: reference, actual: nudged)
        #expect(diff.tolerance == 1e-6)
        #expect(diff.summary == "title: x +0.3 (height 20→20.25); row: y +0.25")
    }

    @Test func aHalfPointToleranceIgnoresSmallNudges() {
        let diff = FramesDiff(reference: reference, actual: nudged, tolerance: 0.5)
        #expect(diff.isEqual)
        #expect(diff.summary.isEmpty)
    }

    @Test func theToleranceAppliesToTheCanvasToo() throws {
        let wider = try FramesSnapshot(parsing: "layoutviz frames v1\ncanvas 375.4x667\nview root - 0 0 375 667")
        #expect(FramesDiff(reference: try FramesDiffTests.snapshot([]), actual: wider, tolerance: 0.5).isEqual)
        #expect(!FramesDiff(reference: try FramesDiffTests.snapshot([]), actual: wider).isEqual)
    }

    @Test func identicalSnapshotsAreEqual() {
        #expect(FramesDiff(reference: reference, actual: reference).isEqual)
    }
}
