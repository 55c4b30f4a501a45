import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Ambiguity is judged relative to the superview: a view moving with an ambiguous superview is not ambiguous.
@Suite struct AmbiguityTests {
    let canvas = Canvas(width: 400, height: 400)

    @Test func aMissingX() {
        let box = makeView("box", in: canvas)
        let line = #line + 2
        box.snp.makeConstraints { make in
            make.top.equalTo(0)
            make.size.equalTo(10)
        }
        let result = canvas.layout()
        #expect(result.ambiguousAttributes(of: box) == ["x"])
        #expect(result.diagnostics.map(\.message)
            == ["Ambiguous layout: UIView:box x is not determined by its constraints"])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.diagnostics.first?.kind == .ambiguity)
        #expect(result.diagnostics.first?.location?.line == line)
    }

    @Test func attributesAreListedInOrder() {
        let box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in
            make.top.equalTo(0)
            make.height.equalTo(10)
        }
        let result = canvas.layout()
        #expect(result.ambiguousAttributes(of: box) == ["x", "width"])
        #expect(result.diagnostics.map(\.message)
            == ["Ambiguous layout: UIView:box x, width are not determined by its constraints"])
    }

    @Test func aChildOfAnAmbiguousParentIsNotAmbiguous() {
        let parent = makeView("parent", in: canvas)
        parent.snp.makeConstraints { make in
            make.top.equalTo(0)
            make.size.equalTo(100)
        }
        let child = makeView("child", in: parent)
        child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        let result = canvas.layout()
        #expect(result.ambiguousAttributes(of: parent) == ["x"])
        #expect(result.ambiguousAttributes(of: child).isEmpty)
        expectFrame(child.frame, 10, 10, 80, 80)
    }

    @Test func aViewWithoutConstraintsOrFrameIsFree() {
        let box = makeView("box", in: canvas)
        box.translatesAutoresizingMaskIntoConstraints = false
        let result = canvas.layout()
        #expect(result.ambiguousAttributes(of: box) == ["x", "y", "width", "height"])
        #expect(result.diagnostics.first?.location == nil)
    }

    @Test func aDeterminedLayoutIsNotAmbiguous() {
        let box = makeView("box", in: canvas)
        pin(box, 1, 2, 3, 4)
        let result = canvas.layout()
        #expect(result.views.allSatisfy { $0.ambiguousAttributes.isEmpty })
        #expect(result.diagnostics.isEmpty)
    }
}

/// Equal compression resistance with too little room is a tie; layoutviz settles it with no negative size.
@Suite struct CompressionTieTests {
    let canvas = Canvas(width: 400, height: 100)

    @Test func twoLabelsThatDoNotFitAreAmbiguousAndNeitherGoesBelowZero() {
        let title = makeLabel("title", text: String(repeating: "a", count: 48), in: canvas)
        let detail = makeLabel("detail", text: String(repeating: "b", count: 80), in: canvas)
        title.snp.makeConstraints { make in
            make.top.equalTo(0)
            make.leading.equalTo(40)
        }
        detail.snp.makeConstraints { make in
            make.top.equalTo(0)
            make.leading.greaterThanOrEqualTo(title.snp.trailing).offset(20)
            make.trailing.equalTo(-100)
        }
        let result = canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(result.ambiguousAttributes(of: title) == ["width"])
        #expect(result.ambiguousAttributes(of: detail) == ["x", "width"])
        #expect(title.frame.minX == 40 && title.frame.width >= 0 && detail.frame.width >= 0)
        #expect(detail.frame.maxX == 300)
        #expect(detail.frame.minX >= title.frame.maxX + 20)
    }
}
