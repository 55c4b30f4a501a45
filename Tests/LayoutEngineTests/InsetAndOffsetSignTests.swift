import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// SnapKit's sign rules: `inset` takes its sign from the target attribute, `offset` adds as given, the last
/// constant setter wins.
@Suite struct InsetAndOffsetSignTests {
    let canvas = Canvas(width: 400, height: 400)
    let anchor: View
    let box: View

    init() {
        anchor = makeView("anchor", in: canvas)
        pin(anchor, 100, 100, 50, 50)
        box = makeView("box", in: canvas)
    }

    @Test func insetToALeftEdgeOverlaps() {
        box.snp.makeConstraints { make in
            make.right.equalTo(anchor.snp.left).inset(8)
            make.top.equalTo(0)
            make.size.equalTo(20)
        }
        canvas.layout()
        expectFrame(box.frame, 88, 0, 20, 20)
    }

    @Test func insetToARightEdgeOverlapsToo() {
        box.snp.makeConstraints { make in
            make.left.equalTo(anchor.snp.right).inset(8)
            make.top.equalTo(0)
            make.size.equalTo(20)
        }
        canvas.layout()
        expectFrame(box.frame, 142, 0, 20, 20)
    }

    @Test func insetToABottomEdgeMovesUp() {
        box.snp.makeConstraints { make in
            make.top.equalTo(anchor.snp.bottom).inset(4)
            make.left.equalTo(0)
            make.size.equalTo(20)
        }
        canvas.layout()
        expectFrame(box.frame, 0, 146, 20, 20)
    }

    @Test func offsetAddsAsGiven() {
        box.snp.makeConstraints { make in
            make.right.equalTo(anchor.snp.left).offset(-8)
            make.bottom.equalTo(anchor.snp.top).offset(-8)
            make.size.equalTo(20)
        }
        canvas.layout()
        expectFrame(box.frame, 72, 72, 20, 20)
    }

    @Test func insetShrinksASize() {
        box.snp.makeConstraints { make in
            make.width.equalToSuperview().inset(10)
            make.left.top.equalTo(0)
            make.height.equalTo(20)
        }
        canvas.layout()
        expectFrame(box.frame, 0, 0, 380, 20)
    }

    @Test func insetsOnACentreTakeHalfTheDifference() {
        box.snp.makeConstraints { make in
            make.centerX.equalTo(anchor).inset(UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
            make.top.equalTo(0)
            make.size.equalTo(20)
        }
        canvas.layout()
        expectFrame(box.frame, 125 - 10 - 10, 0, 20, 20)
    }

    @Test func theLastConstantWins() {
        box.snp.makeConstraints { make in
            make.width.equalTo(100).offset(10)
            make.left.top.equalTo(0)
            make.height.equalTo(20)
        }
        canvas.layout()
        expectFrame(box.frame, 0, 0, 10, 20)
    }

    @Test func edgesInsetByInsets() {
        box.snp.makeConstraints { make in
            make.edges.equalTo(anchor).inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        canvas.layout()
        expectFrame(box.frame, 102, 101, 44, 46)
    }
}
