import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Text past `PaintLimits.maximumLabelCharacters` is cut with a warning instead of failing.
@Suite struct LabelLimitTests {
    let canvas = Canvas(width: 400, height: 300)

    @Test func longTextIsCutWithAWarning() {
        let label = makeLabel("body", text: String(repeating: "a", count: 12_000), in: canvas)
        pin(label, 0, 0, 400, 20)
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        let lines = list.text("label-body")?.lines ?? []
        #expect(lines.map(\.text.count) == [10_000])
        #expect(lines.first?.width == 50_000)
        #expect(list.warnings == [PaintWarning(kind: .labelTextCut,
                                               message: "label 'body': text of 12000 characters cut to 10000")])
    }

    @Test func lineBreaksCountTowardsTheLimit() {
        let text = Array(repeating: String(repeating: "b", count: 999), count: 11).joined(separator: "\n")
        let label = makeLabel("body", text: text, lines: 0, in: canvas)
        pin(label, 0, 0, 5000, 200)
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        let lines = list.text("label-body")?.lines ?? []
        #expect(lines.map(\.text.count) == Array(repeating: 999, count: 10))
        #expect(list.warnings.map(\.kind) == [.labelTextCut])
    }

    @Test func textAtTheLimitIsKept() {
        let label = makeLabel("body", text: String(repeating: "c", count: 10_000), in: canvas)
        pin(label, 0, 0, 400, 20)
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.text("label-body")?.lines.first?.text.count == 10_000)
        #expect(list.warnings.isEmpty)
    }
}
