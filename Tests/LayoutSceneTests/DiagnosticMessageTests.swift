import Foundation
@testable import LayoutScene
import Testing

// Every message of DiagnosticMessages, triggered through the DSL, with its exact text and the line of the call.
// Priority mutation is in PriorityTests; update misses are covered in depth by UpdateMatchingTests; the late
// relation, attribute, multiplier and priority messages are in MASViewConstraintSpecTests.

@Suite struct DiagnosticMessageTests {
    let superview = namedView("superview")
    let view: View
    let other: View

    init() {
        view = superview.addNamedSubview("view")
        other = superview.addNamedSubview("other")
    }

    @Test func missingSuperviewForEveryRelation() {
        let orphan = namedView("orphan")
        var lines: [Int] = []
        lines.append(#line + 1)
        orphan.snp.makeConstraints { $0.edges.equalToSuperview() }
        lines.append(#line + 1)
        orphan.snp.makeConstraints { $0.width.lessThanOrEqualToSuperview() }
        lines.append(#line + 1)
        orphan.snp.makeConstraints { $0.width.greaterThanOrEqualToSuperview() }
        lines.append(#line + 1)
        orphan.snp.makeConstraints { $0.width.equalToSuperview { $0.snp.height } }
        lines.append(#line + 1)
        orphan.snp.makeConstraints { $0.width.lessThanOrEqualToSuperview { $0.snp.height } }
        lines.append(#line + 1)
        orphan.snp.makeConstraints { $0.width.greaterThanOrEqualToSuperview { $0.snp.height } }

        let calls = ["equalToSuperview", "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview"]
        let expected = zip(calls + calls, lines).map { call, line in
            Misuse("Expected superview but found nil when attempting make constraint `\(call)`.", line: line)
        }
        #expect(orphan.misuse == expected)
        #expect(orphan.snp.constraints.isEmpty)
        #expect(orphan.installedConstraints.isEmpty)
    }

    @Test func misuseIsAnErrorWithTheCallLocation() throws {
        let orphan = namedView("orphan")
        let line = #line + 1
        orphan.snp.makeConstraints { $0.top.equalToSuperview() }
        let diagnostic = try #require(orphan.recordedMisuse().first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.kind == .misuse)
        #expect(diagnostic.location?.file == #fileID)
        #expect(diagnostic.location?.line == line)
        #expect(diagnostic.location?.column != nil)
    }

    @Test func constantLocationWithoutSuperview() {
        let orphan = namedView("orphan")
        let line = #line + 1
        orphan.snp.makeConstraints { $0.left.equalTo(10) }
        orphan.snp.makeConstraints { $0.width.equalTo(10) }

        #expect(orphan.misuse == [Misuse(DiagnosticMessages.locationEqualToConstant, line: line)])
        #expect(orphan.installedConstraints.map(\.firstAttribute) == [.width])
        #expect(DiagnosticMessages.locationEqualToConstant == "A multiplier of 0 or a nil second item together "
            + "with a location for the first attribute creates an illegal constraint of a location equal to a "
            + "constant. Location attributes must be specified in pairs")
    }

    @Test func zeroMultiplierOnALocation() {
        let line = #line + 1
        view.snp.makeConstraints { $0.left.equalTo(other).multipliedBy(0) }
        #expect(superview.misuse == [Misuse(DiagnosticMessages.locationEqualToConstant, line: line)])
        #expect(superview.installedConstraints.isEmpty)
    }

    @Test func noCommonAncestor() {
        let stranger = namedView("stranger")
        let line = #line + 1
        view.snp.makeConstraints { $0.left.equalTo(stranger.snp.right) }
        view.snp.makeConstraints { $0.top.equalTo(stranger) }
        view.snp.makeConstraints { $0.width.equalTo(stranger) }

        let tail = " because they have no common ancestor.  Does the constraint or its anchors reference items in "
            + "different view hierarchies?  That's illegal."
        #expect(superview.misuse == [
            Misuse("Unable to activate constraint with anchors <NSLayoutXAxisAnchor \"UIView:view.left\"> and "
                + "<NSLayoutXAxisAnchor \"UIView:stranger.right\">" + tail, line: line),
            Misuse("Unable to activate constraint with anchors <NSLayoutYAxisAnchor \"UIView:view.top\"> and "
                + "<NSLayoutYAxisAnchor \"UIView:stranger.top\">" + tail, line: line + 1),
            Misuse("Unable to activate constraint with anchors <NSLayoutDimension \"UIView:view.width\"> and "
                + "<NSLayoutDimension \"UIView:stranger.width\">" + tail, line: line + 2),
        ])
        #expect(superview.installedConstraints.isEmpty)
        #expect(view.snp.constraints.isEmpty)
    }

    @Test func guideWithoutOwningView() {
        let guide = LayoutGuide()
        let line = #line + 1
        guide.snp.makeConstraints { $0.width.equalTo(10) }
        #expect(guide.diagnostics.map { Misuse($0.diagnostic) } == [Misuse(
            "Unable to activate constraint with anchors <NSLayoutDimension \"UILayoutGuide:?.guide.width\"> and "
                + "<nil> because they have no common ancestor.  Does the constraint or its anchors reference items "
                + "in different view hierarchies?  That's illegal.", line: line)])
        #expect(guide.snp.constraints.isEmpty)
    }

