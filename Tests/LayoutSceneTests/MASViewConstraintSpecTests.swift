import Foundation
@testable import LayoutScene
import Testing

// Port of Masonry's MASViewConstraintSpec (part 1 of 2: relations, priorities, multipliers, installation).
// Masonry's fixture is a `view.mas_width` constraint; here each test starts a `make.width` chain on `view`.
// Masonry's raising cases that typed Swift still reaches (a second relation, an attribute after the relation,
// a multiplier after installation) record Masonry's message; a second relation then replaces the first, as in
// SnapKit, while a late attribute or multiplier is ignored.

@Suite struct MASViewConstraintSpecTests {
    /// A relation target no DSL overload understands.
    struct Unsupported: ConstraintRelatableTarget {}

    let superview = namedView("superview")
    let view: View
    let otherView: View

    init() {
        view = superview.addNamedSubview("view")
        otherView = superview.addNamedSubview("otherView")
    }

    @Test func testRelationCreateEqualConstraint() {
        expectRelation(.equal) { $0.equalTo($1) }
    }

    @Test func testRelationCreateGreaterThanOrEqualConstraint() {
        expectRelation(.greaterThanOrEqual) { $0.greaterThanOrEqualTo($1) }
    }

    @Test func testRelationCreateLessThanOrEqualConstraint() {
        expectRelation(.lessThanOrEqual) { $0.lessThanOrEqualTo($1) }
    }

    /// Relating `make.width` to `otherView.snp.top` returns the same chain and sets the relation and target.
    private func expectRelation(_ relation: LayoutRelation,
                                sourceLocation: Testing.SourceLocation = #_sourceLocation,
                                _ relate: (ConstraintMakerRelatable, ConstraintItem) -> ConstraintMakerEditable) {
        let secondViewAttribute = otherView.snp.top
        var sameChain = false
        let constraints = prepared(on: view) { make in
            let chain = make.width
            sameChain = relate(chain, secondViewAttribute).descriptions.map(ObjectIdentifier.init)
                == [ObjectIdentifier(chain.description)]
        }
        #expect(sameChain, sourceLocation: sourceLocation)
        #expect(constraints.count == 1, sourceLocation: sourceLocation)
        #expect(constraints.first?.secondItem === otherView, sourceLocation: sourceLocation)
        #expect(constraints.first?.secondAttribute == .top, sourceLocation: sourceLocation)
        #expect(constraints.first?.relation == relation, sourceLocation: sourceLocation)
    }

    // Masonry raises "Redefinition of constraint relation"; layoutviz records it and the last relation wins (SnapKit).
    @Test func testRelationNotAllowUpdateOfEqual() {
        var line = 0
        let constraints = prepared(on: view) { make in
            let chain = make.width
            chain.lessThanOrEqualTo(otherView.snp.top)
            line = #line; chain.equalTo(otherView.snp.bottom)
        }
        #expect(constraints.map(\.relation) == [.equal])
        #expect(constraints.map(\.secondAttribute) == [.bottom])
        #expect(view.misuse == [Misuse("Redefinition of constraint relation", line: line)])
    }

    @Test func testRelationNotAllowUpdateOfLessThanOrEqual() {
        var line = 0
        let constraints = prepared(on: view) { make in
            let chain = make.width
            chain.equalTo(otherView.snp.top)
            line = #line; chain.lessThanOrEqualTo(otherView.snp.top)
        }
        #expect(constraints.map(\.relation) == [.lessThanOrEqual])
        #expect(view.misuse == [Misuse("Redefinition of constraint relation", line: line)])
    }

    @Test func testRelationNotAllowUpdateOfGreaterThanOrEqual() {
        var line = 0
        let constraints = prepared(on: view) { make in
            let chain = make.width
            chain.greaterThanOrEqualTo(otherView.snp.top)
            line = #line; chain.greaterThanOrEqualTo(otherView.snp.top)
        }
        #expect(constraints.map(\.relation) == [.greaterThanOrEqual])
        #expect(view.misuse == [Misuse("Redefinition of constraint relation", line: line)])
    }

    @Test func testRelationAcceptsView() {
        let newView = View()
        let constraints = prepared(on: view) { $0.width.equalTo(newView) }
        #expect(constraints.first?.secondItem === newView)
        #expect(constraints.first?.firstAttribute == .width)
        #expect(constraints.first?.secondAttribute == .width)
    }

