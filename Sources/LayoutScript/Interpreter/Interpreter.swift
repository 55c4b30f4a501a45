import Foundation
import LayoutScene

/// Runs a lowered scene: evaluates statements and expressions over ``Value``s, calls into LayoutScene through
/// ``HostRegistry``, and enforces ``ScriptLimits``. Nothing from the scene is executed as code.
final class Interpreter {
    /// The scene's files, one module.
    let source: SourceModule
    let registry = HostRegistry.shared
    let limits: ScriptLimits
    let defaultSize: CGSize
    /// The asset catalog `UIImage(named:)` reads; `nil` when the scene was loaded without one.
    var assets: AssetCatalog?
    /// The font set `UIFont(name:size:)` resolves names against (``LoadOptions/fontNames``).
    var fontNames: FontNameTable?
    /// What runs `systemLayoutSizeFitting` side layouts; `nil` when the loader was given none.
    var fitting: (any LayoutFitting)?
    /// The app's localized strings (an app folder's, in the language `--locale` names), if any.
    var strings: StringTables?
    let globals = Scope(parent: nil, naming: .stored)
    var classes: [String: ScriptClass] = [:]
    /// The file's classes in declaration order.
    var declaredClasses: [ScriptClass] = []
    /// The scene classes made so far, with their superclasses (their code ran or could run).
    var instantiatedClassNames: Set<String> = []
    /// Whether the coverage counts only the statements of ``instantiatedClassNames`` and of code that ran (see
    /// ``LoadOptions/countsReachedCodeOnly``).
    var countsReachedCodeOnly = false
    /// Whether the module is an app's folder (see ``LoadOptions/isAppFolder``): a name declared in two files is kept
    /// once, with a warning, instead of being a redeclaration.
    var isAppFolder = false
    var namespaces: [String: Namespace] = [:]
    /// The structs and enums nested in each class, by class name.
    var classNamespaces: [String: [String: Namespace]] = [:]
    /// The file's protocols by name.
    var protocols: [String: ScriptProtocol] = [:]
    /// The file's type aliases by name (those declared inside types too).
    var typeAliases: [String: TypeAliasDecl] = [:]
    /// The aliases being resolved, to report one that refers to itself.
    var resolvingAliases: Set<String> = []
    /// Members the file's extensions add to types it does not declare, by ``TypeExtensions/key(forTypeNamed:)``.
    var typeExtensions: [String: ExtensionMembers] = [:]
    /// The file's global functions by name; overloads differ in their argument labels.
    var globalFunctions: [String: [FunctionDecl]] = [:]
    /// The types whose code is running, innermost last (``EnclosingHostType``); nil for code outside any type.
    var enclosingTypes: [EnclosingHostType?] = []
    /// The initializers running, innermost last.
    var initializerFrames: [InitializerFrame] = []
    /// The stored properties whose observers are running, by receiver and declaration (see ``setObserved``).
    var observingProperties: Set<ObservedProperty> = []
    /// Whether a store is a step of a mutation in place (``mutateArray(_:_:_:in:)``), which no observer sees.
    var storesWithoutObservers = false
    var naming = ViewNaming()
    var roots = RootTracking()
    /// What the scene used without defining, and what was skipped because of it.
    var skipped = SkippedCode()
    /// Whether substituted base classes call the hooks their subclasses override (``BaseClassHooks``).
    var runsBaseClassHooks = true
    /// Whether the root and the scene views in its tree run the entry points the app's other files call
    /// (``EntryPoints``).
    var runsEntryPoints = true
    /// The entry points run, `Class.selector` or `Class.property`, each once, in the order first run.
    var entryPointsRun: [String] = []
    /// The drawn root class's instance, once made.
    var rootInstance: Value?
    /// ``entryPoints(of:)`` by class name.
    var entryPointsByClass: [String: [EntryPoint]] = [:]
    /// The methods declared in extensions that add a protocol conformance (witnesses of a protocol's requirements).
    var protocolWitnesses: Set<ObjectIdentifier> = []
    /// Whether text set from an unknown value shows its source expression (``PlaceholderText``).
    var showsPlaceholderText = true
    /// The constraint statements of the scene's files and what became of them (``ConstraintCoverage``).
    let coverage = ConstraintCoverageTracker()
    /// The hooks substituted base classes called, `Class.selector()`, each once, in the order first run.
    var hooksRun: [String] = []
    /// The conditions already warned about as unknown (``UnknownConditions``), by position.
    var warnedConditions: Set<Int> = []
    /// Which branch of a condition on an unknown value runs, 1 for the first (``UnknownConditions``).
    var branchTaken = 1
    /// The most ways a condition on an unknown value that ran could have gone (``UnknownConditions``).
    var unknownBranchCount = 1
    /// ``baseClassHookSelectors(of:)`` by class name.
    var hookSelectorsByClass: [String: [String]] = [:]
    /// The controllers whose base-class hooks wait for their `viewDidLoad` to return (``BaseClassHooks``).
    var controllersAwaitingHooks: Set<ObjectIdentifier> = []
    /// The controllers standing in for undeclared classes named like controllers (``ControllersGuessedFromNames``).
    var controllersGuessedFromNames: Set<ObjectIdentifier> = []
    /// The UIKit views standing in for undeclared classes, with the class (``ContentsOfUndeclaredClasses``).
    var viewsStandingInForClasses: [ObjectIdentifier: String] = [:]
    /// The stand-in views whose Auto Layout flag is off only by the stand-in rule's guess
    /// (``viewStandIn(for:boundTo:declared:at:)``).
    var standInsGuessedForConstraints: Set<ObjectIdentifier> = []
    /// Scene classes deriving directly from an undeclared base class, by name, with the UIKit class standing in.
    var substitutedBases: [String: SubstitutedBaseClass] = [:]
    /// The root class the loading options ask for, if any.
    var rootClassName: String?
    /// The preview the loading options ask for (``LoadOptions/preview``), if any.
    var previewName: String?
    /// The file's `#Preview` blocks, in source order.
    var previews: [PreviewDecl] = []
    /// The preview drawn, if the root is one.
    var previewShown: PreviewDecl?
    /// The container a root controller is shown in (``LoadOptions/embedding``).
    var embedding: ControllerEmbedding?
    /// The device screen every canvas the scene makes is put on (``LoadOptions/device``), if any.
    var screen: DeviceScreen?
    /// The device the scene is drawn on and how it is held (``LoadOptions/device``, ``LoadOptions/orientation``).
    var device: (preset: DevicePreset?, orientation: DeviceOrientation) = (nil, .portrait)
    /// `UIDevice.current`.
    lazy var currentDevice = SceneDevice(preset: device.preset, orientation: device.orientation, rootSize: defaultSize)
    /// The views the scene made, for misuse recorded on views that never join the scene.
    var createdViews: [View] = []
    /// What the scene set on UIKit properties outside layout, by object (``UIKitOutsideLayout``).
    var outsideLayoutValues: [ObjectIdentifier: OutsideLayoutValues] = [:]
    private(set) var warnings: [ScriptDiagnostic] = []
    /// The messages ``warnOnce(_:at:)`` recorded.
    private var warnedOnce: Set<String> = []
    /// Undeclared Objective-C names found to stand for `self` (see ``baseResolvingSelfAlias(_:member:in:)``).
    var selfAliasNames: Set<String> = []
    /// The adapters of scene objects answering tables and collections as their data sources and delegates, kept
    /// alive here because UIKit's lists hold them weakly (see ``listAnswerer(for:make:)``).
    var listAnswerers: [AnyObject] = []
    /// The cell classes registered with each table or collection, by reuse identifier.
    var registeredCells: [ObjectIdentifier: [String: Value]] = [:]
    /// The header and footer classes each table registered, by reuse identifier.
    var registeredSectionViews: [ObjectIdentifier: [String: Value]] = [:]
    /// The first error raised inside a callback from LayoutScene (a `makeConstraints` closure, a lifecycle override),
    /// rethrown when the host call returns, or kept for ``LoadedScene/lifecycleError`` when layout made the call.
    var failure: ScriptFailure?
    /// The items whose constraint closures are running, innermost last.
    var makerItems: [LayoutItem] = []
    /// Where the scene's code builds layout, for closures handed to unknown calls (``LayoutBuildingIndex``).
    var layoutBuilding = LayoutBuildingIndex(files: [])
    /// The `for` loops over unknown sequences already warned about, by position (``iterateLoop(over:_:_:)``).
    var warnedUnknownLoops: Set<Int> = []
    /// The requirement methods already run for each object by an undeclared protocol's template
    /// (``UndeclaredProtocolTemplates``).
    var templateMethodsRun: [ObjectIdentifier: Set<String>] = [:]
    /// The requirement methods of each class, by class name, once worked out.
    var templateRequirementsByClass: [String: [(FunctionDecl, ScriptClass)]] = [:]
    /// The positions of the template calls already warned about.
    var templateCallsWarned: Set<Int> = []
    /// The names of undeclared configuration helpers already warned about (``configurationHelper(_:_:_:_:in:at:)``).
    var configurationHelpersWarned: Set<String> = []
    /// The classes declared in a file not given that an extension stands for
    /// (``declareClassesExtendedElsewhere(_:into:order:namespaces:)``).
    var classesDeclaredElsewhere: Set<String> = []
    /// The placeholder views standing for undeclared view properties, by owner and name
    /// (``inheritedViewProperty(_:of:at:)``, ``placeholderMemberView(_:of:at:)``).
    var inheritedViews: [ObjectIdentifier: [String: Value]] = [:]
    /// Where the expression statement running ends: a call ending there has its result discarded
    /// (``constrainByUnknownHelper(_:_:_:in:at:)``).
    var discardedResultEnd: Int?
    /// Views in no tree handed to unknown code of a view, by view (``noteViewsHanded(_:to:callee:at:)``).
    var viewsHandedToUnknownCode: [ObjectIdentifier: HandedView] = [:]
    /// The views whose own unknown code was given the view they are in, in call order
    /// (``noteViewPinnedByUnknownCode(_:_:callee:at:)``).
    var viewsPinnedByUnknownCode: [PinnedView] = []
    /// `DispatchQueue.main`'s waiting closures.
    let mainQueue = MainQueue()
    /// `UIApplication.shared`: the app on the scene's screen (``screen``, or the default size without a device).
    lazy var application = Application(screenSize: drawnScreenSize, screen: screen,
                                       traits: TraitCollection.current)
    /// `UserDefaults.standard`: empty when the scene starts (``SceneUserDefaults``).
    let standardDefaults = SceneUserDefaults()
    /// The stores `UserDefaults(suiteName:)` gives, by suite name.
    private var defaultsSuites: [String: SceneUserDefaults] = [:]
    /// The module's top-level constants and variables, those of files without top-level code
    /// initialized on first use.
    var lazyGlobals = LazyGlobals()
    /// What `arc4random()` and `arc4random_uniform(_:)` return: the same sequence on every run.
    var randomNumbers = SceneRandomNumbers()
    /// Whether the file declares a global named `view` (then there is no implicit root).
    var declaresGlobalView = false
    /// The image contexts being drawn in, innermost last (`UIGraphicsBeginImageContext…`, `image(actions:)`).
    var imageContexts: [ImageDrawingContext] = []
    private var steps = 0
    /// The scene's work budget, which evaluation spends from with layout, text, painting and encoding.
    var budget = WorkBudget()
    private var loopIterations = 0
    private var viewCount = 0
    private var callDepth = 0
    private var classificationCache: [ObjectIdentifier: HostType] = [:]
    /// The scene functions and methods that ran (a method that never ran and holds constraint statements is a state,
    /// ``SceneState``); kept here, not in the lowered declarations other loads share.
    var functionsRun: Set<ObjectIdentifier> = []
    /// Where each function an app's file could not complete stopped (``stoppedAlone(_:receiver:by:)``), the first
    /// time, by function.
    var functionStops: [ObjectIdentifier: Int] = [:]
    /// The scene functions running now, with how many calls of each are open (see ``unknownRecursion(_:_:at:)``).
    var runningFunctions: [ObjectIdentifier: Int] = [:]
    /// How many unknown calls' arguments are being evaluated now (see
    /// ``activateConstraintArguments(of:callee:in:at:)``): closures handed there to an unknown type's initializer
    /// are not run.
    var evaluatingUnknownArguments = 0
    /// The closures handed to unknown code that were queued, each once per object (see ``absorbCall``).
    var unknownCodeClosuresRun: Set<ClosureRun> = []
    /// The closures handed to unknown code that did not run and hold constraint statements: states of the screen
    /// (see ``noteHandlerHandedToUnknownCode(_:in:)``).
    var handlersHandedToUnknownCode: [HandedHandler] = []
    /// Whether the module's files add elements to an array of each name asked about (see
    /// ``valueFromOutside(_:declared:type:in:)``).
    var arraysAddedTo: [String: Bool] = [:]
    /// When the load must have ended (``LoadOptions/timeLimit``), in uptime nanoseconds, and the limit in seconds.
    var deadline: (nanoseconds: UInt64, seconds: Int)?
    /// The generic arguments written at the call being made (see ``withGenericArguments(_:_:)``).
    var callGenericArguments: [ScriptType] = []

