import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// The result lists every view in tree order with names, parents and frames, and answers per-view questions.
@Suite struct LayoutResultTests {
    let canvas = Canvas(width: 400, height: 400)

    @Test func viewsInTreeOrderWithNames() {
        let card = makeView("card", in: canvas)
        pin(card, 10, 20, 200, 100)
        let unnamed = View()
        card.addSubview(unnamed)
        pin(unnamed, 5, 5, 10, 10)
        let footer = View()
        canvas.addSubview(footer)
        pin(footer, 0, 300, 400, 100)
        let result = canvas.layout()
        #expect(result.views.map(\.name) == ["root", "card", "#0.0", "#1"])
        #expect(result.views.map(\.parentName) == [nil, "root", "card", "root"])
        #expect(zip(result.views.map(\.view), [canvas, card, unnamed, footer]).allSatisfy { $0 === $1 })
        expectFrame(result.views[0].frame, 0, 0, 400, 400)
        expectFrame(result.frame(of: unnamed), 5, 5, 10, 10)
        expectFrame(result.absoluteFrame(of: unnamed), 15, 25, 10, 10)
        #expect(result.layout(of: card)?.ambiguousAttributes == [])
    }

    @Test func viewsOutsideTheCanvasAreNotInTheResult() {
        let stranger = View()
        let result = canvas.layout()
        #expect(result.layout(of: stranger) == nil)
        #expect(result.frame(of: stranger) == nil)
        #expect(result.absoluteFrame(of: stranger) == nil)
        #expect(result.ambiguousAttributes(of: stranger).isEmpty)
    }
}