    @Test func testRelationAcceptsNumber() {
        let constraints = prepared(on: view) { $0.width.equalTo(42) }
        #expect(constraints.first?.secondItem == nil)
        #expect(constraints.first?.constant == 42)
    }

    // The typed chain puts modifiers before the priority (Masonry also allows `priorityMedium().offset(-10)`).
    @Test func testRelationCreatesCompositeWithArrayOfViews() {
        let views = [View(), View(), View()]
        var made: [Constraint] = []
        view.snp.prepareConstraints { make in
            made = make.width.equalTo(views).offset(-10).priorityMedium().constraints
        }
        #expect(made.count == 3)
        for (constraint, target) in zip(made.map(\.layoutConstraints), views) {
            #expect(constraint.count == 1)
            #expect(constraint.first?.secondItem === target)
            #expect(constraint.first?.firstAttribute == .width)
            #expect(constraint.first?.secondAttribute == .width)
            #expect(constraint.first?.priority == 500)
            #expect(constraint.first?.constant == -10)
        }
    }

    @Test func testRelationCreatesCompositeWithArrayOfAttributes() {
        let targets = [View(), View()]
        let viewAttributes = [targets[0].snp.height, targets[1].snp.left]
        var made: [Constraint] = []
        view.snp.prepareConstraints { make in
            made = make.width.equalTo(viewAttributes).offset(10).priority(60).constraints
        }
        #expect(made.count == 2)
        let constraints = made.flatMap(\.layoutConstraints)
        #expect(constraints.map { $0.secondItem === targets[0] } == [true, false])
        #expect(constraints.map { $0.secondItem === targets[1] } == [false, true])
        #expect(constraints.map(\.firstAttribute) == [.width, .width])
        #expect(constraints.map(\.secondAttribute) == [.height, .left])
        #expect(constraints.map(\.priority) == [60, 60])
        #expect(constraints.map(\.constant) == [10, 10])
    }

    // `@{}` does not compile in Swift; the reachable equivalent is a custom target type, which SnapKit rejects.
    @Test func testRelationComplainsWithUnsupportedArgument() {
        let line = #line + 1
        let constraints = prepared(on: view) { $0.width.equalTo(Unsupported()) }
        #expect(constraints.isEmpty)
        #expect(superview.misuse == [Misuse("Invalid constraint. (\(#fileID), \(line))", line: line)])
    }

    // Swift needs no boxing macro; the closest case is an unsupported element inside an array target.
    @Test func testRelationAutoboxingComplainsWithUnsupportedArgument() {
        let line = #line + 1
        let constraints = prepared(on: view) { $0.width.equalTo([otherView, Unsupported()]) }
        #expect(constraints.isEmpty)
        #expect(superview.misuse == [Misuse("Invalid constraint. (\(#fileID), \(line))", line: line)])
    }

    @Test func testPriorityHigh() {
        view.snp.makeConstraints { $0.width.equalTo(otherView).with.priorityHigh() }
        #expect(superview.installedConstraints.map(\.priority) == [.defaultHigh])
    }

    @Test func testPriorityLow() {
        view.snp.makeConstraints { $0.width.equalTo(otherView).with.priorityLow() }
        #expect(superview.installedConstraints.map(\.priority) == [.defaultLow])
    }

    @Test func testPriorityMedium() {
        view.snp.makeConstraints { $0.width.equalTo(otherView).with.priorityMedium() }
        #expect(superview.installedConstraints.map(\.priority) == [500])
    }

