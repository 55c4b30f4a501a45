import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// The solver is kept between layouts: a changed constant is updated in place, new constraints are added and
/// removed ones taken out, without rebuilding the rest.
@Suite struct IncrementalLayoutTests {
    let canvas = Canvas(width: 400, height: 400)
    let box: View

    init() {
        box = makeView("box", in: canvas)
        pin(box, 10, 10, 100, 50)
    }

    private var state: LayoutState {
        get throws { try #require(layoutState(of: canvas)) }
    }

    @Test func updateConstraintsChangesOnlyTheConstant() throws {
        canvas.layout()
        let builds = try state.constraintBuilds
        box.snp.updateConstraints { make in make.width.equalTo(150) }
        canvas.layout()
        expectFrame(box.frame, 10, 10, 150, 50)
        #expect(try state.constantUpdates == 1)
        #expect(try state.constraintBuilds == builds)
        #expect(try state.solverRebuilds == 1)
    }

    @Test func updatingAnOffsetChangesOnlyTheConstant() throws {
        let top = box.snp.constraints[1]
        canvas.layout()
        top.update(offset: 30)
        canvas.layout()
        expectFrame(box.frame, 10, 30, 100, 50)
        #expect(try state.constantUpdates == 1)
    }

    @Test func anUnchangedSceneTouchesNothing() throws {
        let label = makeLabel("body", text: "aaaa bbbb cccc", lines: 0, in: canvas)
        label.snp.makeConstraints { make in
            make.left.top.equalTo(box)
            make.width.equalTo(40)
        }
        canvas.layout()
        let (builds, updates) = try (state.constraintBuilds, state.constantUpdates)
        canvas.layout()
        #expect(try state.constraintBuilds == builds)
        #expect(try state.constantUpdates == updates)
        expectFrame(label.frame, 10, 10, 40, 36)
    }

    @Test func remakingRebuildsOnlyThoseConstraints() throws {
        let other = makeView("other", in: canvas)
        pin(other, 0, 100, 20, 20)
        canvas.layout()
        let builds = try state.constraintBuilds
        other.snp.remakeConstraints { make in
            make.left.equalTo(box.snp.right)
            make.top.equalTo(100)
            make.size.equalTo(20)
        }
        canvas.layout()
        expectFrame(other.frame, 110, 100, 20, 20)
        #expect(try state.constraintBuilds == builds + 4)
        #expect(try state.solverRebuilds == 1)
    }

    @Test func aNewViewAddsItsConstraints() throws {
        canvas.layout()
        let builds = try state.constraintBuilds
        let other = makeView("other", in: canvas)
        pin(other, 0, 100, 20, 20)
        canvas.layout()
        expectFrame(other.frame, 0, 100, 20, 20)
        #expect(try state.constraintBuilds == builds + 4)
        #expect(try state.solverRebuilds == 1)
    }

    @Test func aChangedPriorityRebuildsThatConstraint() throws {
        let preferred = box.snp.prepareConstraints { make in make.width.equalTo(300).priority(.low) }
        preferred.forEach { $0.activate() }
        canvas.layout()
        let builds = try state.constraintBuilds
        preferred.forEach { $0.update(priority: .high) }
        canvas.layout()
        #expect(try state.constraintBuilds == builds + 1)
        #expect(try state.constantUpdates == 0)
    }

    @Test func aResizedCanvasUpdatesItsSizeInPlace() throws {
        let full = makeView("full", in: canvas)
        full.snp.makeConstraints { make in make.edges.equalToSuperview() }
        canvas.layout()
        canvas.size = CGSize(width: 300, height: 200)
        canvas.layout()
        expectFrame(full.frame, 0, 0, 300, 200)
        #expect(try state.constantUpdates == 2)
        #expect(try state.solverRebuilds == 1)
    }

    @Test func aNewConflictRebuildsSoItIsReportedAsAFreshSolveWouldReportIt() throws {
        canvas.layout()
        box.snp.makeConstraints { make in make.width.equalTo(200) }
        let result = canvas.layout()
        #expect(result.conflicts.count == 1)
        #expect(try state.solverRebuilds == 2)
        expectFrame(box.frame, 10, 10, 100, 50)
    }

    @Test func requiredHuggingAndCompressionMoveTogether() throws {
        let label = makeLabel("title", text: "Hello", in: canvas)
        label.setContentHuggingPriority(.required, for: .vertical)
        label.setContentCompressionResistancePriority(.required, for: .vertical)
        label.snp.makeConstraints { make in make.left.top.equalTo(0) }
        canvas.layout()
        label.font = .systemFont(ofSize: 20)
        let result = canvas.layout()
        #expect(result.diagnostics.isEmpty)
        expectFrame(label.frame, 0, 0, 50, 24)
        #expect(try state.solverRebuilds == 1)
    }
}
