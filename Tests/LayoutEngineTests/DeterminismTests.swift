import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// The same scene gives the same frames, bit for bit, whether built twice or laid out again.
@Suite struct DeterminismTests {
    private func makeScene() -> (Canvas, [View]) {
        let canvas = Canvas(width: 375, height: 667)
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let card = makeView("card", in: canvas)
        card.snp.makeConstraints { make in
            make.top.equalTo(canvas.safeAreaLayoutGuide).offset(12)
            make.left.right.equalToSuperview().inset(16)
        }
        let title = makeLabel("title", text: "A title that wraps over lines", lines: 0, in: card)
        title.snp.makeConstraints { make in make.top.left.right.equalTo(card.snp.margins) }
        let loose = makeView("loose", in: card)
        loose.snp.makeConstraints { make in
            make.top.equalTo(title.snp.bottom).offset(8)
            make.width.equalTo(100).priority(.medium)
            make.width.equalTo(140).priority(.medium)
            make.height.equalTo(20)
            make.bottom.equalTo(card.snp.bottomMargin)
        }
        let row = (0..<3).map { makeView("item\($0)", in: canvas) }
        row.snp.distributeViews(along: .horizontal, fixedSpacing: 7, leadSpacing: 3, tailSpacing: 11)
        row.snp.makeConstraints { make in
            make.top.equalTo(card.snp.bottom).offset(10)
            make.height.equalTo(30)
        }
        return (canvas, canvas.viewsInTreeOrder)
    }

    private func bits(_ frames: [CGRect]) -> [UInt64] {
        frames.flatMap { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height].map { Double($0).bitPattern } }
    }

    @Test func twoBuildsOfOneSceneAgree() {
        let (first, _) = makeScene(), (second, _) = makeScene()
        let firstResult = first.layout(), secondResult = second.layout()
        #expect(bits(firstResult.views.map(\.absoluteFrame)) == bits(secondResult.views.map(\.absoluteFrame)))
        #expect(firstResult.diagnostics.map(\.message) == secondResult.diagnostics.map(\.message))
    }

    @Test func layingOutAgainChangesNothing() {
        let (canvas, views) = makeScene()
        let first = canvas.layout()
        let frames = views.map(\.frame)
        let second = canvas.layout()
        #expect(bits(views.map(\.frame)) == bits(frames))
        #expect(first.diagnostics.map(\.message) == second.diagnostics.map(\.message))
    }
}
