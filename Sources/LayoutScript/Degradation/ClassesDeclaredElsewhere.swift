/// A file that holds only an extension of an app's class — `extension ChatViewController { func layout() { … } }`,
/// the class declared in a file not given — still describes that class's screen. The extension stands for the class:
///
/// - a class of that name is declared, deriving from the UIKit class its name implies (the suffixes of
///   ``BaseClassSubstitution``: `…ViewController` is a `UIViewController`, `…Cell` a `UITableViewCell`, …), holding the
///   extension's members, with a warning; a name that implies none (`ViewWeather`, `SLUserViewHeader`) is judged by
///   the designated initializer its initializers call on `super` (`[super initWithFrame:frame]` makes it a `UIView`,
///   `init(style:reuseIdentifier:)` a `UITableViewCell`, `init(nibName:bundle:)` a `UIViewController`), else by what
///   the extension's layout code uses of `self`: `view` (`view.addSubview(…)`, `[self.view addSubview:…]`) makes it
///   a `UIViewController`, its own `addSubview(…)` (`[self addSubview:…]`) a `UIView`; otherwise the extension is
///   ignored, as before. In an app's file, UIKit's name less its `UI` prefix (`extension TableViewCell`) is such an
///   app class too, though layoutviz's model types answer to it in scenes. A name implying only a plain view
///   (`ProductDetailView`) whose layout code uses `self`'s `view` is a controller named after its screen;
/// - the missing declaration is what calls the extension's methods, so it calls, like an undeclared base class (see
///   ``BaseClassHooks``), each method of the extension that takes no parameters, is not `override`, `static`,
///   `@objc` (an action) or `private`/`fileprivate` (invisible to the other file), and that the files never call —
///   once, in source order: for a view after its initializer, for a controller at `viewDidLoad`. `check` lists them
///   with the base class hooks.
///
/// ```swift
/// // extension ChatViewController { func layout() { view.addSubview(input); … } }
/// // → ChatViewController: UIViewController, and layout() runs at viewDidLoad
/// ```
extension Interpreter {
    /// Declares a class for each extension of an undeclared type whose name implies a UIKit class; the extensions
    /// then add their members to it.
    func declareClassesExtendedElsewhere(_ extensions: [ExtensionDecl], into declarations: inout [String: ClassDecl],
                                         order: inout [ClassDecl], namespaces: [NamespaceDecl]) {
        for decl in extensions {
            guard let name = decl.extendedType.simpleName,
                  ClassKeys.extendedClassKey(decl.extendedType, among: declarations) == nil, protocols[name] == nil,
                  !namespaces.contains(where: { $0.name == name }),
                  extensionKey(forTypeNamed: name) == nil || isAppClassNamedLikeModel(name, at: decl.extendedType.span),
                  let (implied, evidence) = uikitClass(impliedBy: name, andUseIn: decl) else { continue }
            let span = decl.extendedType.span
            let classDecl = ClassDecl(name: name, nameSpan: span, superclass: .named([implied], span), conformances: [],
                                      members: MemberList())
            declarations[name] = classDecl
            order.append(classDecl)
            classesDeclaredElsewhere.insert(name)
            warn("'\(name)' is declared in a file not given: its extension here stands for the class, a \(implied) "
                     + "(\(evidence)), and the extension's methods the files never call run as its declaration would "
                     + "call them (see 'Base classes' in the README)", at: span)
        }
    }

    /// Whether `name`, extended in an app's file (`.swift` or Objective-C, not a scene), is UIKit's name less its `UI`
    /// prefix (`TableViewCell`, `Label`): layoutviz's own model types answer to those names in scenes, but UIKit has
    /// none of them, so in an app's code it is the app's class.
    private func isAppClassNamedLikeModel(_ name: String, at span: SourceSpan) -> Bool {
        guard let host = registry.named(name), host.name == "UI" + name else { return false }
        return !source.location(of: span.start).file.hasSuffix(".swiftlay")
    }

