import Foundation
import LayoutScene
import LayoutVizSnapshotTesting
import SnapshotTesting
import Testing

/// `.svg` and `.frames` through swift-snapshot-testing's `verifySnapshot`.
@Suite("SVG and frames strategies")
struct TextStrategyTests {
    @Test func framesRoundTripAndNameTheChange() throws {
        let folder = try TemporaryFolder()
        _ = verifySnapshot(of: Boxes.canvas(), as: .frames, named: "boxes", snapshotDirectory: folder.path)
        #expect(try String(contentsOf: folder.url.appendingPathComponent("framesRoundTripAndNameTheChange.boxes.frames"),
                           encoding: .utf8) == """
            layoutviz frames v1
            canvas 60x40
            view root - 0 0 60 40
            view header root 0 0 60 10
            view body root 5 15 20 10

            """)
        #expect(verifySnapshot(of: Boxes.canvas(), as: .frames, named: "boxes", record: .never,
                               snapshotDirectory: folder.path) == nil)
        let message = try #require(verifySnapshot(of: Boxes.canvas(headerHeight: 14), as: .frames, named: "boxes",
                                                  record: .never, snapshotDirectory: folder.path))
        #expect(message.contains("\nlayout changed: header: height 10→14; body: y +4\n"))
        #expect(message.contains("+view header root 0 0 60 14"))
    }

    @Test func svgRoundTripsAndShowsALineDiff() throws {
        let folder = try TemporaryFolder()
        let strategy = Snapshotting<Canvas, Data>.svg(paintOptions: Boxes.paintOptions)
        _ = verifySnapshot(of: Boxes.canvas(), as: strategy, named: "boxes", snapshotDirectory: folder.path)
        #expect(try folder.files() == ["svgRoundTripsAndShowsALineDiff.boxes.svg"])
        #expect(verifySnapshot(of: Boxes.canvas(), as: strategy, named: "boxes", record: .never,
                               snapshotDirectory: folder.path) == nil)
        let message = verifySnapshot(of: Boxes.canvas(headerHeight: 14), as: strategy, named: "boxes", record: .never,
                                     snapshotDirectory: folder.path)
        #expect(message?.contains("\n@@ ") == true)
    }

    @Test func theDefaultStrategiesAreUsable() throws {
        let folder = try TemporaryFolder()
        for (name, strategy) in [("png", Snapshotting<Canvas, Data>.png), ("svg", .svg)] {
            _ = verifySnapshot(of: Boxes.canvas(), as: strategy, named: name, snapshotDirectory: folder.path)
            #expect(verifySnapshot(of: Boxes.canvas(), as: strategy, named: name, record: .never,
                                   snapshotDirectory: folder.path) == nil)
        }
        #expect(try folder.files() == ["theDefaultStrategiesAreUsable.png.png", "theDefaultStrategiesAreUsable.svg.svg"])
    }
}
