import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Labels whose fonts follow Dynamic Type re-measure at the canvas's text size, and layout re-solves around them.
@Suite struct DynamicTypeLayoutTests {
    /// A title over a body label pinned to a 200-point wide column, built at `category`.
    private func layout(at category: ContentSizeCategory) -> (title: Label, body: Label) {
        TraitCollection.$current.withValue(TraitCollection(preferredContentSizeCategory: category)) {
            let canvas = Canvas(width: 240, height: 600)
            let title = makeLabel("title", text: "Settings", in: canvas)
            title.font = .preferredFont(forTextStyle: .headline)
            let body = makeLabel("body", text: "Text grows with the setting", lines: 0, in: canvas)
            body.font = FontMetrics.default.scaledFont(for: .systemFont(ofSize: 10))
            title.snp.makeConstraints { make in make.left.top.equalTo(20) }
            body.snp.makeConstraints { make in
                make.top.equalTo(title.snp.bottom).offset(8)
                make.left.equalTo(20)
                make.width.equalTo(200)
            }
            canvas.layout()
            return (title, body)
        }
    }

    @Test func largeIsTheDefault() {
        let (title, body) = layout(at: .large)
        expectFrame(title.frame, 20, 20, 68, 21)
        expectFrame(body.frame, 20, 49, 200, 12)
    }

    @Test func anAccessibilitySizeGrowsAndWrapsTheText() {
        let (title, body) = layout(at: .accessibilityExtraLarge)
        #expect(title.font.pointSize == 40)
        expectFrame(title.frame, 20, 20, 160, 48)
        #expect(body.font.pointSize == 22)
        #expect(body.textMetrics?.lineCount == 2)
        expectFrame(body.frame, 20, 76, 200, 53)
    }
}