    /// The UIKit class the extended type's name implies, unless that is the plain `UIView` of a name ending in `View`
    /// while the extension's layout code uses `self`'s `view` (`extension ProductDetailView { … view.leadingAnchor
    /// … }`, a controller named after its screen): then a `UIViewController`. Without one by name, the class its use
    /// of `self` implies. With the evidence in words.
    private func uikitClass(impliedBy name: String, andUseIn decl: ExtensionDecl) -> (String, String)? {
        let byUse = uikitClass(impliedByUseIn: decl)
        guard let byName = BaseClassSubstitution.uikitClass(impliedBy: name) else { return byUse }
        if byName == "UIView", let byUse, byUse.0 == "UIViewController" { return byUse }
        return (byName, "by its name")
    }

    /// The UIKit class an extension that builds layout implies by what it uses of `self` (see above), and that
    /// evidence in words; nil when it uses neither.
    private func uikitClass(impliedByUseIn decl: ExtensionDecl) -> (String, String)? {
        let initializers = decl.members.initializers.map(\.bodySpan)
        if let bySuper = Self.uikitClass(impliedBySuperInitializerIn: initializers.map(source.spelling)) {
            return bySuper
        }
        let bodies = (decl.members.methods.filter { !$0.isStatic }.map(\.bodySpan) + initializers)
            .filter(layoutBuilding.builds)
        guard !bodies.isEmpty else { return nil }
        let text = bodies.map(source.spelling).joined(separator: "\n")
        let ownMember = { (before: Substring) in before.last != "." || before.hasSuffix("self.") }
        // Swift's `view.addSubview(…)`, `self.view.…`; Objective-C's `[self.view addSubview:…]`
        if IdentifierOccurrences.contains("view", in: text, where: { before, after in
            after.first == "." && ownMember(before) || before.hasSuffix("self.")
        }) {
            return ("UIViewController", "by its code's use of 'view'")
        }
        // Swift's `addSubview(…)`, `self.addSubview(…)`; Objective-C's `[self addSubview:…]`
        if IdentifierOccurrences.contains("addSubview", in: text, where: { before, after in
            after.first == "(" && ownMember(before) || after.first == ":" && before.hasSuffix("[self ")
        }) {
            return ("UIView", "by its code's own 'addSubview'")
        }
        return nil
    }

    /// The UIKit class whose designated initializer an extension's initializers call on `super` (`super.init(frame:
    /// frame)`, `[super initWithFrame:frame]` in a category's `initWithFrame:mincard:`), and that evidence in words.
    private static func uikitClass(impliedBySuperInitializerIn bodies: [String]) -> (String, String)? {
        let designated = [
            (["super.init(frame:", "[super initWithFrame:"], "UIView", "init(frame:)"),
            (["super.init(style:", "[super initWithStyle:"], "UITableViewCell", "init(style:reuseIdentifier:)"),
            (["super.init(nibName:", "[super initWithNibName:"], "UIViewController", "init(nibName:bundle:)"),
        ]
        for (spellings, uikitClass, initializer) in designated
        where bodies.contains(where: { body in spellings.contains { body.contains($0) } }) {
            return (uikitClass, "its initializer calls \(uikitClass)'s \(initializer) on super")
        }
        return nil
    }

    /// Whether part of `scriptClass` is in a file not given: its chain ends in an undeclared base class
    /// (``BaseClassSubstitution``) or holds a class declared elsewhere. Such a class's missing code calls its hooks
    /// and declares the views its code uses without declaring.
    func hasPartsInFilesNotGiven(_ scriptClass: ScriptClass) -> Bool {
        substitutedBase(of: scriptClass) != nil || isDeclaredElsewhere(scriptClass)
    }

    /// Whether the scene's class `scriptClass` or a superclass stands for a class declared in a file not given.
    func isDeclaredElsewhere(_ scriptClass: ScriptClass) -> Bool {
        var current: ScriptClass? = scriptClass
        while let link = current {
            if classesDeclaredElsewhere.contains(link.name) { return true }
            current = link.superclass
        }
        return false
    }

    /// Whether the missing declaration of a class declared elsewhere calls `method` (see above).
    func isCalledByMissingDeclaration(_ method: FunctionDecl, of scriptClass: ScriptClass) -> Bool {
        classesDeclaredElsewhere.contains(scriptClass.name) && method.isCallableWithoutArgumentsFromAnotherFile
    }
}
