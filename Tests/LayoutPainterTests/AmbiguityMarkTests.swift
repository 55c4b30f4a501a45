import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// A view whose frame the constraints leave open gets a red dashed outline and a note below it naming the open
/// attributes.
@Suite struct AmbiguityMarkTests {
    let canvas = Canvas(width: 400, height: 300)

    @Test func anAmbiguousViewIsOutlinedAndNoted() {
        let floating = makeView("floating", in: canvas)
        floating.snp.makeConstraints { make in make.center.equalToSuperview() }
        let list = paint(canvas)
        #expect(list.group("ambiguity")?.itemIDs == ["ambiguous-floating"])
        #expect(list.group("ambiguous-floating")?.itemIDs == [
            "ambiguous-floating-outline", "ambiguous-floating-note", "ambiguous-floating-note-text",
        ])
        let outline = list.shape("ambiguous-floating-outline")
        expectRect(outline?.rect, 200, 150, 0, 0)
        #expect(outline?.stroke == DisplayStroke(color: Theme.light.conflictGuide, width: 1, dash: [4, 3]))
        #expect(outline?.fill == nil)
        let note = list.shape("ambiguous-floating-note")
        expectRect(note?.rect, 200, 153, 156, 14)
        #expect(note?.fill == Theme.light.conflictGuide)
        #expect(list.text("ambiguous-floating-note-text")?.lines.map(\.text) == ["ambiguous: x, y, width, height"])
    }

    @Test func notesStayClearOfBadges() {
        let box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in
            make.left.equalTo(10)
            make.top.equalTo(20)
            make.width.equalTo(100)
        }
        let list = paint(canvas)
        #expect(list.text("ambiguous-box-note-text")?.lines.map(\.text) == ["ambiguous: height"])
        let note = list.shape("ambiguous-box-note")?.rect ?? .zero
        #expect(note.minX == 10 && note.minY >= 23)
        #expect(list.badgeRects.filter { $0 != note }.allSatisfy { !rectsOverlap($0, note) })
    }

    @Test func unambiguousScenesHaveNoMarks() {
        let box = makeView("box", in: canvas)
        pin(box, 0, 0, 10, 10)
        #expect(paint(canvas).group("ambiguity") == nil)
    }
}
