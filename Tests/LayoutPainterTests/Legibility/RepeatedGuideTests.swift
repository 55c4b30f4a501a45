import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Identical constraints repeated across siblings laid out alike are drawn once, on the first, with a count; pairs
/// and views that merely share a value are drawn apart.
@Suite struct RepeatedGuideTests {
    @Test func aListsRepeatedInsetsHeightsAndGapsAreDrawnOnceWithACount() {
        let list = paint(CrowdedSceneTests.list(rows: 6), PaintOptions())
        #expect(list.badge("guide-row0-height") == "24 ×6")
        #expect(list.group("guide-row1-height") == nil)
        #expect(list.badge("guide-title0-leading-row0-leading") == "16 ×6")
        #expect(list.group("guide-title3-leading-row3-leading") == nil)
        // row1…row5 sit on the row before: five zero gaps, a plain line with a count badge of its own.
        #expect(list.badge("guide-row1-top-row0-bottom", "line") == "×5")
        #expect(list.group("guide-row2-top-row1-bottom") == nil)
        // Keyed to every row it stands for, so that hovering any of them in an SVG shows it, and titled with all six.
        let group = list.group("guide-row0-height")
        #expect(group?.classes == ["guide", "state-ok"] + (0..<6).map { "for-row\($0)" } + ["guide-repeated"])
        #expect(group?.title?.components(separatedBy: "\n").count == 6)
    }

    @Test func twoAlikeAreStillDrawnApart() {
        let list = paint(CrowdedSceneTests.list(rows: 2))
        #expect(list.badge("guide-row0-height") == "24")
        #expect(list.badge("guide-row1-height") == "24")
    }

    @Test func viewsThatOnlyShareAWidthAreDrawnApart() {
        let canvas = Canvas(width: 400, height: 300)
        for (index, name) in ["a", "b", "c"].enumerated() {
            let view = makeView(name, in: canvas)
            pin(view, 10 + 110 * CGFloat(index), 20 + 30 * CGFloat(index), 100, 20 + 10 * CGFloat(index))
        }
        let list = paint(canvas)
        #expect(["a", "b", "c"].map { list.badge("guide-\($0)-width") } == ["100", "100", "100"])
    }
}
