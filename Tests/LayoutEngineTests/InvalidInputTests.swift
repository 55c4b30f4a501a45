import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Numbers and priorities the solver refuses never trap: the constraint is skipped with an error naming it.
@Suite struct InvalidInputTests {
    let canvas = Canvas(width: 400, height: 400)
    let box: View

    init() {
        box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.height.equalTo(10)
        }
    }

    private let unusableNumber = "Constraint ignored because it holds a number layout cannot use (not finite, "
        + "beyond ±1e9, or a multiplier below 1e-9): "

    @Test func aNaNConstant() {
        let line = #line + 1
        box.snp.makeConstraints { make in make.width.equalTo(CGFloat.nan) }
        let result = canvas.layout()
        let error = result.diagnostics.first
        #expect(error?.message == unusableNumber + "<LayoutConstraint@InvalidInputTests.swift#\(line) UIView:box.width == nan>")
        #expect(error?.severity == .error)
        #expect(error?.kind == .misuse)
        #expect(error?.location?.line == line)
        expectFrame(box.frame, 0, 0, 0, 10)
    }

    @Test func anAbsurdConstant() {
        let line = #line + 1
        box.snp.makeConstraints { make in make.width.equalTo(1e12) }
        let result = canvas.layout()
        #expect(result.diagnostics.first?.message
            == unusableNumber + "<LayoutConstraint@InvalidInputTests.swift#\(line) UIView:box.width == 1000000000000.0>")
    }

    @Test func anInfiniteMultiplier() {
        let line = #line + 1
        box.snp.makeConstraints { make in make.width.equalTo(canvas).multipliedBy(CGFloat.infinity) }
        let result = canvas.layout()
        #expect(result.diagnostics.first?.message
            == unusableNumber + "<LayoutConstraint@InvalidInputTests.swift#\(line) UIView:box.width == UIView:root.width * inf>")
    }

    @Test func aPriorityOutOfRange() {
        box.snp.makeConstraints { make in make.width.equalTo(10).priority(0) }
        let result = canvas.layout()
        #expect(result.diagnostics.first?.message.hasPrefix("Constraint ignored because its priority 0 is outside 1...1000: ")
            == true)
    }

    @Test func aNaNFrameKeptByAutoresizing() {
        let framed = View(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        framed.name = "framed"
        canvas.addSubview(framed)
        box.snp.makeConstraints { make in make.width.equalTo(10) }
        let result = canvas.layout()
        #expect(result.diagnostics.map(\.message) == [
            unusableNumber + "<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:framed.minX == nan>",
            "Ambiguous layout: UIView:framed x is not determined by its constraints",
        ])
    }

    @Test func anInfinitePreferredWidth() {
        let label = makeLabel("body", text: "aaaa bbbb", lines: 0, in: canvas)
        label.preferredMaxLayoutWidth = .infinity
        label.snp.makeConstraints { make in make.left.top.equalTo(0) }
        canvas.layout()
        expectFrame(label.frame, 0, 0, 45, 12)
    }

    @Test func anAbsurdPreferredWidth() {
        let label = makeLabel("body", text: "aaaa bbbb", lines: 0, in: canvas)
        label.preferredMaxLayoutWidth = 1e300
        label.snp.makeConstraints { make in make.left.top.equalTo(0) }
        canvas.layout()
        expectFrame(label.frame, 0, 0, 45, 12)
    }

    @Test func theNextLayoutStillReportsIt() {
        box.snp.makeConstraints { make in make.width.equalTo(CGFloat.nan) }
        canvas.layout()
        #expect(canvas.layout().diagnostics.filter { $0.severity == .error }.count == 1)
    }
}
