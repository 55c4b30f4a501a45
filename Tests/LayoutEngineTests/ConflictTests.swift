import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Required constraints that cannot all hold: the one whose addition failed is broken, reported in Auto Layout's
/// words with a minimal conflicting set, and layout goes on without it.
@Suite struct ConflictTests {
    let canvas = Canvas(width: 400, height: 400)
    let box: View

    init() {
        box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.height.equalTo(10)
        }
    }

    private func message(listing members: [String], breaking broken: String) -> String {
        ([
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
            "(",
        ] + [members.map { "    \"\($0)\"" }.joined(separator: ",\n")] + [
            ")",
            "",
            "Will attempt to recover by breaking constraint ",
            broken,
            "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
        ]).joined(separator: "\n")
    }

    @Test func twoWidthsInAutoLayoutsWords() {
        let first = #line + 1
        box.snp.makeConstraints { make in make.width.equalTo(100) }
        let second = #line + 1
        box.snp.makeConstraints { make in make.width.equalTo(200) }
        let result = canvas.layout()
        let kept = "<LayoutConstraint@ConflictTests.swift#\(first) UIView:box.width == 100.0>"
        let broken = "<LayoutConstraint@ConflictTests.swift#\(second) UIView:box.width == 200.0>"
        #expect(result.diagnostics.count == 1)
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.message == message(listing: [kept, broken], breaking: broken))
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.kind == .conflict)
        #expect(diagnostic?.location?.line == second)
        #expect(diagnostic?.location?.fileName == "ConflictTests.swift")
        #expect(result.conflicts.map(\.brokenConstraint.description) == [broken])
        expectFrame(box.frame, 0, 0, 100, 10)
    }

    @Test func theSetIsMinimalAmongUnrelatedConstraints() {
        let other = makeView("other", in: canvas)
        pin(other, 0, 20, 30, 30)
        var members: [LayoutConstraint] = []
        let next = makeView("next", in: canvas)
        box.snp.makeConstraints { make in
            members += make.width.equalTo(100).constraint.layoutConstraints
        }
        next.snp.makeConstraints { make in
            members += make.left.equalTo(box.snp.right).constraint.layoutConstraints
            make.top.equalTo(other.snp.bottom)
            members += make.width.equalTo(100).constraint.layoutConstraints
            make.height.equalTo(other)
        }
        members.insert(box.snp.constraints[0].layoutConstraints[0], at: 0)
        next.snp.makeConstraints { make in
            members += make.right.lessThanOrEqualTo(canvas.snp.left).offset(150).constraint.layoutConstraints
        }
        let result = canvas.layout()
        #expect(result.conflicts.count == 1)
        #expect(result.conflicts.first?.constraints.map(\.description) == members.map(\.description))
        expectFrame(next.frame, 100, 50, 100, 30)
    }

    @Test func theCanvasSizeIsASystemConstraint() {
        let line = #line + 1
        canvas.snp.makeConstraints { make in make.width.equalTo(500) }
        let result = canvas.layout()
        #expect(result.conflicts.first?.constraints.map(\.description) == [
            "<NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' UIView:root.width == 400.0>",
            "<LayoutConstraint@ConflictTests.swift#\(line) UIView:root.width == 500.0>",
        ])
    }

    @Test func autoresizingConstraintsOfAViewKeptByItsFrame() {
        let framed = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        framed.name = "framed"
        canvas.addSubview(framed)
        let line = #line + 1
        let width = LayoutConstraint(item: framed, attribute: .width, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 1, constant: 80)
        width.isActive = true
        let result = canvas.layout()
        #expect(result.conflicts.first?.constraints.map(\.description) == [
            "<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:framed.width == 50.0>",
            "<LayoutConstraint@ConflictTests.swift#\(line) UIView:framed.width == 80.0>",
        ])
        expectFrame(framed.frame, 10, 10, 50, 50)
    }

    @Test func requiredCompressionResistanceIsAContentSizeConstraint() {
        let label = makeLabel("title", text: "Hello", in: canvas)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        label.snp.makeConstraints { make in make.left.top.equalTo(0) }
        let line = #line + 1
        label.snp.makeConstraints { make in make.width.equalTo(10) }
        let result = canvas.layout()
        #expect(result.conflicts.first?.constraints.map(\.description) == [
            "<NSContentSizeLayoutConstraint UILabel:title.width == 25.0 Hug:250 CompressionResistance:1000>",
            "<LayoutConstraint@ConflictTests.swift#\(line) UILabel:title.width == 10.0>",
        ])
    }

    @Test func aSafeAreaGuideDefinition() {
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 0, right: 0)
        let header = makeView("header", in: canvas)
        header.snp.makeConstraints { make in
            make.top.equalTo(canvas.safeAreaLayoutGuide)
            make.left.equalTo(0)
            make.size.equalTo(10)
        }
        header.snp.makeConstraints { make in make.top.equalToSuperview() }
        let result = canvas.layout()
        #expect(result.conflicts.first?.constraints.first?.description
            == "<NSLayoutConstraint 'UIViewSafeAreaLayoutGuide-top' UILayoutGuide:root.safeAreaLayoutGuide.top "
            + "== UIView:root.top + 47.0>")
        #expect(result.conflicts.first?.constraints.count == 3)
    }

    @Test func theConflictIsReportedAgainUntilFixed() {
        let kept = box.snp.prepareConstraints { make in make.width.equalTo(100) }
        kept.forEach { $0.activate() }
        box.snp.makeConstraints { make in make.width.equalTo(200) }
        #expect(canvas.layout().conflicts.count == 1)
        #expect(canvas.layout().conflicts.count == 1)
        kept.forEach { $0.deactivate() }
        let result = canvas.layout()
        #expect(result.diagnostics.isEmpty)
        expectFrame(box.frame, 0, 0, 200, 10)
    }
}
