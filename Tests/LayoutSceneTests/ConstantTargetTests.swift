import Foundation
@testable import LayoutScene
import Testing

// Constant targets (reference §2.1 and the SnapKit column of §1.3): what the second item and attribute become
// and which part of a number, CGSize or CGPoint each attribute reads; plus the other ways to name a target.

@Suite struct ConstantTargetTests {
    static let attributes = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }

    let superview = namedView("superview")
    let view: View

    init() {
        view = superview.addNamedSubview("view")
    }

    /// The only constraint `attribute == target` makes on `view`.
    private func constraint(_ attribute: LayoutAttribute,
                            equalTo target: ConstraintRelatableTarget) -> LayoutConstraint? {
        let made = view.snp.makeConstraints { $0.attributes(attribute).equalTo(target) }
        let constraints = made.flatMap(\.layoutConstraints)
        return constraints.count == 1 && constraints[0].isActive ? constraints[0] : nil
    }

    @Test(arguments: attributes)
    func numberTarget(attribute: LayoutAttribute) throws {
        let made = try #require(constraint(attribute, equalTo: 7))
        let expectedSecond: LayoutAttribute = switch attribute {
        case .width, .height: .notAnAttribute
        case .centerX: .left
        case .centerY: .top
        default: attribute
        }
        #expect(made.secondAttribute == expectedSecond)
        #expect(made.secondItem === (attribute.isSize ? nil : superview))
        #expect(made.installationView === (attribute.isSize ? view : superview))
        #expect(made.constant == 7)
    }

    @Test(arguments: attributes)
    func sizeTarget(attribute: LayoutAttribute) {
        let expected: CGFloat = attribute == .width ? 3 : attribute == .height ? 5 : 0
        #expect(constraint(attribute, equalTo: CGSize(width: 3, height: 5))?.constant == expected)
    }

    @Test(arguments: attributes)
    func pointTarget(attribute: LayoutAttribute) {
        let expected: CGFloat = switch attribute {
        case .width, .height: 0
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: 3
        default: 5
        }
        #expect(constraint(attribute, equalTo: CGPoint(x: 3, y: 5))?.constant == expected)
    }

    @Test func centerConstantTargetIsMeasuredFromSuperviewLeftAndTop() {
        view.snp.makeConstraints { $0.center.equalTo(CGPoint(x: 10, y: 20)) }
        let installed = superview.installedConstraints
        #expect(installed.map(\.firstAttribute) == [.centerX, .centerY])
        #expect(installed.map(\.secondAttribute) == [.left, .top])
        #expect(installed.allSatisfy { $0.secondItem === superview })
        #expect(installed.map(\.constant) == [10, 20])
    }

    @Test func centerTargetWithAViewKeepsTheCentre() {
        view.snp.makeConstraints { $0.centerX.equalToSuperview().offset(4) }
        #expect(superview.installedConstraints.map(\.secondAttribute) == [.centerX])
        #expect(superview.installedConstraints.map(\.constant) == [4])
    }

    @Test func constantWidthIgnoresTheMultiplier() throws {
        view.snp.makeConstraints { $0.width.equalTo(100).multipliedBy(2) }
        let width = try #require(view.installedConstraints.first)
        #expect(width.secondItem == nil)
        #expect(width.secondAttribute == .notAnAttribute)
        #expect(width.constant == 100)
    }

    @Test func lastConstantSetterWins() {
        view.snp.makeConstraints { make in
            make.width.equalTo(100).offset(10)
            make.left.equalToSuperview().inset(8).offset(3)
            make.right.equalToSuperview().offset(3).inset(8)
        }
        #expect(view.installedConstraints.map(\.constant) == [10])
        #expect(superview.installedConstraints.map(\.constant) == [3, -8])
    }

    @Test func equalToSuperviewClosurePicksTheTarget() throws {
        view.snp.makeConstraints { make in
            make.width.equalToSuperview { $0.snp.height }
            make.height.lessThanOrEqualToSuperview { $0.snp.width }.multipliedBy(0.5)
            make.top.greaterThanOrEqualToSuperview { $0.safeAreaLayoutGuide }
        }
        let installed = superview.installedConstraints
        try #require(installed.count == 3)
        #expect(installed.map(\.firstAttribute) == [.width, .height, .top])
        #expect(installed.map(\.relation) == [.equal, .lessThanOrEqual, .greaterThanOrEqual])
        #expect(installed.map(\.secondAttribute) == [.height, .width, .top])
        #expect(installed.map(\.multiplier) == [1, 0.5, 1])
        #expect(installed[0].secondItem === superview)
        #expect(installed[2].secondItem === superview.safeAreaLayoutGuide)
    }

    @Test func dividedByInvertsTheAmount() {
        view.snp.makeConstraints { $0.width.equalToSuperview().dividedBy(4) }
        #expect(superview.installedConstraints.map(\.multiplier) == [0.25])
    }

    @Test func guideAsFirstItemUsesItsOwningViewAsSuperview() {
        let guide = LayoutGuide()
        superview.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in
            make.left.equalTo(20)
            make.right.equalToSuperview().inset(20)
            make.width.equalTo(view)
        }
        let installed = superview.installedConstraints
        #expect(installed.map(\.firstAttribute) == [.left, .right, .width])
        #expect(installed.map { $0.secondItem === superview } == [true, true, false])
        #expect(installed.map(\.constant) == [20, -20, 0])
    }

    @Test func attributesMaskMakesOneConstraintPerAttribute() {
        view.snp.makeConstraints { $0.attributes(.top, .left, .width).equalToSuperview() }
        #expect(superview.installedConstraints.map(\.firstAttribute) == [.left, .top, .width])
    }

    @Test func groupAppliesModifiersToEveryChainInside() {
        view.snp.makeConstraints { make in
            make.group {
                make.top.equalToSuperview()
                make.left.equalToSuperview()
            }.offset(8).priority(.high)
            make.right.equalToSuperview()
        }
        let installed = superview.installedConstraints
        #expect(installed.map(\.firstAttribute) == [.top, .left, .right])
        #expect(installed.map(\.constant) == [8, 8, 0])
        #expect(installed.map(\.priority) == [.defaultHigh, .defaultHigh, .required])
    }

    @Test func chainWithoutRelationIsDropped() {
        let made = view.snp.makeConstraints { make in
            _ = make.top.left
            make.width.equalTo(10)
        }
        #expect(made.count == 1)
        #expect(view.installedConstraints.map(\.firstAttribute) == [.width])
        #expect(superview.misuse.isEmpty)
    }
}
