/// Which of a file's view and controller classes is drawn when nothing names one: the screen the file describes, not
/// one of its parts. A class another candidate makes is a part of that candidate's screen — a property holding an
/// instance it creates (`let header = HeaderView()`, `lazy var list: FeedList = { … }()`), or code creating or
/// registering one (`HeaderView(…)`, `.init`, `FeedCell.self`; in Objective-C `[HeaderView alloc]`, `new`, `[FeedCell
/// class]`), in its members or its extensions'. A mere reference is not (`weak var delegate: FeedViewController?`, a
/// parameter's type): a part may point back at its screen. So the root is the last candidate declared that no other
/// makes — unless its file declares another such candidate and is named after it, as Xcode names a screen's file
/// (`LoginVC` in `LoginVC.m` beside a `VerifyVC` it presents), and no candidate is its subclass: then that one. When
/// each is made by another, the last declared. Among several that none makes, the one whose own code adds the most
/// views and makes the most constraints (directly or through the functions it calls; reloading a list's rows is not
/// counted) is the screen — an extension of a view that makes every constraint, not the controller's beside it that
/// sets delegates and adds a refresh control — and the last declared of those that tie.
///
/// ```swift
/// class FeedViewController: UIViewController { … tableView.register(FeedCell.self, forCellReuseIdentifier: "c") … }
/// class FeedCell: UITableViewCell { weak var owner: FeedViewController? }
/// // the root is FeedViewController: FeedCell is one of its parts
/// ```
extension Interpreter {
    /// The candidate drawn by default, nil when there are none.
    func defaultRoot(among candidates: [ScriptClass]) -> ScriptClass? {
        let unmade = candidates.filter { candidate in
            !candidates.contains { other in other !== candidate && makes(other, candidate.name) }
        }
        guard let last = unmade.last else { return candidates.last }
        let file = fileName(of: last)
        // a subclass declared beside it draws its screen and more (`DriveListRowCell: DriveListCell`)
        if let named = unmade.first(where: { candidate in
            fileName(of: candidate) == file && Self.baseName(of: file) == candidate.name
                && !unmade.contains { $0 !== candidate && $0.isSubclass(of: candidate) }
        }) {
            return named
        }
        let counts = unmade.map(buildingCount)
        guard let most = counts.max(), most > 0 else { return last }
        return unmade[counts.lastIndex(of: most) ?? unmade.count - 1]
    }

    private func fileName(of candidate: ScriptClass) -> String {
        sourceLocation(of: candidate.decl.nameSpan).file
    }

    /// `LoginVC` for `App/LoginVC.m`.
    private static func baseName(of file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.split(separator: ".").first.map(String.init) ?? name
    }

    /// Whether a class's members create or register an instance of the class `name`.
    private func makes(_ scriptClass: ScriptClass, _ name: String) -> Bool {
        let decl = scriptClass.decl
        let heldProperties = decl.properties.compactMap { property -> [SourceSpan]? in
            guard let value = property.initialValue?.span else { return nil }
            return [property.type?.span, value].compactMap { $0 }
        }
        if heldProperties.joined().contains(where: { names(name, in: $0) }) { return true }
        let bodies = decl.methods.map(\.bodySpan) + decl.initializers.map(\.bodySpan)
        return bodies.contains { span in
            IdentifierOccurrences.contains(name, in: source.spelling(of: span)) { before, after in
                Self.isCreation(before: before, after: after)
            }
        }
    }

    private func names(_ name: String, in span: SourceSpan) -> Bool {
        IdentifierOccurrences.contains(name, in: source.spelling(of: span)) { _, _ in true }
    }

    /// `Name(`, `Name.init`, `Name.self`, `[Name alloc]`, `[Name new]`, `[Name class]`.
    private static func isCreation(before: Substring, after: Substring) -> Bool {
        if after.hasPrefix("(") || after.hasPrefix(".init") || after.hasPrefix(".self") { return true }
        guard before.last == "[" else { return false }
        let message = after.drop(while: \.isWhitespace)
        return ["alloc", "new", "class"].contains { message.hasPrefix($0) }
    }
}