    @Test func leadingMixedWithLeft() {
        let line = #line + 1
        view.snp.makeConstraints { $0.leading.equalTo(other.snp.left) }
        view.snp.makeConstraints { $0.right.equalTo(other.snp.trailingMargin) }
        view.snp.makeConstraints { $0.leading.equalTo(other.snp.trailing) }

        let message = "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
            + "Use leading/trailing for both or neither."
        #expect(superview.misuse == [Misuse(message, line: line), Misuse(message, line: line + 1)])
        #expect(superview.installedConstraints.map(\.secondAttribute) == [.trailing])
    }

    @Test func multipleNonIdenticalAttributes() {
        let line = #line + 1
        view.snp.makeConstraints { $0.width.equalTo(other.snp.size) }
        view.snp.makeConstraints { $0.edges.equalTo(other.snp.directionalEdges) }
        view.snp.makeConstraints { $0.size.equalTo(other.snp.size) }
        view.snp.makeConstraints { $0.edges.equalTo(other.snp.margins) }
        view.snp.makeConstraints { $0.height.equalTo(other.snp.width) }

        #expect(superview.misuse == [
            Misuse("Cannot constraint to multiple non identical attributes. (\(#fileID), \(line))", line: line),
            Misuse("Cannot constraint to multiple non identical attributes. (\(#fileID), \(line + 1))", line: line + 1),
        ])
        #expect(superview.installedConstraints.count == 7)
    }

    @Test func invalidTargetAndInvalidLayoutConstraint() {
        struct Unsupported: ConstraintRelatableTarget {}
        let line = #line + 1
        view.snp.makeConstraints { $0.top.lessThanOrEqualTo(Unsupported()) }
        let raw = LayoutConstraint(item: view, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 0)
        raw.isActive = true

        #expect(superview.misuse == [
            Misuse("Invalid constraint. (\(#fileID), \(line))", line: line),
            Misuse("Invalid constraint. (\(#fileID), \(line + 1))", line: line + 1),
        ])
        #expect(!raw.isActive)
    }

    @Test func updateWithoutMatch() {
        view.snp.makeConstraints { $0.height.equalTo(40) }
        let line = #line + 1
        view.snp.updateConstraints { $0.width.equalTo(40) }
        #expect(superview.misuse == [Misuse("Updated constraint could not find existing matching constraint to "
            + "update: <LayoutConstraint@DiagnosticMessageTests.swift#\(line) UIView:view.width == 40.0>", line: line)])
        #expect(view.installedConstraints.map(\.firstAttribute) == [.height])
    }

    @Test func noAttributesForMakeAttributes() {
        let line = #line + 1
        let made = view.snp.makeConstraints { $0.attributes().equalToSuperview() }
        #expect(superview.misuse == [Misuse("You didn't pass any attribute to make.attributes(...)", line: line)])
        #expect(made.allSatisfy { $0.layoutConstraints.isEmpty })
        #expect(superview.installedConstraints.isEmpty)
    }

    @Test func distributeFewerThanTwoViews() {
        let line = #line + 1
        [view].snp.distributeViews(along: .vertical, fixedSpacing: 8, leadSpacing: 0, tailSpacing: 0)
        #expect(superview.misuse == [Misuse("views to distribute need to bigger than one", line: line)])
    }

    @Test func distributeWithoutCommonSuperview() {
        let stranger = namedView("stranger").addNamedSubview("strangerChild")
        let orphan = namedView("orphan")
        let line = #line + 1
        let made = [view, stranger].snp.distributeViews(along: .horizontal, fixedSpacing: 8, leadSpacing: 0,
                                                        tailSpacing: 0)
        [orphan, view].snp.distributeViews(along: .horizontal, fixedItemLength: 20, leadSpacing: 0, tailSpacing: 0)

        let message = "Can't constrain views that do not share a common superview. Make sure that all the views in "
            + "this array have been added into the same view hierarchy."
        #expect(made.isEmpty)
        #expect(superview.misuse == [Misuse(message, line: line)])
        #expect(orphan.misuse == [Misuse(message, line: line + 2)])
        #expect(superview.installedConstraints.isEmpty)
    }

    @Test func layoutSupportGuideWithUnsupportedAttribute() {
        let controller = ViewController()
        controller.view.name = "root"
        let header = controller.view.addNamedSubview("header")
        let line = #line + 1
        header.snp.makeConstraints { $0.left.equalTo(controller.topLayoutGuide) }
        header.snp.makeConstraints { $0.centerY.equalTo(controller.bottomLayoutGuide.guide.snp.centerY) }
        header.snp.makeConstraints { $0.top.equalTo(controller.topLayoutGuide) }

        #expect(controller.view.misuse == [
            Misuse("attempting to add unsupported attribute: _UILayoutGuide:root.topLayoutGuide.left",
                   line: line),
            Misuse("attempting to add unsupported attribute: _UILayoutGuide:root.bottomLayoutGuide"
                + ".centerY", line: line + 1),
        ])
        #expect(controller.view.installedConstraints.map(\.secondAttribute) == [.top])
    }
}
