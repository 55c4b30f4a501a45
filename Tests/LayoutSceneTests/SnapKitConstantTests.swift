import Foundation
@testable import LayoutScene
import Testing

// Port of SnapKit's Tests.swift (part 2 of 3: offsets, insets, sizes and centres).
// Upstream sorts constraints by constant or attribute raw value; these ports look each attribute up instead.

@Suite struct SnapKitConstantTests {
    let container = View()

    /// The constant of every constraint installed on the container, by first attribute.
    private var installedConstants: [LayoutAttribute: CGFloat] {
        Dictionary(uniqueKeysWithValues: container.installedConstraints.map { ($0.firstAttribute, $0.constant) })
    }

    @Test func testEdgeConstraints() {
        let view = View()
        container.addSubview(view)

        view.snp.makeConstraints { make in
            make.edges.equalTo(container).offset(50.0)
        }
        #expect(container.installedConstraints.count == 4)
        #expect(container.installedConstraints.map(\.firstAttribute) == [.left, .top, .right, .bottom])
        #expect(container.installedConstraints.map(\.constant) == [50, 50, 50, 50])
    }

    @Test func testInsetsAsConstraintsConstant() {
        let view = View()
        container.addSubview(view)

        view.snp.makeConstraints { make in
            make.edges.equalTo(container).inset(50.0)
        }
        #expect(container.installedConstraints.count == 4)
        #expect(installedConstants == [.left: 50, .top: 50, .right: -50, .bottom: -50])
    }

    @Test func testConstraintInsetsAsImpliedEqualToConstraints() {
        let view = View()
        container.addSubview(view)

        view.snp.makeConstraints { make in
            make.edges.equalTo(ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25))
        }
        #expect(container.installedConstraints.count == 4)
        #expect(container.installedConstraints.allSatisfy { $0.secondItem === container })
        #expect(installedConstants == [.left: 25, .top: 25, .right: -25, .bottom: -25])
    }

    @Test func testConstraintInsetsAsConstraintsConstant() {
        let view = View()
        container.addSubview(view)

        view.snp.makeConstraints { make in
            make.edges.equalTo(container).inset(ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25))
        }
        #expect(container.installedConstraints.count == 4)
        #expect(installedConstants == [.left: 25, .top: 25, .right: -25, .bottom: -25])
    }

    // Upstream's body is identical to the next test; this port uses the implied form its name describes.
    @Test func testConstraintDirectionalInsetsAsImpliedEqualToConstraints() {
        let view = View()
        container.addSubview(view)

        view.snp.makeConstraints { make in
            make.top.leading.bottom.trailing.equalTo(
                ConstraintDirectionalInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
        }
        #expect(container.installedConstraints.count == 4)
        expectSameAttributePairs()
        #expect(installedConstants == [.top: 25, .bottom: -25, .leading: 25, .trailing: -25])
    }

    @Test func testConstraintDirectionalInsetsAsConstraintsConstant() {
        let view = View()
        container.addSubview(view)

        view.snp.makeConstraints { make in
            make.top.leading.bottom.trailing.equalTo(container)
                .inset(ConstraintDirectionalInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
        }
        #expect(container.installedConstraints.count == 4)
        expectSameAttributePairs()
        #expect(installedConstants == [.top: 25, .bottom: -25, .leading: 25, .trailing: -25])
    }

    @Test func testConstraintDirectionalInsetsFallBackForNonDirectionalConstraints() {
        let view = View()
        container.addSubview(view)

        view.snp.makeConstraints { make in
            make.edges.equalTo(container)
                .inset(ConstraintDirectionalInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
        }
        #expect(container.installedConstraints.count == 4)
        expectSameAttributePairs()
        #expect(installedConstants == [.left: 25, .right: -25, .top: 25, .bottom: -25])
    }

    @Test func testSizeConstraints() {
        let view = View()
        container.addSubview(view)

        view.snp.makeConstraints { make in
            make.size.equalTo(CGSize(width: 50, height: 50))
            make.left.top.equalTo(container)
        }
        #expect(view.installedConstraints.count == 2)
        #expect(container.installedConstraints.count == 2)
        #expect(view.installedConstraints.map(\.firstAttribute) == [.width, .height])
        #expect(view.installedConstraints.map(\.constant) == [50, 50])
        #expect(view.installedConstraints.allSatisfy { $0.secondItem == nil && $0.secondAttribute == .notAnAttribute })
    }

    @Test func testCenterConstraints() {
        let view = View()
        container.addSubview(view)

        view.snp.makeConstraints { make in
            make.center.equalTo(container).offset(50.0)
        }
        #expect(container.installedConstraints.count == 2)
        #expect(container.installedConstraints.map(\.firstAttribute) == [.centerX, .centerY])
        #expect(container.installedConstraints.map(\.secondAttribute) == [.centerX, .centerY])
        #expect(container.installedConstraints.map(\.constant) == [50, 50])
    }

    private func expectSameAttributePairs(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for constraint in container.installedConstraints {
            #expect(constraint.firstAttribute == constraint.secondAttribute, sourceLocation: sourceLocation)
        }
    }
}
