@testable import LayoutScene
import Testing

// `updateConstraints` (SnapKit): each new constraint must match an existing one on items, attributes, relation,
// multiplier and priority; only the constant changes. A miss is reported and nothing is added (Masonry would
// add it). The existing constraint is `a.top == b.top * 2 + 5 ^750`.

@Suite struct UpdateMatchingTests {
    let superview = namedView("superview")
    let a: View
    let b: View
    let c: View
    let existing: LayoutConstraint?

    init() {
        let a = superview.addNamedSubview("a")
        let b = superview.addNamedSubview("b")
        a.snp.makeConstraints { $0.top.equalTo(b).multipliedBy(2).offset(5).priority(.high) }
        (self.a, self.b, c) = (a, b, superview.addNamedSubview("c"))
        existing = superview.installedConstraints.first
    }

    /// Expects the update written on `line` to have missed, leaving the existing constraint alone.
    private func expectMiss(_ parts: String, line: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let message = "Updated constraint could not find existing matching constraint to update: "
            + "<LayoutConstraint@UpdateMatchingTests.swift#\(line) \(parts)>"
        #expect(superview.misuse == [Misuse(message, line: line)], sourceLocation: sourceLocation)
        #expect(superview.installedConstraints.count == 1, sourceLocation: sourceLocation)
        #expect(superview.installedConstraints.first === existing, sourceLocation: sourceLocation)
        #expect(existing?.constant == 5, sourceLocation: sourceLocation)
    }

    @Test func matchingUpdateChangesOnlyTheConstant() {
        a.snp.updateConstraints { $0.top.equalTo(b.snp.top).multipliedBy(2).offset(7).priority(.high) }
        #expect(superview.installedConstraints.count == 1)
        #expect(superview.installedConstraints.first === existing)
        #expect(existing?.constant == 7)
        #expect(superview.misuse.isEmpty)
    }

    @Test func differentAttributeDoesNotMatch() {
        let line = #line + 1
        a.snp.updateConstraints { $0.bottom.equalTo(b).multipliedBy(2).offset(7).priority(.high) }
        expectMiss("UIView:a.bottom == UIView:b.bottom * 2.0 + 7.0 ^750.0", line: line)
    }

    @Test func differentRelationDoesNotMatch() {
        let line = #line + 1
        a.snp.updateConstraints { $0.top.greaterThanOrEqualTo(b).multipliedBy(2).offset(7).priority(.high) }
        expectMiss("UIView:a.top >= UIView:b.top * 2.0 + 7.0 ^750.0", line: line)
    }

    @Test func differentTargetViewDoesNotMatch() {
        let line = #line + 1
        a.snp.updateConstraints { $0.top.equalTo(c).multipliedBy(2).offset(7).priority(.high) }
        expectMiss("UIView:a.top == UIView:c.top * 2.0 + 7.0 ^750.0", line: line)
    }

    @Test func differentTargetAttributeDoesNotMatch() {
        let line = #line + 1
        a.snp.updateConstraints { $0.top.equalTo(b.snp.bottom).multipliedBy(2).offset(7).priority(.high) }
        expectMiss("UIView:a.top == UIView:b.bottom * 2.0 + 7.0 ^750.0", line: line)
    }

    @Test func differentMultiplierDoesNotMatch() {
        let line = #line + 1
        a.snp.updateConstraints { $0.top.equalTo(b).multipliedBy(3).offset(7).priority(.high) }
        expectMiss("UIView:a.top == UIView:b.top * 3.0 + 7.0 ^750.0", line: line)
    }

    @Test func differentPriorityDoesNotMatch() {
        let line = #line + 1
        a.snp.updateConstraints { $0.top.equalTo(b).multipliedBy(2).offset(7).priority(.low) }
        expectMiss("UIView:a.top == UIView:b.top * 2.0 + 7.0 ^250.0", line: line)
    }

    @Test func omittedModifiersDoNotMatch() {
        let line = #line + 1
        a.snp.updateConstraints { $0.top.equalTo(b).offset(7) }
        expectMiss("UIView:a.top == UIView:b.top + 7.0", line: line)
    }

    @Test func eachChainMatchesOnItsOwn() {
        let line = #line + 3
        a.snp.updateConstraints { make in
            make.top.equalTo(b).multipliedBy(2).offset(9).priority(.high)
            make.left.equalTo(b).offset(1)
        }
        #expect(existing?.constant == 9)
        #expect(superview.installedConstraints.count == 1)
        #expect(superview.misuse == [Misuse("Updated constraint could not find existing matching constraint to "
            + "update: <LayoutConstraint@UpdateMatchingTests.swift#\(line) UIView:a.left == UIView:b.left + 1.0>",
                                            line: line)])
    }

    @Test func constantTargetsMatchOnTheImpliedItem() {
        c.snp.makeConstraints { make in
            make.width.equalTo(10)
            make.left.equalTo(20)
        }
        c.snp.updateConstraints { make in
            make.width.equalTo(30)
            make.left.equalToSuperview().offset(40)
        }
        #expect(c.installedConstraints.map(\.constant) == [30])
        #expect(superview.installedConstraints.filter { $0.firstItem === c }.map(\.constant) == [40])
        #expect(superview.misuse.isEmpty)
    }

    @Test func updateOnAViewWithoutConstraintsMakesThem() {
        c.snp.updateConstraints { $0.height.equalTo(12) }
        #expect(c.installedConstraints.map(\.constant) == [12])
        #expect(c.snp.constraints.count == 1)
    }

    @Test func updateOfMultipleInsetsRecomputesEachPart() throws {
        let made = c.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
        c.snp.updateConstraints { $0.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        let parts = try #require(made.first?.layoutConstraints)
        #expect(parts.map(\.constant) == [2, 1, -4, -3])
        #expect(superview.misuse.isEmpty)
    }
}
