/// What a substituted base class (see ``BaseClassSubstitution``) does that its real one did: call the hooks its
/// subclasses override. The evidence is the subclass's code, not the hook's name: a method marked `override` that
/// neither UIKit's stand-in class nor any scene class in the chain declares must be declared by the undeclared base,
/// and a base declares such a method in order to call it. So the substitute calls every hook that is
///
/// - marked `override` in a scene class whose chain ends in the substituted base, with no parameters,
/// - not a method of the UIKit class standing in for the base (`layoutSubviews()` is UIKit's to call),
/// - declared without `override` by no scene class of the chain (that class's own method, not the base's), and
/// - never called by the scene's files themselves (outside `super.` calls), since then the file decides when it runs —
///   a call without a receiver in a method of an unrelated class declaring a method of that name too (`layoutUI()`
///   in `InfoItemView`'s initializer, beside `HeaderCell`'s `override func layoutUI()`) calls that class's own, so
///   it does not count,
///
/// once each — the most derived implementation — in source order, base-most class first. A view's base calls them once
/// the object is initialized; a view controller's base calls them in `viewDidLoad` (where `super.viewDidLoad()` runs,
/// or when the subclass does not override it) — unless the subclass's `viewDidLoad` adds, after that call, a view the
/// hooks name (`super.viewDidLoad(); view.addSubview(logoView)` beside `override func setupConstraints() {
/// logoView.snp… }`): constraining it before it is in the tree would crash, so that base calls them later (in
/// `updateViewConstraints`, as such bases do), and they run when `viewDidLoad` returns. ``LoadedScene/hooksRun``
/// lists what ran and `layoutviz check` reports it. `SceneScript.load(…, options: LoadOptions(runsBaseClassHooks:
/// false))` and `layoutviz --no-base-hooks` turn this off: the substituted base then does nothing.
///
/// ```swift
/// // class CommentCell: BaseTableViewCell { override func configUI() { … } }   // configUI() runs after init
/// BaseClassHooks.isCalled("configUI", in: "override func configUI() { super.configUI() }") // false
/// ```
enum BaseClassHooks {
    /// Whether the file calls `name(` anywhere other than in a declaration (`func name(`) or a `super.name(` call,
    /// where `reaches` accepts the call, given the text before it.
    static func isCalled(_ name: String, in text: String, where reaches: (Substring) -> Bool = { _ in true }) -> Bool {
        IdentifierOccurrences.contains(name, in: text) { before, after in
            after.first == "(" && !before.hasSuffix("func ") && !before.hasSuffix("super.") && reaches(before)
        }
    }
}

extension Interpreter {
    /// The selectors of the hooks a substituted base calls on instances of `scriptClass` (see ``BaseClassHooks``), in
    /// the order it calls them; worked out once per class (a table's cells are many instances of one).
    func baseClassHookSelectors(of scriptClass: ScriptClass) -> [String] {
        if let known = hookSelectorsByClass[scriptClass.name] { return known }
        let found = findBaseClassHookSelectors(of: scriptClass)
        hookSelectorsByClass[scriptClass.name] = found
        return found
    }

    private func findBaseClassHookSelectors(of scriptClass: ScriptClass) -> [String] {
        var chain: [ScriptClass] = []
        var current: ScriptClass? = scriptClass
        while let link = current {
            chain.insert(link, at: 0)
            current = link.superclass
        }
        let base = scriptClass.hostBase
        let hostType = registry.named(base.hostTypeName)
        let ownMethods = Set(chain.flatMap { $0.decl.methods.filter { !$0.isOverride }.map(\.selector) })
        var selectors: [String] = []
        for link in chain {
            for method in link.decl.methods where method.isOverride && method.parameters.isEmpty && !method.isStatic
                || isCalledByMissingDeclaration(method, of: link) {
                let selector = method.selector
                guard !selectors.contains(selector),
                      !ownMethods.contains(selector) || isCalledByMissingDeclaration(method, of: link),
                      !base.overrides(selector),
                      hostType?.methods(named: method.name).contains(where: { $0.selector == selector }) != true,
                      !isCalled(method.name, reaching: scriptClass)
                else { continue }
                selectors.append(selector)
            }
        }
        return selectors
    }

