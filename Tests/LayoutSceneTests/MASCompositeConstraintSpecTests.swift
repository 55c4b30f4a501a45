import Foundation
@testable import LayoutScene
import Testing

// Port of Masonry's MASCompositeConstraintSpec. A Masonry composite is a chain naming several attributes
// (`make.size`, `make.right.top…`); its children are the layout constraints, one per attribute.

@Suite struct MASCompositeConstraintSpecTests {
    let superview = namedView("superview")
    let view: View

    init() {
        view = superview.addNamedSubview("view")
    }

    @Test func testCompleteChildren() {
        let newView = View()
        let children = prepared(on: view) { make in
            make.size.greaterThanOrEqualTo(newView).sizeOffset(CGSize(width: 90, height: 30)).multipliedBy(3)
                .priorityLow()
        }
        #expect(children.count == 2)
        #expect(children.allSatisfy { $0.secondItem === newView && $0.relation == .greaterThanOrEqual })
        #expect(children.map(\.secondAttribute) == [.width, .height])
        #expect(children.map(\.constant) == [90, 30])
        #expect(children.map(\.multiplier) == [3, 3])
        #expect(children.map(\.priority) == [.defaultLow, .defaultLow])
    }

    @Test func testDoNotRemoveOnInstall() {
        let newView = superview.addNamedSubview("newView")
        view.snp.makeConstraints { make in
            make.center.equalTo(newView).centerOffset(CGPoint(x: 90, y: 30)).dividedBy(2).priorityHigh()
        }
        let children = superview.installedConstraints
        #expect(children.count == 2)
        #expect(children.map(\.firstAttribute) == [.centerX, .centerY])
        #expect(children.map(\.constant) == [90, 30])
        #expect(children.map(\.multiplier) == [0.5, 0.5])
        #expect(children.map(\.priority) == [.defaultHigh, .defaultHigh])
    }

    // Each array element makes its own constraint over the chain's attributes (Masonry: a child composite each).
    @Test func testSpawnChildCompositeConstraints() throws {
        let otherView = superview.addNamedSubview("otherView")
        var made: [Constraint] = []
        view.snp.prepareConstraints { make in
            made = make.size.lessThanOrEqualTo([2, otherView]).constraints
        }
        try #require(made.count == 2)
        #expect(made.map(\.layoutConstraints.count) == [2, 2])
        let constant = made[0].layoutConstraints
        #expect(constant.allSatisfy { $0.secondItem == nil && $0.constant == 2 && $0.relation == .lessThanOrEqual })
        let relative = made[1].layoutConstraints
        #expect(relative.allSatisfy { $0.secondItem === otherView && $0.relation == .lessThanOrEqual })
        #expect(relative.map(\.secondAttribute) == [.width, .height])
    }

    // layoutviz uses SnapKit's inset table: baseline gets −bottom and width −(left + right) (Masonry: 0 and 0).
    @Test func testModifyInsetsOnAppropriateChildren() {
        let children = insetChildren { $0.with.inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        #expect(children == [.right: -4, .top: 1, .bottom: -3, .left: 2, .lastBaseline: -3, .width: -6])
    }

    // As above, with SnapKit's table: baseline −1 and width −2 (Masonry: 0 and 0).
    @Test func testModifyInsetOnAppropriateChildren() {
        let children = insetChildren { $0.with.inset(1) }
        #expect(children == [.right: -1, .top: 1, .bottom: -1, .left: 1, .lastBaseline: -1, .width: -2])
    }

    /// The constants of `right, top, bottom, left, lastBaseline, width == otherView` after `inset`, by attribute.
    private func insetChildren(_ inset: (ConstraintMakerEditable) -> Void) -> [LayoutAttribute: CGFloat] {
        let otherView = superview.addNamedSubview("otherView")
        let children = prepared(on: view) { make in
            inset(make.right.top.bottom.left.lastBaseline.width.equalTo(otherView))
        }
        return Dictionary(uniqueKeysWithValues: children.map { ($0.firstAttribute, $0.constant) })
    }

    @Test func testUninstall() {
        let newView = superview.addNamedSubview("newView")
        let composite = view.snp.makeConstraints { $0.leading.trailing.equalTo(newView) }
        #expect(superview.installedConstraints.count == 2)

        composite.forEach { $0.deactivate() }
        #expect(superview.installedConstraints.isEmpty)
    }

    @Test func testActivateDeactivate() {
        let newView = superview.addNamedSubview("newView")
        let composite = view.snp.makeConstraints { $0.leading.trailing.equalTo(newView) }
        #expect(superview.installedConstraints.count == 2)

        composite.forEach { $0.deactivate() }
        #expect(superview.installedConstraints.isEmpty)

        composite.forEach { $0.activate() }
        #expect(superview.installedConstraints.count == 2)
        #expect(superview.installedConstraints.map(\.firstAttribute) == [.leading, .trailing])
    }

    @Test func testAttributeChainingShouldCallDelegate() {
        var sameChain = false
        let children = prepared(on: view) { make in
            let composite = make.left.right
            let result = composite.with.bottom
            sameChain = result === composite
            result.equalToSuperview()
        }
        #expect(sameChain)
        #expect(children.count == 3)
        #expect(children.map(\.firstAttribute) == [.left, .right, .bottom])
    }
}
