import Foundation
@testable import LayoutScene
import Testing

// Priorities through the DSL: names, numbers, UIKit priorities, SnapKit's ConstraintPriority arithmetic, and
// changing the priority of made constraints (required ↔ optional on an active constraint is refused, as in UIKit).

@Suite struct PriorityTests {
    let superview = namedView("superview")
    let view: View

    init() {
        view = superview.addNamedSubview("view")
    }

    /// The priority `modify` gives `width == 10`.
    private func priority(_ modify: (ConstraintMakerEditable) -> ConstraintMakerFinalizable) -> Float? {
        prepared(on: view) { make in _ = modify(make.width.equalTo(10)) }.first?.priority.rawValue
    }

    @Test func namedPriorities() {
        #expect(priority { $0.priority(.required) } == 1000)
        #expect(priority { $0.priority(.high) } == 750)
        #expect(priority { $0.priority(.medium) } == 500)
        #expect(priority { $0.priority(.low) } == 250)
        #expect(priority { $0.priority(.fittingSizeLevel) } == 50)
        #expect(priority { $0.priorityRequired() } == 1000)
        #expect(priority { $0.priorityHigh() } == 750)
        #expect(priority { $0.priorityMedium() } == 500)
        #expect(priority { $0.priorityLow() } == 250)
    }

    @Test func numericPriorities() {
        #expect(priority { $0.priority(999) } == 999)
        #expect(priority { $0.priority(UInt(7)) } == 7)
        #expect(priority { $0.priority(Float(300)) } == 300)
        #expect(priority { $0.priority(600.5) } == 600.5)
        #expect(priority { $0.priority(CGFloat(12)) } == 12)
    }

    @Test func layoutPriorities() {
        #expect(priority { $0.priority(UILayoutPriority.defaultHigh) } == 750)
        #expect(priority { $0.priority(.defaultHigh) } == 750)
        #expect(priority { $0.priority(.defaultLow) } == 250)
        #expect(priority { $0.priority(UILayoutPriority.defaultHigh + 1) } == 751)
        #expect(priority { $0.priority(LayoutPriority.required - 1) } == 999)
        #expect(priority { $0.priority(LayoutPriority(321)) } == 321)
    }

    @Test func constraintPriorityArithmetic() {
        #expect(priority { $0.priority(ConstraintPriority.low.advanced(by: 1)) } == 251)
        #expect(priority { $0.priority(ConstraintPriority(floatLiteral: 999.5)) } == 999.5)
        #expect(ConstraintPriority.low.distance(to: .high) == 500)
        #expect(ConstraintPriority.required.advanced(by: -1) == ConstraintPriority(999))
    }

    @Test func defaultPriorityIsRequired() {
        #expect(priority { $0 } == 1000)
    }

    @Test func priorityAppliesToEveryAttributeAndTarget() {
        let a = superview.addNamedSubview("a")
        let b = superview.addNamedSubview("b")
        view.snp.makeConstraints { $0.edges.equalTo([a, b]).offset(1).priority(.low) }
        #expect(superview.installedConstraints.count == 8)
        #expect(superview.installedConstraints.allSatisfy { $0.priority == .defaultLow && $0.constant == 1 })
    }

    @Test func updatePriorityBetweenOptionalValues() throws {
        let width = try #require(view.snp.makeConstraints { $0.width.equalTo(10).priority(.low) }.first)
        width.update(priority: 600)
        #expect(view.installedConstraints.map(\.priority) == [600])
        width.update(priority: .high)
        #expect(view.installedConstraints.map(\.priority) == [.defaultHigh])
        #expect(superview.misuse.isEmpty)
    }

    @Test func updatePriorityFromRequiredOnActiveConstraintIsRefused() throws {
        let width = try #require(view.snp.makeConstraints { $0.width.equalTo(10) }.first)
        let line = #line + 1
        width.update(priority: .high)
        #expect(view.installedConstraints.map(\.priority) == [.required])
        #expect(superview.misuse == [Misuse("Mutating a priority from required to not on an installed constraint "
            + "(or vice-versa) is not supported.  You passed priority 750.0 and the existing priority was 1000.0.",
                                            line: line)])
    }

    @Test func updatePriorityToRequiredOnActiveConstraintIsRefused() throws {
        let width = try #require(view.snp.makeConstraints { $0.width.equalTo(10).priority(.low) }.first)
        let line = #line + 1
        width.update(priority: 1000)
        #expect(view.installedConstraints.map(\.priority) == [.defaultLow])
        #expect(superview.misuse == [Misuse("Mutating a priority from required to not on an installed constraint "
            + "(or vice-versa) is not supported.  You passed priority 1000.0 and the existing priority was 250.0.",
                                            line: line)])
    }

    @Test func updatePriorityOnInactiveConstraintIsAccepted() throws {
        let width = try #require(view.snp.prepareConstraints { $0.width.equalTo(10) }.first)
        width.update(priority: .low)
        width.activate()
        #expect(view.installedConstraints.map(\.priority) == [.defaultLow])
        #expect(superview.misuse.isEmpty)
    }

    @Test func layoutConstraintPrioritySetterOnActiveConstraintIsRefused() throws {
        let line = #line + 1
        view.snp.makeConstraints { $0.width.equalTo(10) }
        let width = try #require(view.installedConstraints.first)
        width.priority = 500
        #expect(width.priority == .required)
        #expect(superview.misuse == [Misuse("Mutating a priority from required to not on an installed constraint "
            + "(or vice-versa) is not supported.  You passed priority 500.0 and the existing priority was 1000.0.",
                                            line: line)])

        width.isActive = false
        width.priority = 500
        #expect(width.priority == 500)
        #expect(superview.misuse.count == 1)
    }
}
