/// Which of a file's view and controller classes is drawn when nothing names one: the screen the file describes, not
/// one of its parts. A class another candidate uses — makes (`let header = HeaderView()`), declares a property or
/// parameter of, or registers (`tableView.register(FeedCell.self, …)`) — in its members or its extensions' is a part
/// of that candidate's screen, so the root is the last candidate declared that no other candidate uses; when every
/// candidate is used by another (they use each other), the last declared.
///
/// ```swift
/// class FeedViewController: UIViewController { … tableView.register(FeedCell.self, forCellReuseIdentifier: "c") … }
/// class FeedCell: UITableViewCell { … }
/// // the root is FeedViewController: FeedCell is one of its parts
/// ```
extension Interpreter {
    /// The candidate drawn by default, nil when there are none.
    func defaultRoot(among candidates: [ScriptClass]) -> ScriptClass? {
        let unused = candidates.filter { candidate in
            !candidates.contains { other in other !== candidate && uses(other, candidate.name) }
        }
        return unused.last ?? candidates.last
    }

    /// Whether the text of a class's members names `name` as a whole word.
    private func uses(_ scriptClass: ScriptClass, _ name: String) -> Bool {
        memberSpans(of: scriptClass.decl).contains { span in
            IdentifierOccurrences.contains(name, in: source.spelling(of: span)) { _, _ in true }
        }
    }

    /// Where a class's members are written: property types and initial values, and method and initializer bodies.
    private func memberSpans(of decl: ClassDecl) -> [SourceSpan] {
        var spans: [SourceSpan] = []
        for property in decl.properties {
            spans += [property.type?.span, property.initialValue?.span].compactMap { $0 }
        }
        return spans + decl.methods.map(\.bodySpan) + decl.initializers.map(\.bodySpan)
    }
}