    /// Whether the files call `name(` where the call may reach `scriptClass`'s method (see ``BaseClassHooks``).
    private func isCalled(_ name: String, reaching scriptClass: ScriptClass) -> Bool {
        source.files.contains { file in
            BaseClassHooks.isCalled(name, in: file.text.text) { before in
                let unqualified = !before.hasSuffix(".") || before.hasSuffix("self.")
                guard unqualified, let caller = classDeclaring(offset: file.base + before.utf8.count) else {
                    return true
                }
                let related = caller === scriptClass || caller.isSubclass(of: scriptClass)
                    || scriptClass.isSubclass(of: caller)
                return related || caller.methods(named: name).isEmpty
            }
        }
    }

    /// The scene class whose method or initializer body holds the module offset `offset`, if any.
    private func classDeclaring(offset: Int) -> ScriptClass? {
        classes.values.first { scriptClass in
            scriptClass.decl.methods.contains { $0.bodySpan.start <= offset && offset < $0.bodySpan.end }
                || scriptClass.decl.initializers.contains { $0.bodySpan.start <= offset && offset < $0.bodySpan.end }
        }
    }

    /// The selectors of the hooks that run on instances of `scriptClass`: none unless hooks are on and part of the
    /// class is in a file not given (``hasPartsInFilesNotGiven(_:)``).
    func hooksRunning(on scriptClass: ScriptClass) -> [String] {
        guard runsBaseClassHooks, hasPartsInFilesNotGiven(scriptClass) else { return [] }
        return baseClassHookSelectors(of: scriptClass)
    }

    /// Runs the hooks of an instance whose class chain ends in a substituted base class or holds a class declared
    /// elsewhere (``declareClassesExtendedElsewhere(_:into:order:namespaces:)``).
    func runBaseClassHooks(of object: Value, class scriptClass: ScriptClass, at span: SourceSpan) throws {
        for selector in hooksRunning(on: scriptClass) {
            guard let (method, owner) = scriptClass.method(selector: selector) else { continue }
            if !hooksRun.contains("\(owner.name).\(selector)") { hooksRun.append("\(owner.name).\(selector)") }
            _ = try withCallDepth(span) {
                try invoke(method, definingScope: globals, receiver: ScriptReceiver(value: object, definingClass: owner),
                           arguments: [], at: span)
            }
        }
    }

    /// `super.name(…)` reaching a substituted base class: `viewDidLoad` runs UIKit's and then the hooks; a method
    /// UIKit's class does not have is the undeclared base's own, unknown: its arguments are evaluated, the constraints
    /// among them activated and the views in no tree among them handed to it (``noteViewsHanded(_:to:callee:at:)``).
    /// Nil when UIKit's class handles the call.
    func superCallToSubstitutedBase(_ name: String, _ call: Call, receiver: Value, definingClass: ScriptClass,
                                    in scope: Scope, at span: SourceSpan) throws -> Value? {
        guard substitutedBase(of: definingClass) != nil,
              definingClass.superclass?.methods(named: name).isEmpty != false else { return nil }
        let selector = Selector.text(name, call.labels)
        if selector == "viewDidLoad()", let controller = receiver.host((any ScriptedControllerObject).self) {
            controller.callBaseImplementation(selector, [])
            try rethrowCallbackFailure()
            let scriptClass = controller.instance.scriptClass
            if hooksNameViewsAddedLater(in: scriptClass, after: span) {
                controllersAwaitingHooks.insert(ObjectIdentifier(controller))
            } else {
                try runBaseClassHooks(of: receiver, class: scriptClass, at: span)
            }
            return .void
        }
        if definingClass.hostBase.overrides(selector) { return nil }
        if case .object(let object) = receiver, hostType(of: object)?.methods(named: name).isEmpty == false { return nil }
        // the base's own method, in a file not given: what it is handed is evaluated, as for any unknown call
        let arguments = activateConstraintArguments(of: call, callee: "super.\(selector)", in: scope, at: span)
        noteViewsHanded(arguments, to: receiver, callee: "super.\(selector)", at: span)
        return .void
    }
}

