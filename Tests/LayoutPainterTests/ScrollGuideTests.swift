import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// In a scroll view, edges related to its subviews are the content area's (moved by the content offset), width and
/// height are the viewport's, and its content and frame guides are drawn where they show.
@Suite struct ScrollGuideTests {
    let canvas = Canvas(width: 320, height: 480)
    let scroll = ScrollView()
    let content: View

    /// A 200 × 300 viewport at (20, 20) scrolled down 100; content 1000 tall, 10 below the content area's top.
    init() {
        scroll.name = "scroll"
        canvas.addSubview(scroll)
        scroll.snp.makeConstraints { make in
            make.left.top.equalTo(20)
            make.width.equalTo(200)
            make.height.equalTo(300)
        }
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        content = makeView("content", in: scroll)
        content.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.left.right.bottom.equalToSuperview()
            make.width.equalToSuperview()
            make.height.equalTo(1000)
        }
    }

    @Test func edgesToTheScrollViewAreTheContentAreas() {
        let bar = paint(canvas).line("guide-content-top-scroll-top-bar")
        expectSegment(bar?.from, bar?.to, 120, -80, 120, -70)
    }

    @Test func widthsOfTheScrollViewAreTheViewports() {
        let list = paint(canvas)
        let onContent = list.line("guide-content-width-scroll-width-bar")
        // 8 pt outside the content area's bottom (930), past the picture's edge; its badge cannot be shown there, so
        // the guide is a callout in the legend.
        expectSegment(onContent?.from, onContent?.to, 20, 938, 220, 938)
        #expect(list.group("guide-content-width-scroll-width")?.classes.contains("guide-callout") == true)
        // The scroll view's own width bar is outside it at y = 328 with its badge below, so this one moves two steps
        // further out.
        let onViewport = list.line("guide-content-width-scroll-width-bar-2")
        expectSegment(onViewport?.from, onViewport?.to, 20, 348, 220, 348)
    }

    @Test func theContentGuideIsInContentCoordinates() {
        let inner = makeView("inner", in: scroll)
        inner.snp.makeConstraints { make in
            make.top.equalTo(scroll.contentLayoutGuide).offset(30)
            make.left.equalTo(scroll.contentLayoutGuide).offset(10)
            make.size.equalTo(20)
        }
        let list = paint(canvas)
        let bar = list.line("guide-inner-top-scroll.contentLayoutGuide-top-bar")
        expectSegment(bar?.from, bar?.to, 40, -80, 40, -50)
        expectRect(list.shape("layout-guide-scroll.contentLayoutGuide")?.rect, 20, -80, 200, 1010)
    }

    @Test func theFrameGuideIsTheViewport() {
        let badge = makeView("badge", in: scroll)
        badge.snp.makeConstraints { make in
            make.top.equalTo(scroll.frameLayoutGuide).offset(5)
            make.left.equalTo(scroll.frameLayoutGuide).offset(5)
            make.size.equalTo(20)
        }
        let list = paint(canvas)
        let top = list.line("guide-badge-top-scroll.frameLayoutGuide-top-bar")
        expectSegment(top?.from, top?.to, 35, 20, 35, 25)
        expectRect(list.shape("layout-guide-scroll.frameLayoutGuide")?.rect, 20, 20, 200, 300)
    }
}
