import Foundation
@testable import LayoutScene
import Testing

// Port of Masonry's MASViewConstraintSpec (part 2 of 2: constants from values, offsets and insets).
// Masonry sets constants on chains without a relation; here each chain relates to the superview (implied by a
// constant target, or `equalToSuperview()` before a modifier). Masonry's `mas_equalTo` boxing needs no macro in
// Swift; `mas_offset` (Masonry's `valueOffset:` setter) maps to the live `Constraint.update(…)` setters.

@Suite struct MASViewConstraintSpecConstantTests {
    let superview = namedView("superview")
    let otherView: View

    init() {
        otherView = superview.addNamedSubview("otherView")
    }

    /// The constant `attribute` of `otherView` gets from a constant target.
    private func constant(_ attribute: LayoutAttribute, equalTo target: ConstraintRelatableTarget) -> CGFloat? {
        preparedConstant(on: otherView) { $0.attributes(attribute).equalTo(target) }
    }

    /// The constant `attribute` of `otherView` gets from `modify` applied to `equalToSuperview()`.
    private func constant(_ attribute: LayoutAttribute,
                          _ modify: (ConstraintMakerEditable) -> Void) -> CGFloat? {
        preparedConstant(on: otherView) { modify($0.attributes(attribute).equalToSuperview()) }
    }

    /// The constant of an active `attribute == superview.attribute` constraint after `update`.
    private func updatedConstant(_ attribute: LayoutAttribute, _ update: (Constraint) -> Void) -> CGFloat? {
        let constraints = otherView.snp.makeConstraints { $0.attributes(attribute).equalToSuperview() }
        constraints.forEach(update)
        let layoutConstraints = constraints.flatMap(\.layoutConstraints)
        return layoutConstraints.count == 1 && layoutConstraints[0].isActive ? layoutConstraints[0].constant : nil
    }

    @Test func testRelationAcceptsValueWithCGPoint() {
        let point = CGPoint(x: 10, y: 20)
        #expect(constant(.centerX, equalTo: point) == 10)
        #expect(constant(.centerY, equalTo: point) == 20)
        #expect(constant(.width, equalTo: point) == 0)
    }

    @Test func testRelationAcceptsValueWithCGSize() {
        let size = CGSize(width: 30, height: 40)
        #expect(constant(.width, equalTo: size) == 30)
        #expect(constant(.height, equalTo: size) == 40)
        #expect(constant(.centerX, equalTo: size) == 0)
    }

    // SnapKit measures a constant centre target from superview.left, so centerX reads the left inset (Masonry: 0).
    @Test func testRelationAcceptsValueWithEdgeInsets() {
        let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        #expect(constant(.top, equalTo: insets) == 10)
        #expect(constant(.left, equalTo: insets) == 20)
        #expect(constant(.leading, equalTo: insets) == 20)
        #expect(constant(.bottom, equalTo: insets) == -30)
        #expect(constant(.right, equalTo: insets) == -40)
        #expect(constant(.trailing, equalTo: insets) == -40)
        #expect(constant(.centerX, equalTo: insets) == 20)
    }

    @Test func testRelationAcceptsAutoboxedScalar() {
        let numbers: [ConstraintRelatableTarget] = [42 as Int, 42 as UInt, 42 as Float, 42 as Double, 42 as CGFloat]
        for number in numbers {
            #expect(constant(.width, equalTo: number) == 42)
        }
    }

    @Test func testRelationAcceptsAutoboxedCGPoint() {
        #expect(constant(.centerX, equalTo: CGPoint(x: 10, y: 20)) == 10)
        #expect(constant(.centerY, equalTo: CGPoint(x: 10, y: 20)) == 20)
    }

    @Test func testRelationAcceptsAutoboxedCGSize() {
        #expect(constant(.width, equalTo: CGSize(width: 30, height: 40)) == 30)
        #expect(constant(.height, equalTo: CGSize(width: 30, height: 40)) == 40)
    }

    @Test func testRelationAcceptsAutoboxedEdgeInsets() {
        let insets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        #expect(constant(.top, equalTo: insets) == 10)
        #expect(constant(.left, equalTo: insets) == 20)
        #expect(constant(.bottom, equalTo: insets) == -30)
        #expect(constant(.right, equalTo: insets) == -40)
    }

    @Test func testConstantUpdateSidesOffset() {
        #expect(constant(.centerY) { $0.with.inset(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)) } == 0)
        #expect(constant(.top) { $0.inset(EdgeInsets(top: 15, left: 10, bottom: 10, right: 10)) } == 15)
        #expect(constant(.left) { $0.inset(EdgeInsets(top: 10, left: 15, bottom: 10, right: 10)) } == 15)
        #expect(constant(.bottom) { $0.inset(EdgeInsets(top: 10, left: 10, bottom: 15, right: 10)) } == -15)
        #expect(constant(.right) { $0.inset(EdgeInsets(top: 10, left: 10, bottom: 10, right: 15)) } == -15)
    }

    @Test func testConstantUpdateCenterOffsetOnly() {
        let offset = CGPoint(x: -20, y: -10)
        #expect(constant(.width) { $0.centerOffset(offset) } == 0)
        #expect(constant(.centerX) { $0.centerOffset(offset) } == -20)
        #expect(constant(.centerY) { $0.centerOffset(offset) } == -10)
    }

    @Test func testConstantUpdateSizeOffsetOnly() {
        let offset = CGSize(width: -40, height: 55)
        #expect(constant(.bottom) { $0.sizeOffset(offset) } == 0)
        #expect(constant(.width) { $0.sizeOffset(offset) } == -40)
        #expect(constant(.height) { $0.sizeOffset(offset) } == 55)
    }

    @Test func testAutoboxedConstantUpdateOffset() {
        #expect(updatedConstant(.width) { $0.update(offset: 42) } == 42)
    }

    // SnapKit's inset table gives centerY (top − bottom) / 2 = −10 (Masonry leaves it at 0).
    @Test func testAutoboxedConstantUpdateSidesOffset() {
        let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        #expect(updatedConstant(.centerY) { $0.update(inset: insets) } == -10)
        #expect(updatedConstant(.top) { $0.update(inset: insets) } == 10)
        #expect(updatedConstant(.left) { $0.update(inset: insets) } == 20)
        #expect(updatedConstant(.bottom) { $0.update(inset: insets) } == -30)
        #expect(updatedConstant(.right) { $0.update(inset: insets) } == -40)
    }

    @Test func testAutoboxedConstantUpdateCenterOffset() {
        let offset = CGPoint(x: -20, y: -10)
        #expect(updatedConstant(.centerX) { $0.update(centerOffset: offset) } == -20)
        #expect(updatedConstant(.centerY) { $0.update(centerOffset: offset) } == -10)
    }

    @Test func testAutoboxedConstantUpdateSizeOffset() {
        let offset = CGSize(width: -40, height: 55)
        #expect(updatedConstant(.width) { $0.update(sizeOffset: offset) } == -40)
        #expect(updatedConstant(.height) { $0.update(sizeOffset: offset) } == 55)
    }
}
