import Foundation
@testable import LayoutScene
import Testing

// Port of SnapKit's Tests.swift (part 1 of 3: making, updating and activating constraints).
// `snp_constraints` upstream is the container's active constraints: here `installedConstraints`.

@Suite struct SnapKitLifecycleTests {
    let container = View()

    @Test func testMakeConstraints() {
        let v1 = View()
        let v2 = View()
        container.addSubview(v1)
        container.addSubview(v2)

        v1.snp.makeConstraints { make in
            make.top.equalTo(v2.snp.top).offset(50)
            make.left.equalTo(v2.snp.top).offset(50)
        }
        #expect(container.installedConstraints.count == 2)
        let left = container.installed(.left)
        #expect(left?.secondItem === v2)
        #expect(left?.secondAttribute == .top)
        #expect(left?.constant == 50)

        v2.snp.makeConstraints { make in
            make.edges.equalTo(v1)
        }
        #expect(container.installedConstraints.count == 6)
        #expect(container.misuse.isEmpty)
    }

    @Test func testGuideMakeConstraints() {
        let v1 = View()
        let g1 = LayoutGuide()
        container.addSubview(v1)
        container.addLayoutGuide(g1)

        v1.snp.makeConstraints { make in
            make.top.equalTo(g1).offset(50)
            make.left.equalTo(g1.snp.top).offset(50)
        }
        #expect(container.installedConstraints.count == 2)
        #expect(container.installed(.top)?.secondItem === g1)
        #expect(container.installed(.top)?.secondAttribute == .top)

        g1.snp.makeConstraints { make in
            make.edges.equalTo(v1)
        }
        #expect(container.installedConstraints.count == 6)
        #expect(g1.snp.constraints.flatMap(\.layoutConstraints).map(\.firstAttribute) == [.left, .top, .right, .bottom])
    }

    @Test func testMakeImpliedSuperviewConstraints() {
        let v1 = View()
        let v2 = View()
        container.addSubview(v1)
        container.addSubview(v2)

        v1.snp.makeConstraints { make in
            make.top.equalTo(50.0)
            make.left.equalTo(50.0)
        }
        #expect(container.installedConstraints.count == 2)
        for constraint in container.installedConstraints {
            #expect(constraint.secondItem === container)
            #expect(constraint.secondAttribute == constraint.firstAttribute)
            #expect(constraint.constant == 50)
        }

        v2.snp.makeConstraints { make in
            make.edges.equalTo(v1)
        }
        #expect(container.installedConstraints.count == 6)
    }

    @Test func testUpdateConstraints() {
        let v1 = View()
        let v2 = View()
        container.addSubview(v1)
        container.addSubview(v2)

        v1.snp.makeConstraints { make in
            make.top.equalTo(v2.snp.top).offset(50)
            make.left.equalTo(v2.snp.top).offset(50)
        }
        #expect(container.installedConstraints.count == 2)
        let top = container.installed(.top)

        v1.snp.updateConstraints { make in
            make.top.equalTo(v2.snp.top).offset(15)
        }
        #expect(container.installedConstraints.count == 2)
        #expect(container.installed(.top) === top)
        #expect(top?.constant == 15)
        #expect(container.installed(.left)?.constant == 50)
    }

    @Test func testRemakeConstraints() {
        let v1 = View()
        let v2 = View()
        container.addSubview(v1)
        container.addSubview(v2)

        v1.snp.makeConstraints { make in
            make.top.equalTo(v2.snp.top).offset(50)
            make.left.equalTo(v2.snp.top).offset(50)
        }
        #expect(container.installedConstraints.count == 2)

        v1.snp.remakeConstraints { make in
            make.edges.equalTo(v2)
        }
        #expect(container.installedConstraints.count == 4)
        #expect(container.installedConstraints.allSatisfy { $0.constant == 0 && $0.secondItem === v2 })
    }

