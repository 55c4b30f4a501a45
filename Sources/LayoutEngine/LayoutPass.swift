import Foundation
import LayoutScene

/// One call of ``LayoutScene/Canvas/layout(measuring:)``: builds the constraints, solves until the constants that
/// depend on solved frames settle, then writes the frames back into the scene and reports.
struct LayoutPass {
    /// How many solves one layout may take before it stops chasing frame-dependent constants.
    static let passLimit = 8

    let canvas: Canvas
    let state: LayoutState
    let measurement: TextMeasurement
    let plan: ConstraintPlan
    /// The canvas's views and guides, each view followed by its guides.
    let items: [LayoutItem]

    init(canvas: Canvas, measurer: any TextMeasuring) {
        let state = canvas.layoutState as? LayoutState ?? LayoutState()
        canvas.layoutState = state
        canvas.nameViewsAfterStoredProperties()
        self.canvas = canvas
        self.state = state
        measurement = TextMeasurement(measurer: measurer, budget: canvas.workBudget)
        let views = canvas.viewsInTreeOrder
        items = canvas.allItemsInSubtree()
        plan = ConstraintPlan(canvas: canvas, views: views, sceneConstraints: canvas.allActiveLayoutConstraints(),
                              autoresizingFrames: Self.autoresizingFrames(canvas: canvas, views: views, state: state))
    }

    /// Solves, incrementally in the solver kept from the last layout when there is one, and writes the results.
    /// When the kept solver meets a conflict, the layout starts over in a fresh one (which never asks to restart,
    /// so the loop runs once).
    func run() -> LayoutResult {
        if let session = state.session, let solved = solve(in: session, restartOnConflict: true) {
            return finish(solved, in: session)
        }
        while true {
            let session = SolverSession()
            state.session = session
            state.solverRebuilds += 1
            if let solved = solve(in: session, restartOnConflict: false) { return finish(solved, in: session) }
        }
    }

    /// Syncs and solves until the inputs settle or ``passLimit`` is reached; `nil` when a conflict asked for a restart.
    private func solve(in session: SolverSession, restartOnConflict: Bool) -> SolvedLayout? {
        session.prepareVariables(for: items)
        var inputs = DynamicInputs.initial(views: plan.views, canvas: canvas, previous: session.settledInputs,
                                           measurement: measurement)
        var passes = 0
        while true {
            let desired = plan.constraints(with: LayoutGeometry(session: session, inputs: inputs))
            guard canvas.workBudget.spend(items.count + desired.count, in: .layout,
                                          on: "the layout of \(plan.views.count) views") else {
                return SolvedLayout(desired: desired, inputs: inputs, unsettled: [])
            }
            guard session.sync(desired, state: state, restartOnConflict: restartOnConflict) else { return nil }
            session.solver.updateVariables()
            passes += 1
            let next = inputs.updated(views: plan.views, canvas: canvas, frames: { session.solvedFrame(of: $0) },
                                      contentSizes: { session.solvedContentSize(of: $0) }, measurement: measurement)
            let changes = next.changes(from: inputs, in: plan.views)
            if changes.isEmpty || passes == Self.passLimit {
                return SolvedLayout(desired: desired, inputs: next, unsettled: changes)
            }
            inputs = next
        }
    }

    /// The frame each view translating its autoresizing mask keeps: the hosted controller's view fills the canvas;
    /// other views keep their frame, unless it is the one layout wrote last time, which stands for the input then.
    private static func autoresizingFrames(canvas: Canvas, views: [View],
                                           state: LayoutState) -> [ObjectIdentifier: CGRect] {
        let hostedRoot = canvas.hostedController?.view
        var frames: [ObjectIdentifier: CGRect] = [:]
        for view in views where view !== canvas && view.translatesAutoresizingMaskEffectively {
            let key = ObjectIdentifier(view)
            if view === hostedRoot, view.superview === canvas {
                frames[key] = CGRect(origin: .zero, size: canvas.frame.size)
            } else if let memory = state.autoresizedFrames[key], memory.written == view.frame {
                frames[key] = memory.input
            } else {
                frames[key] = view.frame
            }
        }
        return frames
    }
}

/// Where a layout's solving ended.
struct SolvedLayout {
    /// The constraints of the last solve, in canonical order.
    let desired: [DesiredConstraint]
    /// The inputs the solved frames imply.
    let inputs: DynamicInputs
    /// What was still changing when the pass limit stopped the solving; empty when the inputs settled.
    let unsettled: [String]
}

extension SolverSession {
    /// A view's solved frame in canvas coordinates (zero for a view not in the canvas): the alignment rectangle its
    /// variables describe, outset by its ``View/alignmentRectInsets``.
    func solvedFrame(of view: View) -> CGRect {
        guard let alignmentRect = variables(for: view)?.solvedFrame else { return .zero }
        let insets = view.alignmentRectInsets
        return CGRect(x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
                      width: alignmentRect.width + insets.left + insets.right,
                      height: alignmentRect.height + insets.top + insets.bottom)
    }

    /// A scroll view's content size: the one it sizes itself (a table's or collection's), else its solved content
    /// guide's size.
    func solvedContentSize(of scrollView: ScrollView) -> CGSize {
        guard !scrollView.sizesContentItself,
              let content = variables(for: scrollView.contentLayoutGuide)?.solvedFrame else {
            return scrollView.contentSize
        }
        return content.size
    }
}
