import Foundation
import LayoutPainter
import LayoutScene
import Testing

/// Outlines, markers and the legend that lint pictures and accessibility snapshots draw over a picture.
@Suite struct AnnotationLayerTests {
    let measurer = MonospacedTextMeasurer()

    private func picture() -> DisplayList {
        DisplayList(size: CGSize(width: 232, height: 232), background: .white, title: "t", summary: "", items: [],
                    warnings: [])
    }

    private func shape(_ list: DisplayList, _ id: String) -> DisplayShape? {
        guard case .shape(let shape)? = list.item(withID: id) else { return nil }
        return shape
    }

    private func text(_ list: DisplayList, _ id: String) -> DisplayText? {
        guard case .text(let text)? = list.item(withID: id) else { return nil }
        return text
    }

    @Test func eachAnnotationIsOutlinedAndNumberedOverThePaddedFrame() throws {
        let marks = [Annotation(number: 1, frame: CGRect(x: 10, y: 20, width: 100, height: 40), color: .systemBlue,
                                lines: ["Save. Button.", "form/save"]),
                     Annotation(number: 2, frame: CGRect(x: 10, y: 80, width: 50, height: 30), color: .systemRed,
                                lines: ["Button."], isFlagged: true)]
        let list = AnnotationLayer(padding: 16).annotate(picture(), with: marks, measuring: measurer)
        let outline = try #require(shape(list, "annotation-1-outline"))
        #expect(outline.rect == CGRect(x: 25, y: 35, width: 102, height: 42))
        #expect(outline.stroke == DisplayStroke(color: .systemBlue, width: 2))
        #expect(shape(list, "annotation-2-outline")?.stroke?.dash == [4, 3])
        #expect(text(list, "annotation-1-number")?.lines.map(\.text) == ["1"])
        #expect(text(list, "legend-1-line-1")?.lines.map(\.text) == ["Save. Button."])
        #expect(text(list, "legend-1-line-2")?.lines.map(\.text) == ["form/save"])
        #expect(text(list, "legend-2-line-1")?.color == Color(hex: 0xD70015))
        // the legend sits to the right of the picture, which widens for it
        let legendText = try #require(text(list, "legend-1-line-1")?.lines.first)
        #expect(legendText.origin.x > 232)
        #expect(list.size.width > 232)
        #expect(list.size.height == 232)
    }

    @Test func oneNumberOnSeveralViewsHasOneLegendEntryAndMarkersSideBySide() {
        let frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let marks = [Annotation(number: 3, frame: frame, color: .systemBlue, lines: ["a"]),
                     Annotation(number: 4, frame: frame, color: .systemBlue, lines: ["b"]),
                     Annotation(number: 3, frame: CGRect(x: 100, y: 0, width: 20, height: 20), color: .systemBlue,
                                lines: ["a"])]
        let list = AnnotationLayer().annotate(picture(), with: marks, measuring: measurer)
        let ids = list.flattened.map(\.id)
        #expect(ids.filter { $0.hasPrefix("legend-") && $0.hasSuffix("-marker") } == ["legend-3-marker",
                                                                                         "legend-4-marker"])
        #expect(Set(ids).count == ids.count)
        let first = shape(list, "annotation-1-marker")?.rect
        let second = shape(list, "annotation-2-marker")?.rect
        #expect(first != nil && second != nil && second!.minX >= first!.maxX)
    }

    @Test func noAnnotationsLeaveThePictureAsItWas() {
        #expect(AnnotationLayer().annotate(picture(), with: [], measuring: measurer) == picture())
    }

    @Test func aLongLegendLineWrapsAndATallLegendGrowsThePicture() {
        let long = String(repeating: "word ", count: 40)
        let marks = (1...12).map { Annotation(number: $0, frame: .zero, color: .systemBlue, lines: [long]) }
        let list = AnnotationLayer().annotate(picture(), with: marks, measuring: measurer)
        guard case .text(let first)? = list.item(withID: "legend-1-line-1") else {
            Issue.record("no legend line")
            return
        }
        #expect(first.lines.count > 1)
        #expect(first.lines.allSatisfy { $0.width <= AnnotationLayer.legendWidth })
        #expect(list.size.height > 232)
    }
}
