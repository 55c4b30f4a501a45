/// What a substituted base class (see ``BaseClassSubstitution``) does that its real one usually did: call the setup
/// hooks its subclasses override. A view's base calls them once the object is initialized; a view controller's
/// base calls them in `viewDidLoad` (where `super.viewDidLoad()` runs, or when the subclass does not override
/// it). Only hooks the subclasses declare without parameters and never call themselves run, in this order:
///
/// 1. general setup: `setup`, `setUp`, `setupUI`, `setUpUI`, `setUI`, `configureUI`, `initUI`, `setupView`,
///    `setupViews`, `configureView`, `configureViews`, `commonInit`, `initialize`
/// 2. hierarchy: `configureHierarchy`, `setupHierarchy`, `setHierarchy`, `addViews`, `addView`, `addSubviews`,
///    `setupSubviews`, `setupSubview`, `addSubViews`
/// 3. attributes: `setupStyle`, `setStyle`, `configureStyle`, `setupAttributes`, `setAttributes`,
///    `configureAttributes`, `setupProperties`, `configureVC`, `configureViewController`
/// 4. layout: `setupLayout`, `setUpLayout`, `setLayout`, `setupLayouts`, `setLayouts`, `configureLayout`,
///    `setupConstraints`, `setUpConstraints`, `setConstraints`, `makeConstraints`, `bindConstraints`,
///    `configureConstraints`, `setupAutoLayout`, `layout`
/// 5. bindings: `bind`, `bindViewModel`, `bindUI`, `setupBindings`, `setupActions`, `setAction`, `addTargets`
///
/// `SceneScript.load(…, options: LoadOptions(runsBaseClassHooks: false))` and `layoutviz --no-base-hooks` turn this
/// off: the substituted base then does nothing.
///
/// ```swift
/// BaseClassHooks.order.first // "setup"
/// ```
enum BaseClassHooks {
    static let order = [
        "setup", "setUp", "setupUI", "setUpUI", "setUI", "configureUI", "initUI", "setupView", "setupViews",
        "configureView", "configureViews", "commonInit", "initialize",
        "configureHierarchy", "setupHierarchy", "setHierarchy", "addViews", "addView", "addSubviews", "setupSubviews",
        "setupSubview", "addSubViews",
        "setupStyle", "setStyle", "configureStyle", "setupAttributes", "setAttributes", "configureAttributes",
        "setupProperties", "configureVC", "configureViewController",
        "setupLayout", "setUpLayout", "setLayout", "setupLayouts", "setLayouts", "configureLayout", "setupConstraints",
        "setUpConstraints", "setConstraints", "makeConstraints", "bindConstraints", "configureConstraints",
        "setupAutoLayout", "layout",
        "bind", "bindViewModel", "bindUI", "setupBindings", "setupActions", "setAction", "addTargets",
    ]

    /// Whether the file calls `name(` anywhere other than in a declaration (`func name(`) or a `super.name(` call.
    static func isCalled(_ name: String, in text: String) -> Bool {
        var searchStart = text.startIndex
        let needle = name + "("
        while let found = text.range(of: needle, range: searchStart..<text.endIndex) {
            searchStart = found.upperBound
            let before = text[text.startIndex..<found.lowerBound]
            if let last = before.last, last.isLetter || last.isNumber || last == "_" { continue }
            if before.hasSuffix("func ") || before.hasSuffix("super.") { continue }
            return true
        }
        return false
    }
}

extension Interpreter {
    /// Runs the hooks of an instance whose class chain ends in a substituted base class.
    func runBaseClassHooks(of object: Value, class scriptClass: ScriptClass, at span: SourceSpan) throws {
        guard runsBaseClassHooks, substitutedBase(of: scriptClass) != nil else { return }
        for name in BaseClassHooks.order {
            guard let (method, owner) = scriptClass.method(selector: "\(name)()"),
                  !source.files.contains(where: { BaseClassHooks.isCalled(name, in: $0.text.text) }) else { continue }
            _ = try withCallDepth(span) {
                try invoke(method, definingScope: globals, receiver: ScriptReceiver(value: object, definingClass: owner),
                           arguments: [], at: span)
            }
        }
    }

    /// `super.name(…)` reaching a substituted base class: `viewDidLoad` runs UIKit's and then the hooks; a method
    /// UIKit's class does not have is the undeclared base's own, unknown, and does nothing. Nil when UIKit's class
    /// handles the call.
    func superCallToSubstitutedBase(_ name: String, _ call: Call, receiver: Value, definingClass: ScriptClass,
                                    at span: SourceSpan) throws -> Value? {
        guard substitutedBase(of: definingClass) != nil,
              definingClass.superclass?.methods(named: name).isEmpty != false else { return nil }
        let selector = Selector.text(name, call.labels)
        if selector == "viewDidLoad()", let controller = receiver.host((any ScriptedControllerObject).self) {
            controller.callBaseImplementation(selector, [])
            try rethrowCallbackFailure()
            try runBaseClassHooks(of: receiver, class: controller.instance.scriptClass, at: span)
            return .void
        }
        if definingClass.hostBase.overridableSelectors.contains(selector) { return nil }
        if case .object(let object) = receiver, hostType(of: object)?.methods(named: name).isEmpty == false { return nil }
        return .void
    }
}

extension Interpreter {
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