    init(source: SourceModule, defaultSize: CGSize, limits: ScriptLimits) {
        self.source = source
        self.defaultSize = defaultSize
        self.limits = limits
    }

    /// The one store of a `UserDefaults` suite in this scene, made empty on first use.
    func userDefaults(suiteName: String) -> SceneUserDefaults {
        if let existing = defaultsSuites[suiteName] { return existing }
        let made = SceneUserDefaults()
        defaultsSuites[suiteName] = made
        return made
    }

    // MARK: Positions and messages

    func sourceLocation(of span: SourceSpan) -> SourceLocation {
        let (file, line, column) = source.location(of: span.start)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The position LayoutScene's DSL records for a constraint the interpreter makes at `span` (its `#fileID`,
    /// `#line` and `#column` arguments).
    func dslPosition(of span: SourceSpan) -> (file: String, line: UInt, column: UInt) {
        let location = sourceLocation(of: span)
        return (location.file, UInt(location.line), UInt(location.column ?? 0))
    }

    /// Records a warning made before the run (a file left out of the module).
    func record(_ warning: ScriptDiagnostic) {
        warnings.append(warning)
    }

    /// Withdraws the `unknown symbol 'name'` warnings recorded since there were `count` warnings: a rule that reads
    /// the unknown call says what it did instead (one warning per symbol).
    func withdrawUnknownSymbolWarnings(for name: String, since count: Int) {
        guard count < warnings.count else { return }
        let prefix = "unknown symbol '\(name)'"
        let kept = warnings[count...].filter { !$0.message.hasPrefix(prefix) }
        guard kept.count < warnings.count - count else { return }
        warnings.replaceSubrange(count..., with: kept)
        skipped.forgetUnknown(name)
    }

    /// Records a warning at `span`, once for the same message there; past ``maximumWarnings``, one last warning says
    /// that the rest are not shown (a data source of a million sections, each with its own warning, found by the
    /// command-line fuzzer).
    func warn(_ message: String, at span: SourceSpan) {
        guard warnings.count <= Self.maximumWarnings else { return }
        if warnings.count == Self.maximumWarnings {
            warnings.append(ScriptDiagnostic(.warning, "more than \(Grouped.text(Self.maximumWarnings)) warnings: the "
                                                 + "rest are not shown", at: span, in: source))
            return
        }
        let diagnostic = ScriptDiagnostic(.warning, message, at: span, in: source)
        // the same warning at the same place (an image a cell's code names, once per row) is said once
        guard !warnings.contains(diagnostic) else { return }
        warnings.append(diagnostic)
    }

    /// The most warnings one scene records.
    static let maximumWarnings = 1_000

    /// Records a warning unless the same message was already recorded.
    func warnOnce(_ message: String, at span: SourceSpan) {
        guard warnedOnce.insert(message).inserted else { return }
        warn(message, at: span)
    }

    /// Records a warning positioned by a constraint's location rather than a span.
    func warn(_ message: String, at location: SourceLocation?) {
        warnings.append(ScriptDiagnostic(severity: .warning, message: message,
                                         file: location?.file ?? source.files.first?.text.fileName ?? "",
                                         line: location?.line, column: location?.column, sourceLine: nil,
                                         caretLine: nil))
    }

    /// The most specific host type of a host value.
    func hostType(of object: Any) -> HostType? {
        let key = ObjectIdentifier(Swift.type(of: object) as Any.Type)
        if let cached = classificationCache[key] { return cached }
        let found = registry.classify(object)
        classificationCache[key] = found
        return found
    }

    // MARK: Limits

    /// Counts one evaluation step, spending the scene's work budget 64 steps at a time, and fails at the code
    /// running once the budget has run out here or in a layout the code asked for.
    func step(_ span: SourceSpan) throws {
        steps += 1
        guard steps & 63 == 0 else { return }
        if !budget.spend(64, in: .interpretation, on: "the statement evaluated here"), let exhausted = budget.exhaustion {
            throw ScriptFailure.limit(exhausted.message, at: span)
        }
        if steps & 1023 == 0 { try checkTimeLimit(span) }
    }

    /// Fails once the load has run longer than ``LoadOptions/timeLimit`` (asked every 1,024 steps and every main-queue
    /// callback, so that work no step counts — a layout each callback asks for — is bounded too).
    func checkTimeLimit(_ span: SourceSpan) throws {
        guard let deadline, DispatchTime.now().uptimeNanoseconds > deadline.nanoseconds else { return }
        throw ScriptFailure.limit("the scene takes too long to evaluate: the limit is \(Grouped.text(deadline.seconds)) "
                                      + "seconds", at: span)
    }

    func countIteration(_ span: SourceSpan) throws {
        try checkTimeLimit(span)
        loopIterations += 1
        if loopIterations > limits.maximumLoopIterations {
            throw ScriptFailure.limit("too many loop iterations: the limit is "
                                          + "\(Grouped.text(limits.maximumLoopIterations)) per scene", at: span)
        }
    }

    func withCallDepth<T>(_ span: SourceSpan, _ body: () throws -> T) throws -> T {
        guard callDepth < limits.maximumCallDepth else {
            throw ScriptFailure.limit("calls nest too deeply: the limit is \(limits.maximumCallDepth)", at: span)
        }
        callDepth += 1
        defer { callDepth -= 1 }
        return try body()
    }

    /// Counts a new view; every view a scene creates goes through here.
    func makeView(_ view: View, at span: SourceSpan) throws -> Value {
        try countView(at: span)
        createdViews.append(view)
        view.clearsAutoresizingTranslationWhenConstrained = true
        return .object(view)
    }

    func countView(at span: SourceSpan) throws {
        viewCount += 1
        if viewCount > limits.maximumViews {
            throw ScriptFailure.limit("too many views: the limit is \(Grouped.text(limits.maximumViews)) per scene",
                                      at: span)
        }
    }

    func checkLength(_ value: Value, at span: SourceSpan) throws -> Value {
        switch value {
        case .string(let text) where text.utf8.count > limits.maximumStringLength:
            throw stringTooLong(at: span)
        case .dictionary(let dictionary) where dictionary.count > limits.maximumArrayCount:
            throw ScriptFailure.limit("dictionary is too large: the limit is \(Grouped.text(limits.maximumArrayCount)) "
                                          + "entries", at: span)
        case .set(let set) where set.count > limits.maximumArrayCount:
            throw ScriptFailure.limit("set is too large: the limit is \(Grouped.text(limits.maximumArrayCount)) "
                                          + "elements", at: span)
        case .array(let elements) where elements.count > limits.maximumArrayCount:
            throw ScriptFailure.limit("array is too long: the limit is \(Grouped.text(limits.maximumArrayCount)) "
                                          + "elements", at: span)
        default:
            return value
        }
    }

    func stringTooLong(at span: SourceSpan) -> ScriptFailure {
        .limit("string is too long: the limit is \(Grouped.text(limits.maximumStringLength)) bytes", at: span)
    }

    // MARK: Callbacks from LayoutScene

    /// Runs a scene function for LayoutScene (which cannot see errors): an error is kept in ``failure`` and
    /// `fallback` returned; once an error is kept, no more scene code runs.
    func runCallback<Result>(_ function: Value, arguments: [Value], at span: SourceSpan,
                             convert: (Value) -> Result?, fallback: Result) -> Result {
        guard failure == nil else { return fallback }
        do {
            return convert(try call(function, arguments: arguments, at: span)) ?? fallback
        } catch let error as ScriptFailure {
            failure = error
        } catch let thrown as ScriptThrow {
            failure = thrown.failure
        } catch {
            failure = .runtime("\(error)", at: span)
        }
        return fallback
    }

    /// The Swift closure LayoutScene's `makeConstraints` and friends get: it runs the scene closure with `make`,
    /// once per item (arrays run it once per view, in order).
    func makerCallback(_ call: HostCall, index: Int, items: [LayoutItem]) -> (ConstraintMaker) -> Void {
        let function = call.value(index)
        var position = 0
        return { [self] maker in
            let item = items[min(position, items.count - 1)]
            position += 1
            makerItems.append(item)
            defer { makerItems.removeLast() }
            runCallback(function, arguments: [.object(maker)], at: call.span, convert: { _ in () }, fallback: ())
        }
    }

    /// A closure without arguments for LayoutScene (`make.group { … }`).
    func voidCallback(_ call: HostCall, index: Int) -> () -> Void {
        let function = call.value(index)
        return { [self] in
            runCallback(function, arguments: [], at: call.span, convert: { _ in () }, fallback: ())
        }
    }

    /// The item of the innermost running constraint closure.
    var currentMakerItem: LayoutItem? { makerItems.last }

    /// Rethrows an error a callback kept while a host call ran.
    func rethrowCallbackFailure() throws {
        if let failure {
            self.failure = nil
            throw failure
        }
    }
}
