import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// The generated constraints print under UIKit's identifiers, and a conflict a stack causes names them.
@Suite struct StackConstraintDescriptionTests {
    let canvas = Canvas(width: 400, height: 800)
    let a = SizedView("a", 40, 20), b = SizedView("b", 60, 30)

    @Test func aFillRow() {
        makeStack(.horizontal, [a, b], in: canvas, spacing: 8)
        #expect(stackConstraintDescriptions(canvas) == [
            "<NSLayoutConstraint 'UISV-canvas-connection' UIStackView:stack.leading == SizedView:a.leading>",
            "<NSLayoutConstraint 'UISV-canvas-connection' SizedView:b.trailing == UIStackView:stack.trailing>",
            "<NSLayoutConstraint 'UISV-spacing' SizedView:b.leading == SizedView:a.trailing + 8.0>",
            "<NSLayoutConstraint 'UISV-alignment' SizedView:a.top == SizedView:b.top>",
            "<NSLayoutConstraint 'UISV-alignment' SizedView:a.bottom == SizedView:b.bottom>",
            "<NSLayoutConstraint 'UISV-canvas-connection' UIStackView:stack.top == SizedView:a.top>",
            "<NSLayoutConstraint 'UISV-canvas-connection' SizedView:a.bottom == UIStackView:stack.bottom>",
        ])
    }

    @Test func aCentredEqualSpacingColumnInItsMargins() {
        let stack = makeStack(.vertical, [a, b], in: canvas, spacing: 8)
        stack.distribution = .equalSpacing
        stack.alignment = .center
        stack.isLayoutMarginsRelativeArrangement = true
        let margins = "UILayoutGuide:stack.layoutMarginsGuide"
        let spanner = "_UILayoutSpacer:stack.UISV-alignment-spanner"
        let gap = "_UIOLAGapGuide:stack.UISV-distributing.0"
        #expect(stackConstraintDescriptions(canvas) == [
            "<NSLayoutConstraint 'UISV-canvas-connection' \(margins).top == SizedView:a.top>",
            "<NSLayoutConstraint 'UISV-canvas-connection' SizedView:b.bottom == \(margins).bottom>",
            "<NSLayoutConstraint 'UISV-spacing' SizedView:b.top >= SizedView:a.bottom + 8.0>",
            "<NSLayoutConstraint 'UISV-distributing-edge' \(gap).top == SizedView:a.bottom>",
            "<NSLayoutConstraint 'UISV-distributing-edge' SizedView:b.top == \(gap).bottom>",
            "<NSLayoutConstraint 'UISV-canvas-fit' \(margins).height == 0.0 @49>",
            "<NSLayoutConstraint 'UISV-alignment' SizedView:a.centerX == SizedView:b.centerX>",
            "<NSLayoutConstraint 'UISV-spanning-boundary' \(spanner).leading <= SizedView:a.leading>",
            "<NSLayoutConstraint 'UISV-spanning-boundary' \(spanner).trailing >= SizedView:a.trailing>",
            "<NSLayoutConstraint 'UISV-spanning-boundary' \(spanner).leading <= SizedView:b.leading>",
            "<NSLayoutConstraint 'UISV-spanning-boundary' \(spanner).trailing >= SizedView:b.trailing>",
            "<NSLayoutConstraint 'UISV-spanning-fit' \(spanner).width == 0.0 @51>",
            "<NSLayoutConstraint 'UISV-canvas-connection' \(margins).leading == \(spanner).leading>",
            "<NSLayoutConstraint 'UISV-canvas-connection' \(spanner).trailing == \(margins).trailing>",
            "<NSLayoutConstraint 'UISV-canvas-connection' \(margins).centerX == SizedView:a.centerX>",
            "<NSLayoutConstraint 'UISV-ambiguity-suppression' SizedView:a.width == 0.0 @25>",
            "<NSLayoutConstraint 'UISV-ambiguity-suppression' SizedView:b.width == 0.0 @25>",
        ])
    }

    @Test func anEmptyStack() {
        let stack = makeStack(.horizontal, [], in: canvas)
        #expect(stackConstraintDescriptions(canvas) == ["<NSLayoutConstraint 'UISV-fix-for-app-bug-ambiguity' UIStackView:stack.height == 0.0 @1>"])
        let result = canvas.layout()
        expectFrame(stack.frame, 10, 20, 0, 0)
        #expect(result.diagnostics.map(\.message) == [
            "Ambiguous layout: UIStackView:stack width is not determined by its constraints",
        ])
    }

    @Test func aConflictWithFillEquallyNamesIt() {
        let stack = makeStack(.horizontal, [a, b], in: canvas)
        stack.distribution = .fillEqually
        let first = #line + 1
        a.snp.makeConstraints { make in make.width.equalTo(100) }
        let second = #line + 1
        b.snp.makeConstraints { make in make.width.equalTo(50) }
        let result = canvas.layout()
        let kept = "<LayoutConstraint@StackConstraintDescriptionTests.swift#\(first) SizedView:a.width == 100.0>"
        let broken = "<LayoutConstraint@StackConstraintDescriptionTests.swift#\(second) SizedView:b.width == 50.0>"
        let members = ["<NSLayoutConstraint 'UISV-fill-equally' SizedView:b.width == SizedView:a.width>", kept, broken]
        #expect(result.conflicts.count == 1)
        #expect(result.conflicts.first?.constraints.map(\.description) == members)
        #expect(result.diagnostics.first?.message.contains(
            "    \"<NSLayoutConstraint 'UISV-fill-equally' SizedView:b.width == SizedView:a.width>\",\n") == true)
        expectFrame(b.frame, 100, 0, 100, 30)
    }
}
