import Foundation
@testable import LayoutScene
import Testing

// Port of SnapKit's Tests.swift (part 3 of 3: attribute pairing, guides, identifiers, labels and priorities).

@Suite struct SnapKitAttributeTests {
    let container = View()

    private var firstAttributes: Set<LayoutAttribute> { Set(container.installedConstraints.map(\.firstAttribute)) }
    private var secondAttributes: Set<LayoutAttribute> { Set(container.installedConstraints.map(\.secondAttribute)) }

    @Test func testHorizontalVerticalEdges() {
        let view = View()
        container.addSubview(view)

        view.snp.makeConstraints {
            $0.verticalEdges.equalToSuperview()
            $0.horizontalEdges.equalToSuperview()
        }
        #expect(container.installedConstraints.count == 4)
        #expect(container.installedConstraints.allSatisfy { $0.firstItem === view && $0.secondItem === container })
        #expect(container.installedConstraints.allSatisfy { $0.firstAttribute == $0.secondAttribute })
        #expect(container.installedConstraints.map(\.firstAttribute) == [.top, .bottom, .left, .right])
    }

    @Test func testHorizontalVerticalDirectionalEdges() {
        let view = View()
        container.addSubview(view)

        view.snp.makeConstraints {
            $0.directionalVerticalEdges.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview()
        }
        #expect(container.installedConstraints.count == 4)
        #expect(container.installedConstraints.allSatisfy { $0.firstItem === view && $0.secondItem === container })
        #expect(container.installedConstraints.allSatisfy { $0.firstAttribute == $0.secondAttribute })
        #expect(container.installedConstraints.map(\.firstAttribute) == [.top, .bottom, .leading, .trailing])
    }

    @Test func testConstraintIdentifier() {
        let identifier = "Test-Identifier"
        let view = View()
        container.addSubview(view)

        view.snp.makeConstraints {
            $0.top.equalTo(container.snp.top).labeled(identifier)
        }
        #expect(container.installedConstraints.first?.identifier == identifier)
        #expect(view.snp.constraints.first?.label == identifier)
    }

    @Test func testEdgesToEdges() {
        let view = View()
        container.addSubview(view)

        view.snp.remakeConstraints {
            $0.edges.equalTo(container.snp.edges)
        }
        #expect(container.installedConstraints.count == 4)
        #expect(container.installedConstraints.map(\.firstAttribute) == [.left, .top, .right, .bottom])
        #expect(container.installedConstraints.map(\.secondAttribute) == [.left, .top, .right, .bottom])
    }

    @Test func testDirectionalEdgesToDirectionalEdges() {
        let view = View()
        container.addSubview(view)

        view.snp.remakeConstraints {
            $0.directionalEdges.equalTo(container.snp.directionalEdges)
        }
        #expect(container.installedConstraints.count == 4)
        #expect(firstAttributes == [.top, .leading, .bottom, .trailing])
        #expect(secondAttributes == [.top, .leading, .bottom, .trailing])
    }

    @Test func testEdgesToMargins() {
        let view = View()
        container.addSubview(view)

        view.snp.remakeConstraints {
            $0.edges.equalTo(container.snp.margins)
        }
        #expect(container.installedConstraints.count == 4)
        #expect(container.installedConstraints.map(\.firstAttribute) == [.left, .top, .right, .bottom])
        #expect(container.installedConstraints.map(\.secondAttribute) == [.leftMargin, .topMargin, .rightMargin,
                                                                           .bottomMargin])

        view.snp.remakeConstraints {
            $0.margins.equalTo(container.snp.edges)
        }
        #expect(container.installedConstraints.count == 4)
        #expect(firstAttributes == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
        #expect(secondAttributes == [.top, .left, .bottom, .right])
        #expect(container.installedConstraints.allSatisfy { $0.firstAttribute.isMargin })
        #expect(container.installedConstraints.allSatisfy { !$0.secondAttribute.isMargin })
    }

    @Test func testDirectionalEdgesToDirectionalMargins() {
        let view = View()
        container.addSubview(view)

        view.snp.remakeConstraints {
            $0.directionalEdges.equalTo(container.snp.directionalMargins)
        }
        #expect(container.installedConstraints.count == 4)
        #expect(firstAttributes == [.top, .leading, .bottom, .trailing])
        #expect(secondAttributes == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])

        view.snp.remakeConstraints {
            $0.directionalMargins.equalTo(container.snp.directionalEdges)
        }
        #expect(container.installedConstraints.count == 4)
        #expect(firstAttributes == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        #expect(secondAttributes == [.top, .leading, .bottom, .trailing])
    }

    @Test func testLayoutGuideConstraints() {
        let viewController = ViewController()
        viewController.view = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        viewController.view.addSubview(container)

        container.snp.makeConstraints {
            $0.top.equalTo(viewController.topLayoutGuide.snp.bottom)
            $0.bottom.equalTo(viewController.bottomLayoutGuide.snp.top)
        }
        #expect(viewController.view.installedConstraints.count == 2)
        #expect(viewController.view.installed(.top)?.secondItem === viewController.topLayoutGuide.guide)
        #expect(viewController.view.installed(.top)?.secondAttribute == .bottom)
        #expect(viewController.view.installed(.bottom)?.secondItem === viewController.bottomLayoutGuide.guide)
        #expect(viewController.view.installed(.bottom)?.secondAttribute == .top)
    }

    @Test func testCanSetLabel() {
        container.snp.setLabel("Hello World")
        #expect(container.snp.label() == "Hello World")
        #expect(container.name == "Hello World")
    }

    @Test func testPriorityShortcuts() {
        let view = View()
        container.addSubview(view)

        view.snp.remakeConstraints { make in
            make.left.equalTo(1000.0).priority(.required)
        }
        #expect(container.installedConstraints.count == 1)
        #expect(container.installedConstraints.first?.priority.rawValue == ConstraintPriority.required.value)

        view.snp.remakeConstraints { make in
            make.left.equalTo(1000.0).priority(.low)
        }
        #expect(container.installedConstraints.count == 1)
        #expect(container.installedConstraints.first?.priority.rawValue == ConstraintPriority.low.value)

        view.snp.remakeConstraints { make in
            make.left.equalTo(1000.0).priority(ConstraintPriority.low.value + 1)
        }
        #expect(container.installedConstraints.count == 1)
        #expect(container.installedConstraints.first?.priority.rawValue == 251)
    }

    @Test func testPriorityStride() {
        let highPriority: ConstraintPriority = .high
        let higherPriority: ConstraintPriority = ConstraintPriority.high.advanced(by: 1)
        #expect(higherPriority.value == highPriority.value + 1)
        #expect(higherPriority.value == 751)
    }
}
