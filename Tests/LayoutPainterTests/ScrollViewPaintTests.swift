import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// A scroll view always clips to its viewport (its frame), and its content shows moved by the content offset.
@Suite struct ScrollViewPaintTests {
    let canvas = Canvas(width: 320, height: 480)
    let scroll = ScrollView()
    let content: View

    init() {
        scroll.name = "scroll"
        scroll.backgroundColor = .white
        canvas.addSubview(scroll)
        scroll.snp.makeConstraints { make in
            make.left.top.equalTo(20)
            make.width.equalTo(200)
            make.height.equalTo(300)
        }
        content = makeView("content", in: scroll)
        content.backgroundColor = .blue
        content.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalToSuperview()
            make.height.equalTo(1000)
        }
    }

    @Test func scrollViewsClipToTheirViewport() {
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        let clip = list.group("view-scroll")?.clip
        expectRect(clip?.rect, 20, 20, 200, 300)
        #expect(clip?.cornerRadius == 0)
        expectRect(list.shape("view-scroll-background")?.rect, 20, 20, 200, 300)
    }

    @Test func theContentIsMovedByTheContentOffset() {
        scroll.contentOffset = CGPoint(x: 0, y: 150)
        let list = paint(canvas, PaintOptions(guides: .none, padding: 10))
        expectRect(list.shape("view-content-background")?.rect, 30, -120, 200, 1000)
        expectRect(list.group("view-scroll")?.clip?.rect, 30, 30, 200, 300)
    }

    @Test func aRoundedScrollViewClipsWithItsRadius() {
        scroll.layer.cornerRadius = 16
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.group("view-scroll")?.clip?.cornerRadius == 16)
    }
}
