import Foundation
import LayoutDiff
import LayoutSnapshots
import Testing

/// View regions: canvas-coordinate frames, and the pixels they cover at a scale and padding.
@Suite("View regions")
struct ViewRegionTests {
    @Test func framesSnapshotRegionsAddTheSuperviewsOrigins() throws {
        let snapshot = try FramesSnapshot(parsing: """
            layoutviz frames v1
            canvas 100x100
            view root - 0 0 100 100
            view card root 10 20 80 60
            view title card 5 5 30 10
            view title root 1 2 3 4
            """)
        #expect(ViewRegion.regions(of: snapshot) == [
            ViewRegion(name: "root", frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
            ViewRegion(name: "card", frame: CGRect(x: 10, y: 20, width: 80, height: 60)),
            ViewRegion(name: "title", frame: CGRect(x: 15, y: 25, width: 30, height: 10)),
            ViewRegion(name: "title", frame: CGRect(x: 1, y: 2, width: 3, height: 4)),
        ])
    }

    @Test func pixelRectsAreScaledAndMovedByThePadding() {
        let region = ViewRegion(name: "clock", frame: CGRect(x: 300, y: 12, width: 60, height: 20.5))
        #expect(region.pixelRect(scale: 2, padding: 16) == PixelRect(x: 632, y: 56, width: 120, height: 41))
    }

    @Test func artifactRegionsComeFromTheLayout() throws {
        let artifact = try SnapshotFolder().artifact(BoxScene(), as: .png(scale: 2), padding: 16)
        #expect(artifact.regions.map(\.name) == ["root", "header", "body", "clock"])
        #expect(artifact.regions[2].frame == CGRect(x: 10, y: 30, width: 40, height: 20))
        #expect(artifact.padding == 16)
    }
}
