import ArgumentParser
import Foundation
import LayoutScene
import LayoutScript

/// The scene file (and the files of its module), the root size or device, the appearance, text size and direction
/// shared by every command that reads a scene.
///
/// ```swift
/// // layoutviz frames card.swiftlay --size 390x844
/// // layoutviz render card.swiftlay -o card.png --device "iPhone 15 Pro" --landscape --direction rtl
/// ```
public struct SceneOptions: ParsableArguments {
    /// The scene's files: one `.swiftlay` or `.swift` file, several Swift files loaded as one module (the
    /// scene file last; `layoutviz render Theme.swift BaseView.swift ProfileView.swift`), or an app's folder (see
    /// ``AppInput``).
    @Argument(help: ArgumentHelp("The scene file (.swiftlay or .swift); several files load as one Swift module, "
                                     + "top-level code running in the order given; a folder is an app, all its "
                                     + "Swift files one module.", valueName: "scene"),
              completion: .file(extensions: ["swiftlay", "swift"]))
    public var files: [String] = []

    /// The scene file: the last file given (it names the assets folder and the scene).
    ///
    /// ```swift
    /// try SceneOptions.parse(["Theme.swift", "Card.swift"]).scene // "Card.swift"
    /// ```
    public var scene: String { files.last ?? "" }

    /// `--size WxH`: the root size when the file does not fix it (an implicit `view` or a view controller);
    /// ``CanvasSize/phone`` when neither it nor ``DeviceOptions/device`` is given.
    @Option(help: ArgumentHelp("Root size when the scene does not declare a Canvas, as WIDTHxHEIGHT (default: "
                                   + "375x667; not with --device)."))
    public var size: CanvasSize?

    /// `--device`, `--landscape` and `--direction`.
    @OptionGroup public var display: DeviceOptions

    /// `--appearance light|dark`: the system appearance (`traitCollection.userInterfaceStyle`) the scene is
    /// loaded and drawn in; light when not given (an SVG then carries both).
    @Option(help: "Appearance: light or dark (default light; an SVG without it carries both).")
    public var appearance: AppearanceChoice?

    /// `--content-size CATEGORY`: the system text size (`traitCollection.preferredContentSizeCategory`) the scene is
    /// loaded and laid out at; large when not given.
    @Option(help: ArgumentHelp("Dynamic Type text size: extraSmall … extraExtraExtraLarge, accessibilityMedium … "
                                   + "accessibilityExtraExtraExtraLarge, or xSmall … accessibilityXXXL, AX1 … AX5 "
                                   + "(default large).", valueName: "category"))
    public var contentSize: ContentSizeChoice?

    /// What the flags ask the scene to be drawn in: device, orientation, direction, appearance, text size.
    ///
    /// ```swift
    /// options.configuration.appearance // .dark for --appearance dark
    /// ```
    public var configuration: SceneConfiguration {
        SceneConfiguration(display: display.setting, appearance: appearance ?? .light,
                           contentSize: contentSize ?? ContentSizeChoice(.large))
    }

    /// The system traits the scene is loaded with.
    ///
    /// ```swift
    /// options.traits.userInterfaceStyle // .dark for --appearance dark
    /// ```
    public var traits: TraitCollection { configuration.traits }

    /// The root size when the scene fixes none: `--size`, else 375×667 (a device replaces it with its screen's).
    ///
    /// ```swift
    /// options.rootSize // 320 × 568 for --size 320x568
    /// ```
    public var rootSize: CGSize { (size ?? .phone).size }

    /// The asset catalog or image folder `UIImage(named:)` and `UIColor(named:)` read (default: `<scene>.xcassets`
    /// or `Assets.xcassets` beside the scene, when there is one).
    @Option(help: ArgumentHelp("Asset catalog (.xcassets) or image folder for UIImage(named:) and UIColor(named:); "
                                   + "default: <scene>.xcassets or Assets.xcassets beside the scene.",
                               valueName: "dir"),
            completion: .directory)
    public var assets: String?

    /// `--exclude`, `--include` and `--locale`, for an app folder.
    @OptionGroup public var app: AppFolderOptions

    /// `--root NAME`: the class to draw.
    @Option(help: "The UIViewController or UIView subclass to draw (default: the first canvas, else the last declared).")
    public var root: String?

    /// `--no-base-hooks`: substituted base classes do not call their subclasses' setup hooks.
    @Flag(help: "Do not call setupUI()/setupLayout()/… hooks for classes whose base class is not declared.")
    public var noBaseHooks = false

    /// `--no-entry-points`: methods and observed properties only the app's other files call do not run.
    @Flag(help: "Do not run configure(with:)-style methods and didSet observers that only the app's other files call.")
    public var noEntryPoints = false

