import Foundation
import LayoutEngine
import LayoutRender
import LayoutScene
import LayoutScript

/// A scene file read, interpreted and laid out with the renderer's text measurement (so measured = drawn).
///
/// ```swift
/// let solved = try SolvedScene(options)
/// print(solved.result.views.count)
/// ```
struct SolvedScene {
    let canvas: Canvas
    let result: LayoutResult
    let fonts: FontLibrary
    let measurer: PangoTextMeasurer
    /// Script warnings, as layout diagnostics, to print before layout's own.
    let scriptDiagnostics: [LayoutDiagnostic]
    /// What the scene used without defining, and what was skipped because of it.
    let skipped: SkippedCode
    /// The classes that could be the root, and how the root was found.
    let rootCandidates: [String]
    let root: SceneRoot
    /// The scene's constraint statements and what became of them, after layout.
    let coverage: ConstraintCoverage
    /// The hooks undeclared base classes called (``LayoutScript/LoadedScene/hooksRun``).
    let hooksRun: [String]
    /// The entry points run with placeholder data (``LayoutScript/LoadedScene/entryPointsRun``).
    let entryPointsRun: [String]
    /// The states the loaded screen can be put in (before entering any).
    let states: [SceneState]
    /// The steps of the states (``LayoutScript/LoadedScene/stateSteps``).
    let stateSteps: [SceneState]
    /// The file's `#Preview` names.
    let previews: [String]
    /// How many ways the most branching condition on an unknown value could have gone
    /// (``LayoutScript/LoadedScene/unknownBranchCount``).
    let unknownBranchCount: Int
    /// The scene's files as constraint positions name them.
    let sourceFileNames: Set<String>

    /// Loads the scene options' files at their root size, in `configuration` (default: the one the options ask
    /// for).
    /// `state` (default: the options' `--state`) is entered after the first layout, and the scene laid out again;
    /// `fonts` reuses a font set already prepared.
    init(_ options: SceneOptions, in configuration: SceneConfiguration? = nil, state: String? = nil,
         fonts: FontLibrary? = nil) throws(CommandFailure) {
        let configuration = configuration ?? options.configuration
        var loadOptions = options.loadOptions(in: configuration)
        var paths = options.files
        var sources: [SceneSource]?
        var assets = AssetsLocation(explicit: options.assets)
        if options.files.count == 1, AppInput.isFolder(options.files[0]) {
            let app = try AppInput(folder: options.files[0], excluding: options.app.exclude,
                                   including: options.app.include, language: options.app.locale)
            app.module.reportResourceWarnings()
            paths = app.paths
            sources = app.sources
            assets = app.module.assets(explicit: options.assets)
            loadOptions = app.module.loadOptions(loadOptions)
            if loadOptions.rootClass == nil, loadOptions.preview == nil {
                guard let first = app.drawable.first else {
                    throw CommandFailure(.badInput, "\(app.folder): error: no screen to draw: the app declares no "
                                             + "#Preview, view controller, or view or cell class its code makes")
                }
                loadOptions = first.loadOptions(loadOptions)
                Console.current.writeError("note: \(app.folder) has \(app.drawable.count) screens; drawing "
                                               + "\(first.referenceName) (--root NAME or --preview NAME picks another; "
                                               + "check \(app.folder) lists them)\n")
            }
        }
        try self.init(paths: paths, sources: sources, defaultSize: options.rootSize, traits: configuration.traits,
                      assets: assets, options: loadOptions, state: state ?? options.state, fonts: fonts)
    }

    /// Prepares the fonts (the system set plus the assets' font files; errors → exit 3), loads the scene's files (one
    /// module; the last names the assets; an app's, `sources`, already read) with its assets, its ``LoadOptions`` (`UIFont(name:size:)` resolving against
    /// the font set) and with `traits` as the system setting (``LayoutScene/TraitCollection/current``; errors → exit 2)
    /// and lays the scene out; with a `state`, enters it (an unknown name → exit 2) and lays the scene out again.
    init(paths: [String], sources: [SceneSource]? = nil, defaultSize: CGSize, traits: TraitCollection = TraitCollection(),
         assets: AssetsLocation = AssetsLocation(explicit: nil), options: LoadOptions = LoadOptions(),
         state: String? = nil, fonts prepared: FontLibrary? = nil) throws(CommandFailure) {
        let catalog = try assets.catalog(forScene: paths.last ?? "")
        do {
            let appFonts = catalog?.fontFiles ?? []
            if let prepared {
                fonts = prepared
            } else if appFonts.isEmpty, let early = try EarlyFontLibrary.shared.take() {
                fonts = early
            } else {
                fonts = try FontLibrary(additionalFontFiles: appFonts)
            }
        } catch {
            throw CommandFailure(.failure, error.description)
        }
        measurer = PangoTextMeasurer(fonts: fonts)
        var options = options
        options.fontNames = fonts.fontNames
        let loaded: LoadedScene
        switch SceneLoading.load(paths: paths, sources: sources, defaultSize: defaultSize, traits: traits, assets: catalog,
                                 fitting: EngineLayoutFitting(measurer: measurer), options: options) {
        case .success(let scene): loaded = scene
        case .failure(let error): throw CommandFailure(.badInput, error.description)
        }
        canvas = loaded.canvas
        var result = canvas.layout(measuring: measurer)
        if let error = loaded.lifecycleError { throw CommandFailure(.badInput, error.description) }
        try Self.check(canvas.workBudget)
        states = loaded.states
        stateSteps = loaded.stateSteps
        unknownBranchCount = loaded.unknownBranchCount
        previews = loaded.previews
        sourceFileNames = loaded.sourceFileNames
        if let state {
            let entered = TraitCollection.$current.withValue(traits) {
                Result { () throws(ScriptError) in try loaded.enter(state: state) }
            }
            if case .failure(let error) = entered { throw CommandFailure(.badInput, error.description) }
            result = canvas.layout(measuring: measurer)
            if let error = loaded.lifecycleError { throw CommandFailure(.badInput, error.description) }
            try Self.check(canvas.workBudget)
        }
        self.result = result
        scriptDiagnostics = loaded.warnings.map(Self.layoutDiagnostic)
        skipped = loaded.skipped
        rootCandidates = loaded.rootCandidates
        root = loaded.root
        coverage = loaded.coverage
        hooksRun = loaded.hooksRun
        entryPointsRun = loaded.entryPointsRun
    }

    /// Fails with the budget's exhaustion (a limit, exit 2) when it has run out.
    static func check(_ budget: WorkBudget) throws(CommandFailure) {
        if let exhausted = budget.exhaustion { throw CommandFailure(.badInput, exhausted.description) }
    }

    /// Every diagnostic: the script's warnings, then layout's.
    var diagnostics: [LayoutDiagnostic] { scriptDiagnostics + result.diagnostics }

    /// Prints font warnings (a requested family that is not available) to standard error.
    func reportFontWarnings() {
        for warning in fonts.warnings { Console.current.writeError("warning: \(warning)\n") }
    }

    private static func layoutDiagnostic(_ warning: ScriptDiagnostic) -> LayoutDiagnostic {
        let location = warning.line.map { SourceLocation(file: warning.file, line: $0, column: warning.column) }
        return LayoutDiagnostic(severity: warning.severity == .error ? .error : .warning, kind: .misuse,
                                message: warning.message, location: location)
    }
}
