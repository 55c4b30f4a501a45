import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Optional constraints the solution breaks are reported as notes; intrinsic sizes, broken by design, are not.
@Suite struct UnsatisfiedOptionalTests {
    let canvas = Canvas(width: 400, height: 400)
    let box: View

    init() {
        box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.height.equalTo(10)
            make.width.lessThanOrEqualTo(200)
        }
    }

    @Test func aBrokenOptionalConstraint() {
        let line = #line + 1
        box.snp.makeConstraints { make in make.width.equalTo(300).priority(.high) }
        let result = canvas.layout()
        #expect(result.diagnostics.map(\.message) == [
            "Optional constraint not satisfied (off by 100.0): "
                + "<LayoutConstraint@UnsatisfiedOptionalTests.swift#\(line) UIView:box.width == 300.0 ^750.0>",
        ])
        #expect(result.diagnostics.first?.severity == .note)
        #expect(result.diagnostics.first?.kind == .unsatisfiedOptional)
        #expect(result.diagnostics.first?.location?.line == line)
    }

    @Test func higherPrioritiesAreListedFirst() {
        let low = #line + 1
        box.snp.makeConstraints { make in make.width.equalTo(250).priority(.low) }
        let high = #line + 1
        box.snp.makeConstraints { make in make.width.equalTo(300).priority(.high) }
        let result = canvas.layout()
        #expect(result.diagnostics.compactMap(\.location?.line) == [high, low])
        #expect(result.unsatisfiedConstraints.compactMap(\.location?.line) == [high, low])
    }

    @Test func satisfiedOptionalsAreNotListed() {
        box.snp.makeConstraints { make in make.width.equalTo(150).priority(.high) }
        #expect(canvas.layout().unsatisfiedConstraints.isEmpty)
    }

    @Test func intrinsicSizesAreNotReported() {
        box.snp.makeConstraints { make in make.width.equalTo(10) }
        let label = makeLabel("title", text: "Hello", in: canvas)
        label.snp.makeConstraints { make in
            make.left.right.top.equalToSuperview()
            make.height.equalTo(30)
        }
        #expect(canvas.layout().diagnostics.isEmpty)
    }
}
