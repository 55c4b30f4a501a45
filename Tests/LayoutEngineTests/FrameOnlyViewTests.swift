import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Views without constraints keep their frames (autoresizing), and hidden views still take part in layout.
@Suite struct FrameOnlyViewTests {
    let canvas = Canvas(width: 400, height: 400)

    @Test func aViewAddedWithAFrameKeepsIt() {
        let framed = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        canvas.addSubview(framed)
        let inner = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        framed.addSubview(inner)
        let result = canvas.layout()
        expectFrame(framed.frame, 10, 20, 30, 40)
        expectFrame(inner.frame, 1, 2, 3, 4)
        expectFrame(result.absoluteFrame(of: inner), 11, 22, 3, 4)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func constrainedViewsCanFollowAFramedOne() {
        let framed = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        canvas.addSubview(framed)
        let box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in
            make.left.equalTo(framed.snp.right)
            make.top.size.equalTo(framed)
        }
        canvas.layout()
        expectFrame(box.frame, 40, 20, 30, 40)
    }

    @Test func aNewFrameIsUsedOnTheNextLayout() {
        let framed = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        canvas.addSubview(framed)
        canvas.layout()
        framed.frame = CGRect(x: 5, y: 5, width: 5, height: 5)
        canvas.layout()
        expectFrame(framed.frame, 5, 5, 5, 5)
    }

    @Test func hiddenViewsTakePart() {
        let hidden = makeView("hidden", in: canvas)
        hidden.isHidden = true
        pin(hidden, 0, 0, 50, 10)
        let box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in
            make.left.equalTo(hidden.snp.right)
            make.top.size.equalTo(hidden)
        }
        canvas.layout()
        expectFrame(hidden.frame, 0, 0, 50, 10)
        expectFrame(box.frame, 50, 0, 50, 10)
    }
}
