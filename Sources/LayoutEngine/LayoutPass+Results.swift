import Foundation
import LayoutScene

extension LayoutPass {
    /// Writes the solution into the scene (frames, guide frames, safe areas, text, content sizes) and reports.
    func finish(_ solved: SolvedLayout, in session: SolverSession) -> LayoutResult {
        session.settledInputs = solved.inputs
        let ambiguity = AmbiguityReport(views: plan.views, session: session, constraints: solved.desired)
        let views = plan.views.map { write($0, solved: solved, session: session, ambiguity: ambiguity) }
        var autoresized: [ObjectIdentifier: AutoresizedFrame] = [:]
        for view in plan.views {
            guard let input = plan.autoresizingFrames[ObjectIdentifier(view)] else { continue }
            autoresized[ObjectIdentifier(view)] = AutoresizedFrame(view: view, input: input, written: view.frame)
        }
        state.autoresizedFrames = autoresized
        let report = DiagnosticsReport(canvas: canvas, solved: solved, session: session, ambiguity: ambiguity)
        return LayoutResult(views: views, diagnostics: report.diagnostics, conflicts: report.conflicts,
                            unsatisfiedConstraints: report.unsatisfiedConstraints)
    }

    private func write(_ view: View, solved: SolvedLayout, session: SolverSession,
                       ambiguity: AmbiguityReport) -> ViewLayout {
        let key = ObjectIdentifier(view)
        let absolute = view === canvas ? CGRect(origin: .zero, size: canvas.frame.size) : session.solvedFrame(of: view)
        if view !== canvas, let superview = view.superview {
            view.frame = Self.frame(absolute, inBoundsOf: superview, session: session)
        }
        view.safeAreaInsets = solved.inputs.safeAreaInsets[key] ?? .zero
        if view is any TextSizedView, let input = solved.inputs.texts[key] {
            view.textContent = input.content
        }
        if let scrollView = view as? ScrollView {
            scrollView.adjustedContentInset = solved.inputs.adjustedContentInsets[key] ?? scrollView.contentInset
        }
        for guide in view.allLayoutGuides {
            guard let variables = session.variables(for: guide) else { continue }
            guide.layoutFrame = Self.frame(variables.solvedFrame, inBoundsOf: view, session: session)
        }
        if let scrollView = view as? ScrollView, !scrollView.sizesContentItself,
           let content = session.variables(for: scrollView.contentLayoutGuide)?.solvedFrame {
            let determined = ambiguity.contentSizeIsDetermined(of: scrollView)
            scrollView.recordLaidOutContentSize(width: determined.width ? content.size.width : nil,
                                                height: determined.height ? content.size.height : nil)
        }
        return ViewLayout(view: view, name: view.displayName, parentName: view.superview?.displayName,
                          frame: view.frame, absoluteFrame: absolute,
                          ambiguousAttributes: ambiguity.attributes(of: view),
                          intrinsicSize: solved.inputs.texts[key]?.content.intrinsicSize ?? view.intrinsicContentSize)
    }

    /// `absolute` (canvas coordinates) in the coordinates of `view`'s bounds (a scroll view's content coordinates).
    private static func frame(_ absolute: CGRect, inBoundsOf view: View, session: SolverSession) -> CGRect {
        let origin = session.solvedFrame(of: view).origin
        return CGRect(x: absolute.origin.x - origin.x + view.bounds.origin.x,
                      y: absolute.origin.y - origin.y + view.bounds.origin.y,
                      width: absolute.size.width, height: absolute.size.height)
    }
}