extension Interpreter {
    /// Whether the `viewDidLoad` holding the `super.viewDidLoad()` call at `superCall` adds, after it, a view whose
    /// name a hook of `scriptClass` uses.
    private func hooksNameViewsAddedLater(in scriptClass: ScriptClass, after superCall: SourceSpan) -> Bool {
        guard let (viewDidLoad, _) = scriptClass.method(selector: "viewDidLoad()"),
              superCall.end <= viewDidLoad.bodySpan.end else { return false }
        let rest = source.spelling(of: SourceSpan(start: superCall.end, end: viewDidLoad.bodySpan.end))
        let added = Self.namesAddedAsSubviews(in: rest)
        guard !added.isEmpty else { return false }
        return baseClassHookSelectors(of: scriptClass).contains { selector in
            guard let (hook, _) = scriptClass.method(selector: selector) else { return false }
            let text = source.spelling(of: hook.bodySpan)
            return added.contains { IdentifierOccurrences.contains($0, in: text) { _, _ in true } }
        }
    }

    /// The last names of the views `addSubview(…)`, `addArrangedSubview(…)` and the like are given in `text`
    /// (`self.logoView` gives `logoView`).
    private static func namesAddedAsSubviews(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let call = rest.range(of: "Subview") {
            rest = rest[call.upperBound...]
            guard let open = rest.firstIndex(of: "("), rest[..<open].allSatisfy({ $0.isLetter }),
                  let close = rest[open...].firstIndex(of: ")") else { continue }
            let argument = rest[rest.index(after: open)..<close]
            if let last = argument.split(separator: ".").last?.trimmingCharacters(in: .whitespaces),
               !last.isEmpty, last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                names.insert(last)
            }
        }
        return names
    }

    /// The hooks held back from `super.viewDidLoad()` (``hooksNameViewsAddedLater(in:after:)``), run once the
    /// controller's `viewDidLoad` has returned.
    func runAwaitedBaseClassHooks(of controller: any ScriptedControllerObject) {
        guard controllersAwaitingHooks.remove(ObjectIdentifier(controller)) != nil else { return }
        runBaseClassHooksFromLifecycle(of: controller)
    }

    /// The hooks of a controller whose class does not override `viewDidLoad`, run by LayoutScene's lifecycle call
    /// (errors are kept for ``LoadedScene/lifecycleError``).
    func runBaseClassHooksFromLifecycle(of controller: any ScriptedControllerObject) {
        guard failure == nil else { return }
        let scriptClass = controller.instance.scriptClass
        do {
            try runBaseClassHooks(of: .object(controller), class: scriptClass, at: scriptClass.decl.nameSpan)
        } catch let error as ScriptFailure {
            failure = error
        } catch {
            failure = .runtime("\(error)", at: scriptClass.decl.nameSpan)
        }
    }
}

extension Interpreter {
    /// `super.init(style:reuseIdentifier:)` and other initializers of a substituted base class that its stand-in
    /// lacks: the stand-in's `init(frame: .zero)` (views) or `init()` (controllers) instead.
    func substitutedSuperInit(_ call: Call, in scope: Scope) -> Call? {
        guard let definingClass = scope.currentReceiver?.definingClass, definingClass.superclass == nil,
              substitutedBase(of: definingClass) != nil else { return nil }
        let base = definingClass.hostBase
        guard !base.initializerSelectors.contains(Selector.text("init", call.labels)) else { return nil }
        guard base.isView else { return Call(callee: call.callee, arguments: [], span: call.span, anchor: call.anchor) }
        let zero = Argument(label: "frame", value: .implicitMember("zero", call.span), span: call.span)
        return Call(callee: call.callee, arguments: [zero], span: call.span, anchor: call.anchor)
    }
}