    @Test func testRemoveConstraints() {
        let v1 = View()
        let v2 = View()
        container.addSubview(v1)
        container.addSubview(v2)

        v1.snp.makeConstraints { make in
            make.top.equalTo(v2).offset(50)
            make.left.equalTo(v2).offset(50)
        }
        #expect(container.installedConstraints.count == 2)

        v1.snp.removeConstraints()
        #expect(container.installedConstraints.isEmpty)
        #expect(v1.snp.constraints.isEmpty)
    }

    @Test func testPrepareConstraints() {
        expectPrepareActivateDeactivate()
    }

    @Test func testReactivateConstraints() {
        expectPrepareActivateDeactivate()
    }

    /// The body testPrepareConstraints and testReactivateConstraints share upstream.
    private func expectPrepareActivateDeactivate() {
        let v1 = View()
        let v2 = View()
        container.addSubview(v1)
        container.addSubview(v2)

        let constraints = v1.snp.prepareConstraints { make in
            make.edges.equalTo(v2)
        }
        #expect(container.installedConstraints.isEmpty)
        #expect(constraints.count == 1)
        #expect(constraints.allSatisfy { !$0.isActive })

        for constraint in constraints { constraint.activate() }
        #expect(container.installedConstraints.count == 4)

        for constraint in constraints { constraint.deactivate() }
        #expect(container.installedConstraints.isEmpty)
    }

    @Test func testActivateDeactivateConstraints() {
        let v1 = View()
        let v2 = View()
        container.addSubview(v1)
        container.addSubview(v2)

        var c1: Constraint?
        var c2: Constraint?
        v1.snp.prepareConstraints { make in
            c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
            c2 = make.left.equalTo(v2.snp.top).offset(50).constraint
        }
        #expect(container.installedConstraints.isEmpty)

        c1?.activate()
        c2?.activate()
        #expect(container.installedConstraints.count == 2)

        c1?.deactivate()
        c2?.deactivate()
        #expect(container.installedConstraints.isEmpty)

        c1?.activate()
        c2?.activate()
        #expect(container.installedConstraints.count == 2)
    }

    @Test func testSetIsActivatedConstraints() {
        let v1 = View()
        let v2 = View()
        container.addSubview(v1)
        container.addSubview(v2)

        var c1: Constraint?
        var c2: Constraint?
        v1.snp.prepareConstraints { make in
            c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
            c2 = make.left.equalTo(v2.snp.top).offset(50).constraint
        }
        #expect(container.installedConstraints.isEmpty)

        c1?.isActive = true
        c2?.isActive = false
        #expect(container.installedConstraints.count == 1)
        #expect(c1?.isActive == true)
        #expect(c2?.isActive == false)

        c1?.isActive = true
        c2?.isActive = true
        #expect(container.installedConstraints.count == 2)

        c1?.isActive = false
        c2?.isActive = false
        #expect(container.installedConstraints.isEmpty)
    }

    @Test func testUpdateReferencedConstraints() throws {
        let v1 = View()
        let v2 = View()
        container.addSubview(v1)
        container.addSubview(v2)

        var c1: Constraint?
        var c2: Constraint?
        v1.snp.makeConstraints { make in
            c1 = make.top.equalTo(v2).offset(50).constraint
            c2 = make.bottom.equalTo(v2).offset(25).constraint
        }
        #expect(container.installedConstraints.count == 2)
        let top = try #require(container.installed(.top))
        let bottom = try #require(container.installed(.bottom))
        #expect(top.constant == 50)
        #expect(bottom.constant == 25)

        c1?.update(offset: 15)
        c2?.update(offset: 20)
        #expect(container.installedConstraints.count == 2)
        #expect(top.constant == 15)
        #expect(bottom.constant == 20)

        c1?.update(inset: 15)
        c2?.update(inset: 20)
        #expect(container.installedConstraints.count == 2)
        #expect(top.constant == 15)
        #expect(bottom.constant == -20)
    }
}
