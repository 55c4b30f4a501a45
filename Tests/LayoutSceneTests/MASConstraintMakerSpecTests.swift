import Foundation
@testable import LayoutScene
import Testing

// Port of Masonry's MASConstraintMakerSpec. Masonry's maker keeps a list of MASConstraints (a composite per
// chain); layoutviz's keeps one description per chain whose attributes are a set in SnapKit's order.
// Masonry's `updateExisting`/`removeExisting` flags are `updateConstraints`/`remakeConstraints` here, and
// `[MASViewConstraint installedConstraintsForView:]` is the constraints whose first item is the view.

@Suite struct MASConstraintMakerSpecTests {
    let superview = namedView("superview")
    let view: View
    let maker: ConstraintMaker

    init() {
        view = superview.addNamedSubview("view")
        maker = ConstraintMaker(item: view)
    }

    /// The constraints made on `view`, as Masonry's `installedConstraintsForView:` counts them.
    private var viewConstraints: [LayoutConstraint] { view.snp.constraints.flatMap(\.layoutConstraints) }

    @Test func testCreateSingleAttribute() {
        let chain = maker.attributes(.height)
        #expect(chain.description.item === view)
        #expect(chain.description.attributes.layoutAttributes == [.height])
    }

    @Test func testCreateAttributes() {
        let chain = maker.attributes(.centerX, .width)
        #expect(chain.description.item === view)
        #expect(chain.description.attributes.layoutAttributes == [.width, .centerX])
    }

    @Test func testCreateCenterYAndCenterXChildren() {
        let chain = maker.center
        #expect(chain.description.item === view)
        #expect(chain.description.attributes.layoutAttributes == [.centerX, .centerY])
    }

    // layoutviz follows SnapKit's edges order (left, top, right, bottom), not Masonry's.
    @Test func testCreateAllEdges() {
        let newView = View()
        maker.edges.equalTo(newView)

        let constraints = maker.constraints.flatMap(\.layoutConstraints)
        #expect(constraints.map(\.firstAttribute) == [.left, .top, .right, .bottom])
        #expect(constraints.allSatisfy { $0.firstItem === view && $0.secondItem === newView })
    }

    @Test func testCreateWidthAndHeightChildren() {
        let chain = maker.size
        #expect(chain.description.item === view)
        #expect(chain.description.attributes.layoutAttributes == [.width, .height])
    }

    // Masonry returns one MASConstraint per chain (2); layoutviz returns one Constraint per target, so the
    // array target `[newView, 10]` gives two. The centre's constant target is superview.left (SnapKit).
    @Test func testInstallConstraints() {
        let newView = superview.addNamedSubview("newView")
        maker.edges.equalTo(newView)
        maker.centerX.equalTo([newView, 10])

        let constraints = maker.constraints
        for constraint in constraints { constraint.activate() }
        #expect(constraints.count == 3)
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(superview.installedConstraints.count == 6)
        let centers = superview.installedConstraints.filter { $0.firstAttribute == .centerX }
        #expect(centers.first?.secondItem === newView)
        #expect(centers.last?.secondItem === superview)
        #expect(centers.map(\.secondAttribute) == [.centerX, .left])
        #expect(centers.map(\.constant) == [0, 10])
    }

    @Test func testUpdateConstraints() throws {
        let newView = superview.addNamedSubview("newView")

        view.snp.updateConstraints { $0.left.equalTo(newView).offset(10) }
        let constraint1 = try #require(superview.installedConstraints.first)
        #expect(constraint1.constant == 10)

        view.snp.updateConstraints { $0.left.equalTo(newView).offset(20) }
        #expect(superview.installedConstraints.count == 1)
        #expect(superview.installedConstraints.first === constraint1)
        #expect(constraint1.constant == 20)
    }

