import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Safe-area insets: the canvas's from the device, each subview's from the part of its superview's unsafe area it
/// covers, plus additional insets; the safe-area guide is the bounds inset by them.
@Suite struct SafeAreaTests {
    let canvas = Canvas(width: 390, height: 844)

    init() {
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    }

    @Test func theCanvasTakesTheDeviceInsets() {
        let guide = canvas.safeAreaLayoutGuide
        canvas.layout()
        #expect(canvas.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        expectFrame(guide.layoutFrame, 0, 47, 390, 763)
    }

    @Test func aViewBelowTheTopInsetHasNoTopInset() {
        let header = makeView("header", in: canvas)
        header.snp.makeConstraints { make in
            make.top.equalTo(canvas.safeAreaLayoutGuide)
            make.left.right.equalToSuperview()
            make.height.equalTo(44)
        }
        canvas.layout()
        expectFrame(header.frame, 0, 47, 390, 44)
        #expect(header.safeAreaInsets == .zero)
    }

    @Test func aFullScreenViewInheritsTheInsets() {
        let screen = makeView("screen", in: canvas)
        screen.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let content = makeView("content", in: screen)
        content.snp.makeConstraints { make in make.edges.equalTo(screen.safeAreaLayoutGuide) }
        canvas.layout()
        #expect(screen.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        expectFrame(content.frame, 0, 47, 390, 763)
    }

    @Test func aViewCoversPartOfTheUnsafeArea() {
        let bar = makeView("bar", in: canvas)
        pin(bar, 0, 20, 390, 100)
        let footer = makeView("footer", in: canvas)
        pin(footer, 10, 800, 100, 44)
        canvas.layout()
        #expect(bar.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func aViewOutsideItsSuperviewGetsNoInsetWhereTheSuperviewIsSafe() {
        let card = makeView("card", in: canvas)
        pin(card, 50, 200, 200, 200)
        let badge = makeView("badge", in: card)
        pin(badge, -5, -5, 20, 20)
        canvas.layout()
        #expect(badge.safeAreaInsets == .zero)
    }

    @Test func additionalInsetsAddUp() {
        canvas.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let screen = makeView("screen", in: canvas)
        screen.snp.makeConstraints { make in make.edges.equalToSuperview() }
        screen.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 5, bottom: 0, right: 0)
        canvas.layout()
        #expect(canvas.safeAreaInsets == EdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        #expect(screen.safeAreaInsets == EdgeInsets(top: 57, left: 5, bottom: 34, right: 0))
    }

    @Test func aNestedSafeAreaGuideFollowsItsOwnersInsets() {
        let panel = makeView("panel", in: canvas)
        pin(panel, 0, 0, 390, 300)
        let title = makeView("title", in: panel)
        title.snp.makeConstraints { make in
            make.top.left.right.equalTo(panel.safeAreaLayoutGuide)
            make.height.equalTo(20)
        }
        canvas.layout()
        expectFrame(title.frame, 0, 47, 390, 20)
        expectFrame(panel.safeAreaLayoutGuide.layoutFrame, 0, 47, 390, 253)
    }

    @Test func theKeyboardGuideIsTheStripBelowTheSafeAreaWithTheKeyboardHidden() {
        let button = makeView("button", in: canvas)
        button.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(20)
            make.bottom.equalTo(canvas.keyboardLayoutGuide.snp.top).offset(-10)
            make.height.equalTo(50)
        }
        let result = canvas.layout()
        expectFrame(button.frame, 20, 750, 350, 50)
        #expect(canvas.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(result.ambiguousAttributes(of: button).isEmpty)
    }
}
