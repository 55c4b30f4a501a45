import Foundation
import LayoutScene
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Loads `.swiftlay` scene files: Swift source written against LayoutScene (or pasted from an iOS project using
/// SnapKit), parsed with swift-syntax and interpreted — never compiled or executed — so an untrusted scene is safe to
/// render. Errors read like swiftc's.
///
/// ```swift
/// let scene = try SceneScript.load(contentsOf: URL(fileURLWithPath: "profile.swiftlay"),
///                                  defaultSize: CGSize(width: 375, height: 667))
/// let result = scene.canvas.layout()
/// ```
public enum SceneScript {
    /// Reads and loads a scene file. Diagnostics name the file by its path as given.
    ///
    /// ```swift
    /// let scene = try SceneScript.load(contentsOf: url, defaultSize: CGSize(width: 390, height: 844))
    /// ```
    public static func load(contentsOf url: URL, defaultSize: CGSize) throws(ScriptError) -> LoadedScene {
        try load(contentsOf: url, defaultSize: defaultSize, limits: ScriptLimits())
    }

    /// Reads and loads a scene file with ``LoadOptions`` (the root class, base-class hooks).
    ///
    /// ```swift
    /// let scene = try SceneScript.load(contentsOf: url, defaultSize: CGSize(width: 390, height: 844),
    ///                                  options: LoadOptions(rootClass: "CardView"))
    /// ```
    public static func load(contentsOf url: URL, defaultSize: CGSize, options: LoadOptions) throws(ScriptError)
        -> LoadedScene {
        try load(contentsOf: url, defaultSize: defaultSize, limits: ScriptLimits(),
                 environment: SceneEnvironment(options: options))
    }

    /// Loads a scene from its text with ``LoadOptions``.
    ///
    /// ```swift
    /// let scene = try SceneScript.load(source: text, fileName: "Card.swift", defaultSize: CGSize(width: 390, height: 844),
    ///                                  options: LoadOptions(runsBaseClassHooks: false))
    /// ```
    public static func load(source: String, fileName: String, defaultSize: CGSize, options: LoadOptions)
        throws(ScriptError) -> LoadedScene {
        try load(source: source, fileName: fileName, defaultSize: defaultSize, limits: ScriptLimits(),
                 environment: SceneEnvironment(options: options))
    }

    /// Loads a scene from its text; `fileName` is what diagnostics and DSL source locations call the file.
    ///
    /// ```swift
    /// let scene = try SceneScript.load(source: "let box = UIView()\nview.addSubview(box)", fileName: "box.swiftlay",
    ///                                  defaultSize: CGSize(width: 320, height: 480))
    /// ```
    public static func load(source: String, fileName: String, defaultSize: CGSize) throws(ScriptError) -> LoadedScene {
        try load(source: source, fileName: fileName, defaultSize: defaultSize, limits: ScriptLimits())
    }

    /// Reads and loads a scene file whose `UIImage(named:)` calls read `assets` (`nil`: no catalog; every named
    /// image is then a placeholder with a warning) and whose `systemLayoutSizeFitting` calls run on `fitting` (the
    /// engine's `EngineLayoutFitting`; without one such a call is an error).
    ///
    /// ```swift
    /// let assets = try AssetCatalog(contentsOf: URL(fileURLWithPath: "Samples/Assets.xcassets"))
    /// let scene = try SceneScript.load(contentsOf: url, defaultSize: CGSize(width: 375, height: 667), assets: assets,
    ///                                  fitting: EngineLayoutFitting(measurer: MonospacedTextMeasurer()))
    /// ```
    public static func load(contentsOf url: URL, defaultSize: CGSize, assets: AssetCatalog?,
                            fitting: (any LayoutFitting)? = nil, options: LoadOptions = LoadOptions())
        throws(ScriptError) -> LoadedScene {
        try load(contentsOf: url, defaultSize: defaultSize, limits: ScriptLimits(),
                 environment: SceneEnvironment(assets: assets, fitting: fitting, options: options))
    }

    /// Loads a scene from its text, reading named images from `assets` and fitting sizes with `fitting`.
    ///
    /// ```swift
    /// let scene = try SceneScript.load(source: text, fileName: "player.swiftlay",
    ///                                  defaultSize: CGSize(width: 375, height: 667), assets: assets)
    /// ```
    public static func load(source: String, fileName: String, defaultSize: CGSize, assets: AssetCatalog?,
                            fitting: (any LayoutFitting)? = nil, options: LoadOptions = LoadOptions())
        throws(ScriptError) -> LoadedScene {
        try load(source: source, fileName: fileName, defaultSize: defaultSize, limits: ScriptLimits(),
                 environment: SceneEnvironment(assets: assets, fitting: fitting, options: options))
    }

    /// Reads several files and loads them as one Swift module (see ``load(sources:defaultSize:assets:fitting:options:)``);
    /// each file's `// layoutviz: files=…` comments add the companion files they name, read before it.
    ///
    /// ```swift
    /// let scene = try SceneScript.load(contentsOf: ["Theme.swift", "ProfileView.swift"].map { URL(fileURLWithPath: $0) },
    ///                                  defaultSize: CGSize(width: 390, height: 844))
    /// ```
    public static func load(contentsOf urls: [URL], defaultSize: CGSize, assets: AssetCatalog? = nil,
                            fitting: (any LayoutFitting)? = nil, options: LoadOptions = LoadOptions())
        throws(ScriptError) -> LoadedScene {
        try load(contentsOf: urls, defaultSize: defaultSize, limits: ScriptLimits(),
                 environment: SceneEnvironment(assets: assets, fitting: fitting, options: options))
    }

    /// Loads several files as one Swift module: the declarations of every file (classes, structs, enums,
    /// extensions, protocols, functions, type aliases) are visible in every file in any order; top-level
    /// statements run file by file in the order given; a global constant or variable of a file without top-level
    /// code is initialized when first used, as Swift initializes globals outside `main.swift`. Diagnostics name each file.
    ///
    /// ```swift
    /// let scene = try SceneScript.load(sources: [SceneSource(name: "Theme.swift", text: themeText),
    ///                                            SceneSource(name: "Card.swift", text: cardText)],
    ///                                  defaultSize: CGSize(width: 390, height: 844),
    ///                                  options: LoadOptions(rootClass: "CardView"))
    /// ```
    public static func load(sources: [SceneSource], defaultSize: CGSize, assets: AssetCatalog? = nil,
                            fitting: (any LayoutFitting)? = nil, options: LoadOptions = LoadOptions())
        throws(ScriptError) -> LoadedScene {
        try load(sources: sources, defaultSize: defaultSize, limits: ScriptLimits(),
                 environment: SceneEnvironment(assets: assets, fitting: fitting, options: options))
    }

    static func load(contentsOf url: URL, defaultSize: CGSize, limits: ScriptLimits,
                     environment: SceneEnvironment = SceneEnvironment()) throws(ScriptError) -> LoadedScene {
        try load(contentsOf: [url], defaultSize: defaultSize, limits: limits, environment: environment)
    }

    /// Reads the files of a scene (each after the companions its `// layoutviz: files=` comments name), with the
    /// size limits and errors loading applies, without loading them: for a front end that translates some first.
    ///
    /// ```swift
    /// let sources = try SceneScript.sources(contentsOf: [URL(fileURLWithPath: "Card.m")])
    /// ```
    public static func sources(contentsOf urls: [URL]) throws(ScriptError) -> [SceneSource] {
        var files = ModuleFiles(limits: ScriptLimits())
        for url in urls { try files.read(url) }
        return files.sources
    }

    static func load(contentsOf urls: [URL], defaultSize: CGSize, limits: ScriptLimits,
                     environment: SceneEnvironment = SceneEnvironment()) throws(ScriptError) -> LoadedScene {
        var files = ModuleFiles(limits: limits)
        for url in urls { try files.read(url) }
        return try load(sources: files.sources, defaultSize: defaultSize, limits: limits, environment: environment)
    }

    static func load(source: String, fileName: String, defaultSize: CGSize, limits: ScriptLimits,
                     environment: SceneEnvironment = SceneEnvironment()) throws(ScriptError) -> LoadedScene {
        try load(sources: [SceneSource(name: fileName, text: source)], defaultSize: defaultSize, limits: limits,
                 environment: environment)
    }

    static func load(sources: [SceneSource], defaultSize: CGSize, limits: ScriptLimits,
                     environment: SceneEnvironment = SceneEnvironment()) throws(ScriptError) -> LoadedScene {
        guard !sources.isEmpty else {
            throw ScriptError(kind: .unreadable, diagnostics: [
                ScriptDiagnostic(fileError: "no scene files given", file: "layoutviz"),
            ])
        }
        for source in sources {
            let size = source.text.utf8.count
            if size > limits.maximumFileBytes { throw tooLarge(size, file: source.name, limits: limits) }
        }
        let module = SourceModule(sources.map(SourceText.init))
        let screen = environment.options.screen
        let traits = screen.map { TraitCollection.current.on($0) } ?? TraitCollection.current
        let outcome = TraitCollection.$current.withValue(traits) {
            LargeStack.run {
                run(module, defaultSize: screen?.size ?? defaultSize, limits: limits, environment: environment)
            }
        }
        return try outcome.get()
    }

    /// A module's files parsed (each file's tree kept for the process, see ``ParseCache``) and lowered.
    struct LoweredModule {
        var files: [[Stmt]] = []
        var sites: [ConstraintSite] = []
        var buildingFacts: [LayoutBuildingIndex.Facts] = []
        var trees: [SourceFileSyntax] = []
        /// The files left out because they could not be read, each as its first error made a warning.
        var leftOut: [ScriptDiagnostic] = []
        /// A warning for each Swift 2 form read as Swift 3's (``SwiftTwoSyntax``).
        var swiftTwoRewrites: [ScriptDiagnostic] = []
    }

    /// Parses and lowers every file of `module`. The first file with an error fails it, unless `leavingOut`: then
    /// such a file is left out of the module (what it declares is unknown) with a warning, as an app folder's files
    /// are (``LoadOptions/isAppFolder``).
    static func lowered(_ module: SourceModule, leavingOut: Bool = false) -> Result<LoweredModule, ScriptError> {
        let key = LoweredModuleCache.Key(module, leavingOut: leavingOut)
        if let kept = LoweredModuleCache.shared.module(for: key) { return .success(kept) }
        let result = loweredAfresh(module, leavingOut: leavingOut)
        if case .success(let lowered) = result { LoweredModuleCache.shared.keep(lowered, for: key) }
        return result
    }

    private static func loweredAfresh(_ module: SourceModule, leavingOut: Bool) -> Result<LoweredModule, ScriptError> {
        var lowered = LoweredModule()
        var parsed: [(SourceModule.File, SourceFileSyntax)] = []
        func leaveOut(_ error: ScriptError) -> Bool {
            guard leavingOut, let first = error.diagnostics.first else { return false }
            lowered.leftOut.append(ScriptDiagnostic(
                severity: .warning, message: "this file is left out of the app's module, so what it declares is "
                    + "unknown: \(first.message)", file: first.file, line: first.line, column: first.column,
                sourceLine: first.sourceLine, caretLine: first.caretLine))
            return true
        }
        for file in module.files {
            switch parse(file) {
            case .success(let (tree, notes)):
                parsed.append((file, tree))
                lowered.swiftTwoRewrites += notes
            case .failure(let error): if !leaveOut(error) { return .failure(error) }
            }
        }
        let operators = CustomOperators(files: parsed.map(\.1))
        let wrappers = PropertyWrapperTypes(files: parsed.map(\.1))
        let generics = GenericTypeParameters(files: parsed.map(\.1))
        for (file, tree) in parsed {
            switch lower(file, tree, operators: operators, wrappers: wrappers, generics: generics) {
            case .success(let (statements, fileSites, facts)):
                lowered.files.append(statements)
                lowered.sites += fileSites
                lowered.buildingFacts.append(facts)
                lowered.trees.append(tree)
            case .failure(let error): if !leaveOut(error) { return .failure(error) }
            }
        }
        return .success(lowered)
    }

    private static func run(_ module: SourceModule, defaultSize: CGSize, limits: ScriptLimits,
                            environment: SceneEnvironment) -> Result<LoadedScene, ScriptError> {
        let lowered: LoweredModule
        switch Self.lowered(module, leavingOut: environment.options.isAppFolder) {
        case .success(let module): lowered = module
        case .failure(let error): return .failure(error)
        }
        let files = lowered.files
        let interpreter = Interpreter(source: module, defaultSize: defaultSize, limits: limits)
        lowered.leftOut.forEach(interpreter.record)
        lowered.swiftTwoRewrites.forEach(interpreter.record)
        interpreter.coverage.add(lowered.sites)
        interpreter.layoutBuilding = LayoutBuildingIndex(files: lowered.buildingFacts)
        interpreter.assets = environment.assets
        interpreter.fitting = environment.fitting
        interpreter.strings = environment.options.strings
        interpreter.deadline = environment.options.timeLimit.map { seconds in
            (DispatchTime.now().uptimeNanoseconds + UInt64(seconds) * 1_000_000_000, seconds)
        }
        interpreter.rootClassName = environment.options.rootClass
        interpreter.embedding = environment.options.embedding
        interpreter.previewName = environment.options.preview
        interpreter.countsReachedCodeOnly = environment.options.countsReachedCodeOnly
        interpreter.isAppFolder = environment.options.isAppFolder
        interpreter.runsBaseClassHooks = environment.options.runsBaseClassHooks
        interpreter.runsEntryPoints = environment.options.runsEntryPoints
        interpreter.branchTaken = max(1, environment.options.branch)
        interpreter.showsPlaceholderText = environment.options.showsPlaceholderText
        interpreter.screen = environment.options.screen
        interpreter.device = (environment.options.device, environment.options.orientation)
        interpreter.fontNames = environment.options.fontNames
        let budget = WorkBudget(limit: environment.options.workBudget)
        interpreter.budget = budget
        do {
            let (canvas, root) = try WorkBudget.$current.withValue(budget) { try interpreter.runModule(files) }
            return .success(LoadedScene(canvas: canvas, root: root, interpreter: interpreter))
        } catch let failure as ScriptFailure {
            return .failure(failure.scriptError(in: module))
        } catch let thrown as ScriptThrow {
            return .failure(thrown.failure.scriptError(in: module))
        } catch {
            return .failure(ScriptFailure.runtime("\(error)", at: SourceSpan(start: 0, end: 0)).scriptError(in: module))
        }
    }

    /// One file parsed and checked for syntax errors, with a warning for each Swift 2 form read as Swift 3's.
    private static func parse(_ file: SourceModule.File)
        -> Result<(SourceFileSyntax, [ScriptDiagnostic]), ScriptError> {
        let source = file.text
        if let tree = ParseCache.shared.tree(for: source.text) { return .success((tree, [])) }
        if let offset = BracketNesting.firstTooDeep(in: source.text) {
            let message = "brackets nest too deeply: more than \(BracketNesting.maximumDepth) levels of '['"
            return .failure(ScriptFailure.limit(message, at: SourceSpan(start: offset, end: offset + 1))
                .scriptError(in: source))
        }
        let tree = Parser.parse(source: source.text)
        if let error = SyntaxCheck.error(in: tree, source: source) {
            return modernized(file, tree: tree).map(Result.success) ?? .failure(error)
        }
        ParseCache.shared.keep(tree, for: source.text)
        return .success((tree, []))
    }

    /// A file with Swift 2 syntax parsed again from its Swift 3 spelling (``SwiftTwoSyntax``), with a warning per
    /// rewrite; nil when there is none or the rewritten text still has errors. Not cached, so that each load warns.
    private static func modernized(_ file: SourceModule.File, tree: SourceFileSyntax)
        -> (SourceFileSyntax, [ScriptDiagnostic])? {
        let source = file.text
        guard SyntaxCheck.firstInvalidCharacter(in: tree) == nil,
              let (text, rewrites) = SwiftTwoSyntax.modernized(
            source.text, diagnostics: ParseDiagnosticsGenerator.diagnostics(for: tree)) else { return nil }
        let modern = Parser.parse(source: text)
        guard SyntaxCheck.error(in: modern, source: source) == nil else { return nil }
        let warnings = rewrites.map { rewrite in
            ScriptDiagnostic(.warning, rewrite.message,
                             at: SourceSpan(start: rewrite.offset, end: rewrite.offset + rewrite.length), in: source)
        }
        return (modern, warnings)
    }

    /// One parsed file lowered, its spans in module offsets.
    private static func lower(_ file: SourceModule.File, _ tree: SourceFileSyntax, operators: CustomOperators,
                              wrappers: PropertyWrapperTypes, generics: GenericTypeParameters)
        -> Result<([Stmt], [ConstraintSite], LayoutBuildingIndex.Facts), ScriptError> {
        let source = file.text
        let lowering = Lowering(baseOffset: file.base, customOperators: operators, propertyWrappers: wrappers,
                                genericTypes: generics)
        let statements = lowering.lower(tree)
        if !lowering.failures.isEmpty {
            let failures = lowering.failures.sorted { $0.span.start < $1.span.start }
            return .failure(ScriptError(kind: failures[0].kind, diagnostics: failures.map {
                ScriptDiagnostic(.error, $0.message, at: SourceSpan(start: $0.span.start - file.base,
                                                                    end: $0.span.end - file.base), in: source)
            }))
        }
        return .success((statements, ConstraintStatementInventory.sites(in: tree, baseOffset: file.base),
                         LayoutBuildingIndex.facts(in: tree, baseOffset: file.base)))
    }

    private static func tooLarge(_ size: Int, file: String, limits: ScriptLimits) -> ScriptError {
        ScriptError(kind: .limit, diagnostics: [
            ScriptDiagnostic(severity: .error, message: "the scene file is too large: \(Grouped.text(size)) bytes (the "
                                 + "limit is \(Grouped.text(limits.maximumFileBytes)) bytes, 1 MB)",
                             file: file, line: 1, column: 1, sourceLine: nil, caretLine: nil),
        ])
    }
}