    // Masonry's own spec: in the Masonry dialect the unmatched `right` is added beside the updated `left`.
    @Test func testDoNotUpdateConstraintsInMasonrysDialect() throws {
        let newView = superview.addNamedSubview("newView")

        view.snp.dialect(.masonry).updateConstraints { $0.left.equalTo(newView).offset(10) }
        let constraint1 = try #require(superview.installedConstraints.first)
        view.snp.dialect(.masonry).updateConstraints { $0.right.equalTo(newView).offset(20) }

        #expect(superview.installedConstraints.count == 2)
        #expect(constraint1.constant == 10)
        let added = try #require(superview.installedConstraints.last)
        #expect(added.firstAttribute == .right)
        #expect(added.constant == 20)
        #expect(superview.misuse.isEmpty)
        #expect(view.snp.constraints.count == 2)
    }

    // SnapKit's rule (the default): the unmatched `right` is reported, not added.
    @Test func testDoNotUpdateConstraints() throws {
        let newView = superview.addNamedSubview("newView")

        view.snp.updateConstraints { $0.left.equalTo(newView).offset(10) }
        let constraint1 = try #require(superview.installedConstraints.first)
        #expect(constraint1.constant == 10)

        let line = #line + 1
        view.snp.updateConstraints { $0.right.equalTo(newView).offset(20) }
        #expect(superview.installedConstraints.count == 1)
        #expect(constraint1.constant == 10)
        let unmatched = "<LayoutConstraint@MASConstraintMakerSpecTests.swift#\(line) UIView:view.right == "
            + "UIView:newView.right + 20.0>"
        #expect(superview.misuse == [Misuse(
            "Updated constraint could not find existing matching constraint to update: \(unmatched)", line: line)])
    }

    @Test func testRemoveConstraints() throws {
        let newView = superview.addNamedSubview("newView")
        view.snp.makeConstraints { make in
            make.left.equalTo(newView).offset(10)
            make.right.equalTo(newView).offset(20)
            make.width.equalTo(newView).offset(30)
        }
        #expect(superview.installedConstraints.count == 3)
        #expect(viewConstraints.count == 3)

        view.snp.remakeConstraints { make in
            make.height.equalTo(newView).offset(100)
        }
        #expect(superview.installedConstraints.count == 1)
        #expect(viewConstraints.count == 1)
        let constraint1 = try #require(superview.installedConstraints.first)
        #expect(constraint1.firstAttribute == .height)
        #expect(constraint1.constant == 100)
    }

    // Masonry's `baseline` is `lastBaseline` here (`baseline` is deprecated, as in SnapKit).
    @Test func testCreateNewViewAttributes() {
        #expect(maker.left !== maker.left)
        #expect(maker.right !== maker.right)
        #expect(maker.top !== maker.top)
        #expect(maker.bottom !== maker.bottom)
        #expect(maker.lastBaseline !== maker.lastBaseline)
        #expect(maker.leading !== maker.leading)
        #expect(maker.trailing !== maker.trailing)
        #expect(maker.width !== maker.width)
        #expect(maker.height !== maker.height)
        #expect(maker.centerX !== maker.centerX)
        #expect(maker.centerY !== maker.centerY)
    }

    // Chained attributes join the same chain as a set, listed in SnapKit's order rather than call order.
    @Test func testAttributeChainingWithComposite() {
        let chain = maker.size
        #expect(maker.descriptions.count == 1)
        #expect(chain.description.attributes.layoutAttributes.count == 2)

        let extended = chain.left
        #expect(extended === chain)
        #expect(maker.descriptions.count == 1)
        #expect(chain.description.attributes.layoutAttributes == [.left, .width, .height])
    }

    @Test func testAttributeChainingWithViewConstraint() {
        let chain = maker.width
        #expect(maker.descriptions.count == 1)
        #expect(maker.descriptions.first === chain.description)

        let extended = chain.height
        #expect(extended === chain)
        #expect(maker.descriptions.count == 1)
        #expect(maker.descriptions.first === chain.description)
        #expect(chain.description.attributes.layoutAttributes == [.width, .height])
        #expect(chain.description.item === view)
    }
}
