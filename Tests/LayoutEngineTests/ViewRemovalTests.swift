import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Removing views between layouts: their constraints leave the solver and the rest is laid out as before.
@Suite struct ViewRemovalTests {
    let canvas = Canvas(width: 400, height: 400)
    let a: View
    let b: View

    init() {
        a = makeView("a", in: canvas)
        pin(a, 10, 10, 50, 50)
        b = makeView("b", in: canvas)
        b.snp.makeConstraints { make in
            make.left.equalTo(a.snp.right).offset(8)
            make.top.equalTo(10)
            make.size.equalTo(20)
        }
    }

    @Test func aRemovedViewLeavesTheResult() throws {
        canvas.layout()
        a.removeFromSuperview()
        let result = canvas.layout()
        #expect(result.layout(of: a) == nil)
        #expect(result.views.map(\.name) == ["root", "b"])
        #expect(result.ambiguousAttributes(of: b) == ["x"])
        #expect(try #require(layoutState(of: canvas)).solverRebuilds == 1)
    }

    @Test func removingASubtreeKeepsTheRestInPlace() {
        let child = makeView("child", in: a)
        child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
        let c = makeView("c", in: canvas)
        pin(c, 100, 100, 30, 30)
        canvas.layout()
        a.removeFromSuperview()
        let result = canvas.layout()
        expectFrame(c.frame, 100, 100, 30, 30)
        #expect(result.layout(of: child) == nil)
    }

    @Test func aViewAddedBackIsLaidOutAgain() {
        canvas.layout()
        b.removeFromSuperview()
        canvas.layout()
        canvas.addSubview(b)
        b.snp.makeConstraints { make in
            make.left.equalTo(a.snp.right).offset(8)
            make.top.equalTo(10)
            make.size.equalTo(20)
        }
        let result = canvas.layout()
        expectFrame(b.frame, 68, 10, 20, 20)
        #expect(result.diagnostics.isEmpty)
    }
}
