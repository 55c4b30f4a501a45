import LayoutScene
import LayoutSolver

/// Which attributes of each view the constraints leave open, measured relative to the superview, so that a view
/// moving along with an ambiguous superview is not itself ambiguous.
///
/// A scroll view's content width or height is only Auto Layout's to determine when a constraint uses it (a subview
/// pinned to the content's trailing or bottom edge, a constraint on the content guide's size): content that no
/// constraint measures is sized by code, as frame-based content is in UIKit, and is not ambiguous.
struct AmbiguityReport {
    private var attributesByView: [ObjectIdentifier: [String]] = [:]
    /// The content dimensions no constraint uses, per scroll view.
    private var unmeasuredContent: [ObjectIdentifier: Set<String>] = [:]

    init(views: [View], session: SolverSession, constraints: [DesiredConstraint]) {
        var expressions: [LinearExpression] = []
        var askedFor: [(view: View, names: [String])] = []
        var used: Set<ObjectIdentifier>?   // found once, for the first scroll view whose content is asked about
        for view in views {
            guard let superview = view.superview, let frame = session.variables(for: view)?.frame,
                  let parent = session.variables(for: superview)?.frame else { continue }
            var names = ["x", "y", "width", "height"]
            expressions += [frame.x - parent.x, frame.y - parent.y, frame.width, frame.height]
            if let scrollView = view as? ScrollView, !scrollView.sizesContentItself,
               let content = session.variables(for: scrollView.contentLayoutGuide)?.frame {
                names += ["contentWidth", "contentHeight"]
                expressions += [content.width, content.height]
                let variables = used ?? Self.variablesUsed(by: constraints)
                used = variables
                let isUsed = { (expression: LinearExpression) in
                    expression.terms.contains { variables.contains(ObjectIdentifier($0.variable)) }
                }
                unmeasuredContent[ObjectIdentifier(view)] = Set(
                    zip(["contentWidth", "contentHeight"], [content.width, content.height])
                        .filter { !isUsed($0.1) }.map(\.0))
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

    /// The view's open attributes, in the order `x`, `y`, `width`, `height`, `contentWidth`, `contentHeight`; a
    /// content dimension no constraint uses is not one.
    func attributes(of view: View) -> [String] {
        let unmeasured = unmeasuredContent[ObjectIdentifier(view)] ?? []
        return (attributesByView[ObjectIdentifier(view)] ?? []).filter { !unmeasured.contains($0) }
    }

    /// Whether a scroll view's content width and height are determined (by constraints, or by the size code gave
    /// it where they leave it open).
    func contentSizeIsDetermined(of scrollView: ScrollView) -> (width: Bool, height: Bool) {
        let open = attributesByView[ObjectIdentifier(scrollView)] ?? []
        return (!open.contains("contentWidth"), !open.contains("contentHeight"))
    }

    /// The variables `constraints` use, leaving out the ones layout adds for a guide (a content guide's own
    /// definition, which fixes its origin and, for a size code set, its size, measures nothing).
    private static func variablesUsed(by constraints: [DesiredConstraint]) -> Set<ObjectIdentifier> {
        var used = Set<ObjectIdentifier>()
        for constraint in constraints {
            if case .system(_, .guideDefinition) = constraint.key { continue }
            for term in constraint.candidate.expression.terms { used.insert(ObjectIdentifier(term.variable)) }
        }
        return used
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
