import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Scroll views: edges related to subviews mean the content area, width and height the viewport; the content
/// size is what the constraints make it, and the size code set where no constraint measures it.
@Suite struct ScrollViewTests {
    let canvas = Canvas(width: 320, height: 480)
    let scroll = ScrollView()

    init() {
        scroll.name = "scroll"
        canvas.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
    }

    @Test func contentSizeFromASubviewsEdges() {
        let content = makeView("content", in: scroll)
        content.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalToSuperview()
            make.height.equalTo(1000)
        }
        let result = canvas.layout()
        expectFrame(content.frame, 0, 0, 320, 1000)
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func contentOffsetMovesTheContentOnScreen() {
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        let content = makeView("content", in: scroll)
        content.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalToSuperview()
            make.height.equalTo(1000)
        }
        let result = canvas.layout()
        expectFrame(content.frame, 0, 0, 320, 1000)
        expectFrame(result.absoluteFrame(of: content), 0, -100, 320, 1000)
        expectFrame(scroll.contentLayoutGuide.layoutFrame, 0, 0, 320, 1000)
        expectFrame(scroll.frameLayoutGuide.layoutFrame, 0, 100, 320, 480)
    }

    @Test func stackedSubviewsDefineTheContentHeight() {
        let a = makeView("a", in: scroll), b = makeView("b", in: scroll)
        a.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(20)
            make.left.right.equalToSuperview()
            make.width.equalToSuperview()
            make.height.equalTo(100)
        }
        b.snp.makeConstraints { make in
            make.top.equalTo(a.snp.bottom).offset(10)
            make.left.width.equalTo(a)
            make.height.equalTo(500)
            make.bottom.equalToSuperview().offset(-20)
        }
        canvas.layout()
        expectFrame(b.frame, 0, 130, 320, 500)
        #expect(scroll.contentSize == CGSize(width: 320, height: 650))
    }

    @Test func contentAndFrameLayoutGuides() {
        let content = makeView("content", in: scroll)
        content.snp.makeConstraints { make in
            make.edges.equalTo(scroll.contentLayoutGuide)
            make.width.equalTo(scroll.frameLayoutGuide)
            make.height.equalTo(700)
        }
        canvas.layout()
        expectFrame(content.frame, 0, 0, 320, 700)
        #expect(scroll.contentSize == CGSize(width: 320, height: 700))
    }

    @Test func contentNoConstraintMeasuresKeepsTheSizeCodeSetAndIsNotAmbiguous() {
        scroll.contentSize = CGSize(width: 1, height: 2)
        let box = makeView("box", in: scroll)
        pin(box, 10, 10, 50, 50)
        let result = canvas.layout()
        expectFrame(box.frame, 10, 10, 50, 50)
        #expect(result.ambiguousAttributes(of: scroll).isEmpty)
        #expect(scroll.contentSize == CGSize(width: 1, height: 2))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func frameBasedContentWithNoSizeIsNotAmbiguous() {
        let box = makeView("box", in: scroll)
        pin(box, 10, 10, 50, 50)
        let result = canvas.layout()
        #expect(result.ambiguousAttributes(of: scroll).isEmpty)
        #expect(scroll.contentSize == .zero)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aTrailingEdgeMeasuresTheContentSoItsOpenWidthIsAmbiguous() {
        let badge = makeView("badge", in: scroll)
        badge.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.right.equalToSuperview().offset(-20)
            make.size.equalTo(50)
        }
        let result = canvas.layout()
        #expect(result.ambiguousAttributes(of: scroll) == ["contentWidth"])
        #expect(scroll.contentSize == .zero)
        #expect(result.ambiguousAttributes(of: badge) == ["x"]) // its right edge hangs on the open content width
        #expect(result.diagnostics.map(\.message)
            == ["Ambiguous layout: UIScrollView:scroll contentWidth is not determined by its constraints",
                "Ambiguous layout: UIView:badge x is not determined by its constraints"])
    }

    @Test func theSizeCodeSetSizesContentTheConstraintsLeaveOpen() {
        scroll.contentSize = CGSize(width: 0, height: 1200)
        let footer = makeView("footer", in: scroll)
        footer.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(10)
            make.bottom.equalToSuperview().offset(-20)
            make.size.equalTo(CGSize(width: 100, height: 40))
        }
        let result = canvas.layout()
        expectFrame(footer.frame, 10, 1140, 100, 40)
        #expect(scroll.contentSize == CGSize(width: 0, height: 1200))
        #expect(result.ambiguousAttributes(of: scroll).isEmpty)
        #expect(result.ambiguousAttributes(of: footer).isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func constraintsThatMeasureTheContentOverrideTheSizeCodeSet() {
        scroll.contentSize = CGSize(width: 10, height: 10)
        let content = makeView("content", in: scroll)
        content.snp.makeConstraints { make in
            make.edges.width.equalToSuperview()
            make.height.equalTo(1000)
        }
        let result = canvas.layout()
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        #expect(result.diagnostics.isEmpty)
        #expect(result.unsatisfiedConstraints.isEmpty)
    }

    @Test func aTextViewSizesItsContentFromItsTextSoItIsNotAmbiguous() {
        let notes = TextView()
        notes.name = "notes"
        notes.text = "Remember the milk"
        canvas.addSubview(notes)
        notes.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        let result = canvas.layout()
        #expect(result.ambiguousAttributes(of: notes).isEmpty)
        #expect(!result.diagnostics.contains { $0.message.contains("notes") })
    }

    @Test func viewsOutsideUseTheScrollViewsFrame() {
        scroll.snp.remakeConstraints { make in
            make.left.top.right.equalToSuperview()
            make.height.equalTo(200)
        }
        let content = makeView("content", in: scroll)
        content.snp.makeConstraints { make in
            make.edges.width.equalToSuperview()
            make.height.equalTo(1000)
        }
        let below = makeView("below", in: canvas)
        below.snp.makeConstraints { make in
            make.top.equalTo(scroll.snp.bottom).offset(5)
            make.left.right.equalToSuperview()
            make.bottom.equalToSuperview()
        }
        canvas.layout()
        expectFrame(below.frame, 0, 205, 320, 275)
    }

    @Test func aScrollViewAwayFromTheOrigin() {
        scroll.snp.remakeConstraints { make in make.edges.equalToSuperview().inset(40) }
        scroll.contentOffset = CGPoint(x: 10, y: 0)
        let content = makeView("content", in: scroll)
        content.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
            make.height.equalToSuperview()
            make.width.equalTo(600)
        }
        let result = canvas.layout()
        expectFrame(content.frame, 5, 5, 600, 400)
        expectFrame(result.absoluteFrame(of: content), 35, 45, 600, 400)
        #expect(scroll.contentSize == CGSize(width: 610, height: 410))
    }

    @Test func marginsOfTheContentArea() {
        scroll.layoutMargins = EdgeInsets(8)
        let content = makeView("content", in: scroll)
        content.snp.makeConstraints { make in
            make.edges.equalTo(scroll.snp.margins)
            make.width.equalToSuperview().offset(-16)
            make.height.equalTo(1000)
        }
        canvas.layout()
        expectFrame(content.frame, 8, 8, 304, 1000)
        #expect(scroll.contentSize == CGSize(width: 320, height: 1016))
    }

    @Test func centresMeanTheViewportSoContentCentredOnItSitsMidScreen() {
        let content = makeView("content", in: scroll)
        content.snp.makeConstraints { make in
            make.top.bottom.equalToSuperview()
            make.centerX.equalToSuperview()
            make.width.equalTo(200)
            make.height.equalTo(1000)
        }
        let badge = makeView("badge", in: scroll)
        badge.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.size.equalTo(40)
        }
        let result = canvas.layout()
        expectFrame(content.frame, 60, 0, 200, 1000)
        expectFrame(badge.frame, 140, 220, 40, 40)
        #expect(result.ambiguousAttributes(of: content).isEmpty)
        #expect(result.ambiguousAttributes(of: badge).isEmpty)
    }
}
