import Foundation
@testable import LayoutScene
import Testing

// Where Masonry's rules differ from SnapKit's (ConstraintDialect): the texts a Masonry user sees, at the call.

@Suite struct ConstraintDialectTests {
    @Test func viewsInDifferentHierarchiesGetMasonrysInstallAssertion() {
        let superview = namedView("superview")
        let view = superview.addNamedSubview("view")
        let loose = namedView("loose")
        let line = #line + 1
        view.snp.dialect(.masonry).makeConstraints { $0.right.equalTo(loose.snp.left) }
        #expect(view.misuse == [Misuse("couldn't find a common superview for UIView:view and UIView:loose", line: line)])
        #expect(view.snp.constraints.isEmpty)
        #expect(superview.installedConstraints.isEmpty)
    }

    @Test func snapKitLeavesTheSameCaseToUIKitsAnchorMessage() throws {
        let superview = namedView("superview")
        let view = superview.addNamedSubview("view")
        let loose = namedView("loose")
        view.snp.makeConstraints { $0.right.equalTo(loose.snp.left) }
        let message = try #require(view.misuse.first?.message)
        #expect(message.hasPrefix("Unable to activate constraint with anchors <NSLayoutXAxisAnchor \"UIView:view.right\">"))
    }

    @Test func aTargetlessLocationWithoutSuperviewIsUIKitsPairRuleInMasonry() {
        let orphan = namedView("orphan")
        let line = #line + 1
        orphan.snp.dialect(.masonry).makeConstraints { $0.top.equalToSuperview().offset(8) }
        #expect(orphan.misuse == [Misuse(
            "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
                + "illegal constraint of a location equal to a constant. Location attributes must be specified in pairs",
            line: line)])
    }

    @Test func aSizeRelatedToTheMissingSuperviewKeepsSnapKitsText() {
        let orphan = namedView("orphan")
        let line = #line + 1
        orphan.snp.dialect(.masonry).makeConstraints { $0.width.equalToSuperview() }
        #expect(orphan.misuse == [Misuse(
            "Expected superview but found nil when attempting make constraint `equalToSuperview`.", line: line)])
    }

    @Test func nilTargetIsMasonrysUnsupportedAttribute() {
        let superview = namedView("superview")
        let view = superview.addNamedSubview("view")
        let maker = ConstraintMaker(item: view, dialect: .masonry)
        let location = SourceLocation(file: "Card.m", line: 12, column: 9)
        _ = maker.left.relateToNil(.equal, at: location)
        #expect(view.misuse == [Misuse("attempting to add unsupported attribute: (null)", line: 12, file: "Card.m")])
        #expect(maker.constraints.isEmpty)
    }

    @Test func arraysCarryTheDialectToEveryView() throws {
        let superview = namedView("superview")
        let first = superview.addNamedSubview("first")
        let second = superview.addNamedSubview("second")
        [first, second].snp.makeConstraints { $0.height.equalTo(20) }
        [first, second].snp.dialect(.masonry).updateConstraints { $0.width.equalTo(30) }
        #expect(first.installedConstraints.map(\.constant) == [20, 30])
        #expect(second.installedConstraints.map(\.constant) == [20, 30])
        #expect(first.misuse.isEmpty)
    }
}
