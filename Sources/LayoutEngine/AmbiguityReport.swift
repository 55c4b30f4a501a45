import LayoutScene
import LayoutSolver

/// Which attributes of each view the constraints leave open, measured relative to the superview, so that a view
/// moving along with an ambiguous superview is not itself ambiguous.
struct AmbiguityReport {
    private var attributesByView: [ObjectIdentifier: [String]] = [:]

    init(views: [View], session: SolverSession) {
        var expressions: [LinearExpression] = []
        var askedFor: [(view: View, names: [String])] = []
        for view in views {
            guard let superview = view.superview, let frame = session.variables(for: view)?.frame,
                  let parent = session.variables(for: superview)?.frame else { continue }
            var names = ["x", "y", "width", "height"]
            expressions += [frame.x - parent.x, frame.y - parent.y, frame.width, frame.height]
            if let scrollView = view as? ScrollView, !scrollView.sizesContentItself,
               let content = session.variables(for: scrollView.contentLayoutGuide)?.frame {
                names += ["contentWidth", "contentHeight"]
                expressions += [content.width, content.height]
            }
            askedFor.append((view, names))
        }
        var open = session.solver.undetermined(expressions)[...]
        for (view, names) in askedFor {
            let flags = open.prefix(names.count)
            open = open.dropFirst(names.count)
            attributesByView[ObjectIdentifier(view)] = zip(names, flags).filter(\.1).map(\.0)
        }
    }

    /// The view's open attributes, in the order `x`, `y`, `width`, `height`, `contentWidth`, `contentHeight`.
    func attributes(of view: View) -> [String] {
        attributesByView[ObjectIdentifier(view)] ?? []
    }

    /// Whether a scroll view's content width and height are determined.
    func contentSizeIsDetermined(of scrollView: ScrollView) -> (width: Bool, height: Bool) {
        let open = attributes(of: scrollView)
        return (!open.contains("contentWidth"), !open.contains("contentHeight"))
    }

    /// A warning for each ambiguous view, in `views`' order, located at the view's first constraint.
    func diagnostics(for views: [View]) -> [LayoutDiagnostic] {
        views.compactMap { view in
            let open = attributes(of: view)
            guard !open.isEmpty else { return nil }
            let verb = open.count == 1 ? "is" : "are"
            return LayoutDiagnostic(
                severity: .warning, kind: .ambiguity,
                message: "Ambiguous layout: \(view.qualifiedName) \(open.joined(separator: ", ")) \(verb) not "
                    + "determined by its constraints",
                location: view.activeLayoutConstraints.first?.location)
        }
    }
}