    // Masonry raises; in SnapKit and layoutviz a chain kept past `makeConstraints` no longer changes anything.
    @Test func testMultiplierNotUpdate() {
        var chain: ConstraintMakerEditable?
        let line = #line; view.snp.makeConstraints { chain = $0.width.equalTo(otherView) }
        chain?.multipliedBy(0.9)
        chain?.priority(.low)
        #expect(superview.installedConstraints.map(\.multiplier) == [1])
        #expect(superview.installedConstraints.map(\.priority) == [.required])
        #expect(view.misuse == [Misuse("Cannot modify constraint multiplier after it has been installed", line: line),
                                Misuse("Cannot modify constraint priority after it has been installed", line: line)])
    }

    // Masonry's live constant setters: an offset on a kept chain reaches the installed constraint.
    @Test func offsetAfterInstallIsLive() {
        var chain: ConstraintMakerEditable?
        view.snp.makeConstraints { chain = $0.width.equalTo(otherView) }
        chain?.offset(12)
        #expect(superview.installedConstraints.map(\.constant) == [12])
        #expect(view.misuse.isEmpty)
    }

    @Test func testMultiplierWithMultipliedBy() {
        view.snp.makeConstraints { $0.width.equalTo(otherView).multipliedBy(5) }
        #expect(superview.installedConstraints.map(\.multiplier) == [5])
    }

    @Test func testMultiplierWithDividedBy() {
        view.snp.makeConstraints { $0.width.equalTo(otherView).dividedBy(10) }
        #expect(superview.installedConstraints.map(\.multiplier) == [0.1])
    }

    // Masonry installs a chain without a relation as `width == 0`; SnapKit and layoutviz drop it. The live
    // offset change is `update(offset:)` on a made constraint.
    @Test func testConstantUpdateAfterConstraintCreated() throws {
        let dropped = view.snp.makeConstraints { _ = $0.width }
        #expect(dropped.isEmpty)

        let constraint = try #require(view.snp.makeConstraints { $0.width.equalTo(0) }.first)
        constraint.update(offset: 10)
        #expect(view.installedConstraints.map(\.constant) == [10])
    }

    @Test func testInstallLayoutConstraintOnCommit() throws {
        view.snp.makeConstraints { $0.width.equalTo(otherView.snp.height).multipliedBy(0.5).offset(10).priority(345) }

        let constraint = try #require(superview.installedConstraints.first)
        #expect(superview.installedConstraints.count == 1)
        #expect(constraint.firstAttribute == .width)
        #expect(constraint.secondAttribute == .height)
        #expect(constraint.firstItem === view)
        #expect(constraint.secondItem === otherView)
        #expect(constraint.relation == .equal)
        #expect(constraint.constant == 10)
        #expect(constraint.priority == 345)
        #expect(constraint.multiplier == 0.5)
    }

    @Test func testInstallRelativeToSuperview() throws {
        view.snp.makeConstraints { $0.lastBaseline.equalTo(10) }

        let constraint = try #require(superview.installedConstraints.first)
        #expect(constraint.firstAttribute == .lastBaseline)
        #expect(constraint.secondAttribute == .lastBaseline)
        #expect(constraint.firstItem === view)
        #expect(constraint.secondItem === superview)
        #expect(constraint.relation == .equal)
        #expect(constraint.constant == 10)
    }

    @Test func testInstallWidthAsConstant() throws {
        view.snp.makeConstraints { $0.width.equalTo(10) }

        let constraint = try #require(view.installedConstraints.first)
        #expect(constraint.firstAttribute == .width)
        #expect(constraint.secondAttribute == .notAnAttribute)
        #expect(constraint.firstItem === view)
        #expect(constraint.secondItem == nil)
        #expect(constraint.relation == .equal)
        #expect(constraint.constant == 10)
        #expect(superview.installedConstraints.isEmpty)
    }

    @Test func testUninstallConstraint() {
        let constraints = view.snp.makeConstraints { $0.width.equalTo(otherView.snp.height) }
        #expect(superview.installedConstraints.count == 1)
        #expect(superview.installedConstraints.first === constraints.first?.layoutConstraints.first)

        constraints.first?.deactivate()
        #expect(superview.installedConstraints.isEmpty)
    }

    // Masonry raises "Attributes should be chained before defining the constraint relation". SnapKit and
    // layoutviz keep the chain's attribute set open until the closure returns, so `bottom` joins the chain.
    @Test func testAttributeChainingShouldNotHaveRelation() {
        var line = 0
        let constraints = prepared(on: view) { make in
            let chain = make.width
            line = #line; chain.lessThanOrEqualTo(otherView.snp.top)
            _ = chain.bottom
        }
        #expect(constraints.map(\.firstAttribute) == [.width])
        #expect(constraints.allSatisfy { $0.relation == .lessThanOrEqual && $0.secondAttribute == .top })
        #expect(view.misuse == [Misuse("Attributes should be chained before defining the constraint relation", line: line)])
    }

    @Test func testAttributeChainingShouldCallDelegate() {
        var sameChain = false
        let constraints = prepared(on: view) { make in
            let chain = make.width
            let result = chain.and.bottom
            sameChain = result === chain
            result.equalTo(otherView)
        }
        #expect(sameChain)
        #expect(constraints.map(\.firstAttribute) == [.bottom, .width])
    }
}
