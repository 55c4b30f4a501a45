import LayoutScene

/// A scene file, run: the canvas to lay out, how its root was found, and warnings about the file.
///
/// ```swift
/// let scene = try SceneScript.load(source: text, fileName: "card.swiftlay", defaultSize: CGSize(width: 375, height: 667))
/// let result = scene.canvas.layout()
/// scene.warnings.forEach { print($0) }
/// if let error = scene.lifecycleError { print(error) }
/// ```
public struct LoadedScene {
    /// The root canvas: the file's first canvas, the implicit `view`, or the canvas hosting its controller.
    ///
    /// ```swift
    /// let result = scene.canvas.layout()
    /// ```
    public let canvas: Canvas
    /// How the root was found.
    ///
    /// ```swift
    /// if case .controller(let name) = scene.root { print(name) }
    /// ```
    public let root: SceneRoot
    private let interpreter: Interpreter

    init(canvas: Canvas, root: SceneRoot, interpreter: Interpreter) {
        self.canvas = canvas
        self.root = root
        self.interpreter = interpreter
    }

    /// Warnings about the file (code with no effect, such as `print`), including any raised by code that layout ran.
    ///
    /// ```swift
    /// for warning in scene.warnings { print(warning) } // scene.swiftlay:9:5: warning: 'print' has no effect …
    /// ```
    public var warnings: [ScriptDiagnostic] {
        interpreter.translationNotes + interpreter.warnings + interpreter.misuseOutsideTheScene(of: canvas)
    }

    /// What the scene used without defining and what was skipped because of it (unknown symbols, closures never
    /// run, substituted base classes, skipped constraints); `layoutviz check` summarises it.
    ///
    /// ```swift
    /// if !scene.skipped.isEmpty { print(scene.skipped.unknownSymbols) }
    /// ```
    public var skipped: SkippedCode { interpreter.skipped }

    /// How much of the layout the files state reached the layout: each constraint statement and whether it made
    /// constraints (see ``ConstraintCoverage``). Read it after `canvas.layout()`, since code layout runs counts too.
    ///
    /// ```swift
    /// _ = scene.canvas.layout()
    /// print(scene.coverage.percent ?? 100) // 90.0
    /// ```
    public var coverage: ConstraintCoverage { interpreter.constraintCoverage() }

    /// The hooks undeclared base classes called on the scene's objects (see "Base classes" in the README), as
    /// `Class.selector()`, each once, in the order they first ran; `layoutviz check` lists them.
    ///
    /// ```swift
    /// print(scene.hooksRun) // ["CommentCell.configUI()"]
    /// ```
    public var hooksRun: [String] { interpreter.hooksRun }

    /// The entry points the app's other files would call that ran with placeholder data (see "Entry points" in the
    /// README), as `Class.selector` or `Class.property`, each once, in the order they first ran; `layoutviz check`
    /// lists them.
    ///
    /// ```swift
    /// print(scene.entryPointsRun) // ["ProductCell.configure(with:)"]
    /// ```
    public var entryPointsRun: [String] { interpreter.entryPointsRun }

    /// The states the drawn screen can be put in (see ``SceneState``), read after `canvas.layout()`: code layout runs
    /// runs methods too.
    ///
    /// ```swift
    /// _ = scene.canvas.layout()
    /// print(scene.states.map(\.name)) // ["FeedViewController.toggleMenu()"]
    /// ```
    public var states: [SceneState] { interpreter.stateCandidates(on: canvas).map(\.state) }

    /// The steps of the states (methods a state's method calls that hold constraint statements of their own), which
    /// ``enter(state:)`` also takes: a step its state does not reach (a `guard` returns first on placeholder data)
    /// lays out its statements when entered on its own. `check`'s coverage enters them after the states.
    ///
    /// ```swift
    /// _ = scene.canvas.layout()
    /// print(scene.stateSteps.map(\.name)) // ["ValueViewController.drawGraph()"]
    /// ```
    public var stateSteps: [SceneState] {
        interpreter.stateCandidates(on: canvas, steps: true).filter(\.isStep).map(\.state)
    }

    /// Puts the screen in the state `name` names (``SceneState/isNamed(_:)``): runs its method once with placeholder
    /// arguments. Call it after `canvas.layout()` and lay the canvas out again to draw the state. A name that is no
    /// state, or more than one, is an error; a runtime error inside the method is a warning.
    ///
    /// ```swift
    /// _ = scene.canvas.layout()
    /// try scene.enter(state: "toggleMenu")
    /// let expanded = scene.canvas.layout()
    /// ```
    public func enter(state name: String) throws(ScriptError) {
        do {
            try interpreter.enterState(named: name, on: canvas)
        } catch let failure as ScriptFailure {
            throw failure.scriptError(in: interpreter.source)
        } catch {
            throw ScriptFailure.runtime("\(error)", at: SourceSpan(start: 0, end: 0))
                .scriptError(in: interpreter.source)
        }
    }

    /// How many ways the most branching condition on an unknown value that ran could have gone (1 when none ran):
    /// `LoadOptions.branch` up to this number draws each (``UnknownConditions``).
    ///
    /// ```swift
    /// scene.unknownBranchCount // 3 for `if model.isEmpty { … } else if model.isLocked { … } else { … }`
    /// ```
    public var unknownBranchCount: Int { interpreter.unknownBranchCount }

    /// The classes that could be the root (view controllers and views), in declaration order; `layoutviz check`
    /// lists them, `--root` picks one.
    ///
    /// ```swift
    /// print(scene.rootCandidates) // ["ProfileViewController", "ProfileHeaderView"]
    /// ```
    public var rootCandidates: [String] { interpreter.rootCandidates.map(\.name) }

    /// The file's `#Preview` blocks by name (`Preview`, `Preview 2`, … for unnamed ones), in source order;
    /// `layoutviz check` lists them, `--preview` picks one.
    ///
    /// ```swift
    /// print(scene.previews) // ["Empty", "Loaded", "Dark"]
    /// ```
    public var previews: [String] { interpreter.previewTitles }

    /// The names of the scene's files as positions name them: each file given, and for a translated file (Objective-C)
    /// the files it came from (the `.m` and its header).
    ///
    /// ```swift
    /// scene.sourceFileNames.contains("card.swiftlay") // true
    /// ```
    public var sourceFileNames: Set<String> {
        Set(interpreter.source.files.flatMap { file in
            [file.text.fileName] + (file.text.origins.map { Array($0.files.keys) } ?? [])
        })
    }

    /// The first error raised by scene code that layout ran after loading — a controller's `updateViewConstraints`,
    /// `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `viewWillAppear`, `viewDidAppear`, or a view's
    /// `intrinsicContentSize` override. The code stops at the error (later callbacks are skipped); check this after
    /// `layout()` and treat it as a load error.
    ///
    /// ```swift
    /// let result = scene.canvas.layout()
    /// if let error = scene.lifecycleError { throw error }
    /// ```
    public var lifecycleError: ScriptError? {
        interpreter.failure.map { $0.scriptError(in: interpreter.source) }
    }
}
