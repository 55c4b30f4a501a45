@testable import LayoutScene
import Testing

// Preparing, activating and deactivating constraints, remaking and removing them, and what leaving the view
// hierarchy does to them (UIKit deactivates constraints that cross the removed subtree's boundary).

@Suite struct ConstraintLifecycleTests {
    let root = namedView("root")
    let a: View
    let b: View

    init() {
        a = root.addNamedSubview("a")
        b = root.addNamedSubview("b")
    }

    @Test func removeFromSuperviewDeactivatesConstraintsCrossingTheBoundary() {
        let inner = a.addNamedSubview("inner")
        var cross: Constraint?
        var toSuperview: Constraint?
        var size: Constraint?
        a.snp.makeConstraints { make in
            cross = make.left.equalTo(b.snp.right).constraint
            toSuperview = make.top.equalToSuperview().constraint
            size = make.width.equalTo(10).constraint
        }
        let inside = inner.snp.makeConstraints { $0.edges.equalToSuperview() }
        let intoSubtree = b.snp.makeConstraints { $0.left.equalTo(inner) }

        a.removeFromSuperview()
        #expect(cross?.isActive == false)
        #expect(toSuperview?.isActive == false)
        #expect(intoSubtree.first?.isActive == false)
        #expect(size?.isActive == true)
        #expect(inside.first?.isActive == true)
        #expect(a.snp.constraints.count == 1)
        #expect(a.snp.constraints.first === size)
        #expect(b.snp.constraints.isEmpty)
        #expect(root.installedConstraints.isEmpty)
        #expect(a.installedConstraints.map(\.firstAttribute) == [.width, .left, .top, .right, .bottom])
    }

    @Test func addingBackDoesNotReactivate() throws {
        let cross = try #require(a.snp.makeConstraints { $0.left.equalTo(b.snp.right) }.first)
        a.removeFromSuperview()
        root.addSubview(a)
        #expect(!cross.isActive)

        cross.activate()
        #expect(cross.isActive)
        #expect(root.installedConstraints.count == 1)
    }

    @Test func prepareMakesInactiveConstraintsAndStopsAutoresizing() {
        let c = View()
        root.addSubview(c)
        let prepared = c.snp.prepareConstraints { $0.size.equalTo(b) }
        #expect(!c.translatesAutoresizingMaskIntoConstraints)
        #expect(prepared.count == 1)
        #expect(prepared.first?.layoutConstraints.count == 2)
        #expect(prepared.first?.isActive == false)
        #expect(c.snp.constraints.isEmpty)
        #expect(root.installedConstraints.isEmpty)
    }

    @Test func aConstraintIsActiveWhenAllItsPartsAre() throws {
        let edges = try #require(a.snp.prepareConstraints { $0.edges.equalTo(b) }.first)
        try #require(edges.layoutConstraints.count == 4)
        edges.layoutConstraints[0].isActive = true
        #expect(!edges.isActive)
        #expect(root.installedConstraints.count == 1)

        edges.activate()
        #expect(edges.isActive)
        #expect(root.installedConstraints.count == 4)
    }

    @Test func activatingTwiceAddsNothing() throws {
        let width = try #require(a.snp.makeConstraints { $0.width.equalTo(b) }.first)
        width.activate()
        width.isActive = true
        #expect(root.installedConstraints.count == 1)
        #expect(a.snp.constraints.count == 1)
    }

    @Test func deactivatedConstraintsLeaveTheViewsSet() throws {
        let made = a.snp.makeConstraints { make in
            make.width.equalTo(b)
            make.height.equalTo(b)
        }
        try #require(made.count == 2)
        made[0].deactivate()
        #expect(a.snp.constraints.count == 1)
        #expect(a.snp.constraints.first === made[1])

        made[0].activate()
        #expect(a.snp.constraints.map(ObjectIdentifier.init) == [made[1], made[0]].map(ObjectIdentifier.init))
    }

    @Test func invalidChainGivesAnInertConstraint() {
        let orphan = namedView("orphan")
        var constraint: Constraint?
        orphan.snp.makeConstraints { constraint = $0.width.equalToSuperview().constraint }
        #expect(constraint?.layoutConstraints.isEmpty == true)
        constraint?.activate()
        #expect(constraint?.isActive == false)
        #expect(orphan.snp.constraints.isEmpty)
        #expect(orphan.misuse.count == 1)
    }

    @Test func layoutConstraintActivateAndDeactivate() {
        let parts = a.snp.prepareConstraints { $0.center.equalTo(b) }.flatMap(\.layoutConstraints)
        LayoutConstraint.activate(parts)
        #expect(root.installedConstraints.count == 2)
        #expect(parts.allSatisfy { $0.isActive })

        LayoutConstraint.deactivate(parts)
        #expect(root.installedConstraints.isEmpty)
    }

    @Test func remakeReplacesEveryEarlierConstraint() {
        let first = a.snp.makeConstraints { $0.width.equalTo(b) }
        let second = a.snp.makeConstraints { $0.height.equalTo(b) }
        let remade = a.snp.remakeConstraints { $0.edges.equalToSuperview() }

        #expect(!(first + second).contains { $0.isActive })
        #expect(a.snp.constraints.map(ObjectIdentifier.init) == remade.map(ObjectIdentifier.init))
        #expect(root.installedConstraints.map(\.firstAttribute) == [.left, .top, .right, .bottom])
    }

    @Test func remakeAndRemoveOnAGuide() {
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.snp.makeConstraints { $0.edges.equalToSuperview() }
        guide.snp.remakeConstraints { $0.width.equalTo(a) }
        #expect(root.installedConstraints.map(\.firstAttribute) == [.width])

        guide.snp.removeConstraints()
        #expect(root.installedConstraints.isEmpty)
        #expect(guide.snp.constraints.isEmpty)
    }

    @Test func removeConstraintsOnAnArray() {
        [a, b].snp.makeConstraints { $0.top.equalToSuperview() }
        #expect(root.installedConstraints.count == 2)
        [a, b].snp.removeConstraints()
        #expect(root.installedConstraints.isEmpty)
    }

    @Test func removingAGuideDeactivatesItsConstraints() {
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.snp.makeConstraints { $0.left.equalTo(a.snp.right) }
        b.snp.makeConstraints { $0.left.equalTo(guide.snp.right) }
        #expect(root.installedConstraints.count == 2)

        root.removeLayoutGuide(guide)
        #expect(root.installedConstraints.isEmpty)
        #expect(b.snp.constraints.isEmpty)
    }
}