    /// `--state NAME`: the state to draw the screen in (``LayoutScript/SceneState``), entered after its first layout.
    @Option(help: ArgumentHelp("Draw the screen after the state's method ran (a method that never ran on load and holds "
                                   + "layout, as `check` lists them: toggleMenu, Feed.toggleMenu, changeForm(_:)).",
                               valueName: "name"))
    public var state: String?

    /// `--no-states`: `check` and `frames --format json` count only the loaded screen's constraint statements, not
    /// those its states and other branches lay out.
    @Flag(help: ArgumentHelp("Count only the loaded screen's constraint statements in the coverage, without running "
                                 + "its states or other branches."))
    public var noStates = false

    /// `--branch N`: which branch of each condition on a value the files cannot know runs
    /// (``LayoutScript/LoadOptions/branch``).
    @Option(help: ArgumentHelp("Which branch of each condition on an unknown value runs: 1 (default) the 'if' body or "
                                   + "first case, 2 the 'else' or second case, and so on.", valueName: "n"))
    public var branch = 1

    /// `--preview NAME`: the `#Preview` to draw, by name or number; `render --preview all` draws every preview on a
    /// contact sheet.
    @Option(help: ArgumentHelp("The #Preview to draw, by name or number (default: the first; `render --preview all` "
                                   + "draws them all on one sheet).", valueName: "name"))
    public var preview: String?

    /// `--embed navigation|tab`: shows a view controller root in a navigation or tab bar controller.
    @Option(help: ArgumentHelp("Show a view controller root in a navigation controller (its navigationItem in the "
                                   + "bar) or a tab bar controller.", valueName: "navigation|tab"))
    public var embed: ControllerEmbedding?

    /// `--no-placeholder-text`: text set from an unknown value stays at its default instead of showing the source
    /// expression.
    @Flag(help: "Leave text set from values the files do not define empty instead of showing ‹the expression›.")
    public var noPlaceholderText = false

    /// `--define NAME=VALUE` (repeatable; see ``MacroDefinitions``).
    @Option(name: .customLong("define"), help: MacroDefinitions.help)
    public var defines: [String] = []

    /// `--work-budget N`: the steps the scene may spend, running its code, laying out, measuring text, painting and
    /// encoding together (see ``LayoutScene/WorkBudget``).
    @Option(name: .customLong("work-budget"),
            help: ArgumentHelp("Steps the scene may spend running its code, laying out, measuring text, painting and "
                                   + "encoding together (default: \(WorkBudget.defaultLimit)); a scene that runs out "
                                   + "stops with a limit error (exit 2) and writes nothing.", valueName: "steps"))
    public var workBudget = WorkBudget.defaultLimit

    /// The `--define`s by name (with their parameter lists, `RGB(r,g,b)`); validated when the options are parsed.
    ///
    /// ```swift
    /// try SceneOptions.parse(["Card.m", "--define", "kMargin=16"]).macroDefinitions // ["kMargin": "16"]
    /// ```
    public var macroDefinitions: [String: String] {
        (try? MacroDefinitions.parse(defines)) ?? [:]
    }

    /// The loading options these flags ask for.
    public var loadOptions: LoadOptions { loadOptions(in: configuration) }

    /// The loading options of these flags with another configuration's device and orientation (a contact sheet's
    /// panel).
    ///
    /// ```swift
    /// options.loadOptions(in: panel.configuration).device
    /// ```
    public func loadOptions(in configuration: SceneConfiguration) -> LoadOptions {
        var options = configuration.display.loadOptions(LoadOptions(rootClass: root, runsBaseClassHooks: !noBaseHooks,
                                                                    runsEntryPoints: !noEntryPoints,
                                                                    showsPlaceholderText: !noPlaceholderText,
                                                                    embedding: embed, preview: preview))
        options.macroDefinitions = macroDefinitions
        options.workBudget = workBudget
        options.branch = branch
        return options
    }

    /// Requires at least one file, and rejects `--size` with `--device` (a device has its own screen size).
    ///
    /// ```swift
    /// try SceneOptions.parse([]) // error: Missing expected argument '<scene> ...'
    /// try SceneOptions.parse(["card.swiftlay", "--device", "iPad", "--size", "100x100"]) // throws
    /// ```
    public func validate() throws {
        if files.isEmpty { throw ValidationError("Missing expected argument '<scene> ...'") }
        guard workBudget >= 1 else { throw ValidationError("--work-budget must be at least 1") }
        guard branch >= 1 else { throw ValidationError("--branch must be at least 1") }
        _ = try MacroDefinitions.parse(defines)
        try display.validate(sizeGiven: size != nil)
    }

    /// Creates the options (ArgumentParser parses them).
    ///
    /// ```swift
    /// let options = try SceneOptions.parse(["card.swiftlay", "--size", "320x568"])
    /// ```
    public init() {}
}
