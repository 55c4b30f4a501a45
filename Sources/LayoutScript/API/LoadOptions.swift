import LayoutScene

/// How a scene is loaded beyond its text and default size: the root class, base-class hooks, the device and the
/// faces `UIFont(name:size:)` resolves against. The appearance, text size and layout direction are the system's
/// traits, ``LayoutScene/TraitCollection/current``.
///
/// ```swift
/// let scene = try SceneScript.load(contentsOf: url, defaultSize: CGSize(width: 393, height: 852),
///                                  options: LoadOptions(rootClass: "ProfileHeaderView"))
/// let turned = try TraitCollection.$current.withValue(TraitCollection(layoutDirection: .rightToLeft)) {
///     try SceneScript.load(contentsOf: url, defaultSize: .zero,
///                          options: LoadOptions(device: .iPhoneSE3, orientation: .landscape))
/// }
/// ```
public struct LoadOptions: Hashable, Sendable {
    /// The class to draw (a `UIViewController` or `UIView` subclass of the files), instead of the first canvas or
    /// the last declared candidate; `layoutviz --root NAME`.
    ///
    /// ```swift
    /// LoadOptions(rootClass: "SettingsViewController").rootClass
    /// ```
    public var rootClass: String?
    /// Whether a class deriving from an undeclared base class gets the hooks it overrides called (see the README's
    /// "Base classes"); `layoutviz --no-base-hooks` turns it off.
    ///
    /// ```swift
    /// LoadOptions(runsBaseClassHooks: false).runsBaseClassHooks // false
    /// ```
    public var runsBaseClassHooks: Bool
    /// Whether the drawn root and the scene views in its tree run the entry points the app's other files call —
    /// `configure(with:)`, `setPhotos(_:)`, a `didSet` observer — with placeholder data (see the README's "Entry
    /// points"); `layoutviz --no-entry-points` turns it off.
    ///
    /// ```swift
    /// LoadOptions(runsEntryPoints: false).runsEntryPoints // false
    /// ```
    public var runsEntryPoints: Bool
    /// Whether text the files set from an unknown value (`titleLabel.text = viewModel.title`) shows a placeholder —
    /// the source expression in guillemets, `‹viewModel.title›` — so that labels and self-sizing cells get realistic
    /// sizes (``PlaceholderText``); `layoutviz --no-placeholder-text` leaves such text at its default instead.
    ///
    /// ```swift
    /// LoadOptions(showsPlaceholderText: false).showsPlaceholderText // false
    /// ```
    public var showsPlaceholderText: Bool
    /// The device the scene is drawn on (`layoutviz --device`), or `nil` for a bare root of the default size with no
    /// safe area and no minimum margins. On a device the root canvas — the scene's own `Canvas(width:height:)`, the
    /// implicit `view` or a hosted view controller's — is the device's screen in ``orientation``: its size (replacing
    /// the default size and a declared canvas's), safe area (replacing `deviceSafeAreaInsets` the scene sets),
    /// minimum root margins, size classes and scale. A `UIView` root is hosted at the screen's width with the
    /// screen's traits but no safe area: it is measured as a component, not placed at the screen's edge.
    ///
    /// ```swift
    /// LoadOptions(device: .iPad10).device?.name // "iPad (10th generation)"
    /// ```
    public var device: DevicePreset?
    /// How the ``device`` is held (`layoutviz --landscape`); portrait by default, ignored without a device.
    ///
    /// ```swift
    /// LoadOptions(device: .iPhone15, orientation: .landscape).screen?.size // 852 × 393
    /// ```
    public var orientation: DeviceOrientation
    /// The faces `UIFont(name:size:)` resolves names against (the renderer's font set); a name not there is drawn
    /// with the system font and warned about. `nil` takes any name as a family name, unchecked.
    ///
    /// ```swift
    /// LoadOptions(fontNames: fonts.fontNames).fontNames?.faces.count
    /// ```
    public var fontNames: FontNameTable?
    /// The container a view controller root is shown in (`layoutviz --embed`); `nil` shows it on its own. A view
    /// root ignores it, with a warning.
    ///
    /// ```swift
    /// LoadOptions(embedding: .navigation).embedding // .navigation
    /// ```
    public var embedding: ControllerEmbedding?
    /// The `#Preview` to draw, by name (`Preview` for an unnamed one) or 1-based number (`layoutviz --preview`);
    /// `nil` draws the file's first preview when it has one and no root class or canvas of its own comes first.
    ///
    /// ```swift
    /// LoadOptions(preview: "Dark").preview // "Dark"
    /// ```
    public var preview: String?
    /// Whether the coverage counts only the constraint statements of the classes the drawn screen makes (and their
    /// superclasses) and of code that ran, instead of every statement of the module: a screen of an app folder is
    /// held to its own code, not to every other screen's. ``AppScreen/loadOptions(_:)`` sets it.
    ///
    /// ```swift
    /// LoadOptions(countsReachedCodeOnly: true).countsReachedCodeOnly // true
    /// ```
    public var countsReachedCodeOnly: Bool
    /// Whether the module is an app's folder (``AppFolder``), which may hold several targets (the app, a widget, a
    /// tool): a file that does not parse, or uses Swift layoutviz cannot run, is left out with a warning (what it
    /// declares becomes unknown) instead of stopping the load, and a type, protocol or global declared in two files
    /// (each file's private one, or two targets') is kept once, the first, with a warning. ``AppScreen/loadOptions(_:)``
    /// sets it.
    ///
    /// ```swift
    /// LoadOptions(isAppFolder: true).isAppFolder // true
    /// ```
    public var isAppFolder: Bool
    /// The app's localized strings, which `NSLocalizedString`, `String(localized:)` and
    /// `Bundle.localizedString(forKey:value:table:)` read (an app folder's, ``AppResources``); nil shows keys.
    ///
    /// ```swift
    /// var options = LoadOptions()
    /// options.strings = AppResources(app.resources, language: "fr").strings
    /// ```
    public var strings: StringTables?
    /// The longest a load may run, in seconds, before it fails with a limit error at the code running; nil for no
    /// limit but the step counts. Drawing an app's screens sets it, so that one screen stuck in work cannot hold up
    /// the others.
    ///
    /// ```swift
    /// var options = LoadOptions()
    /// options.timeLimit = 20
    /// ```
    public var timeLimit: Int?

    /// The scene's work budget, in steps (see ``LayoutScene/WorkBudget``): running its code, laying it out,
    /// measuring its text, painting and encoding it all spend from it, and the scene stops with a limit error when it
    /// runs out. The default is ``LayoutScene/WorkBudget/defaultLimit``.
    ///
    /// ```swift
    /// var options = LoadOptions()
    /// options.workBudget = 200_000_000
    /// ```
    public var workBudget = WorkBudget.defaultLimit

    /// Which branch of each condition on a value the files cannot know runs: 1 (the default) for the first — the
    /// `if` body, a `switch`'s first case that does more than leave — 2 for the second, and so on
    /// (``UnknownConditions``); `--branch N`.
    ///
    /// ```swift
    /// var options = LoadOptions()
    /// options.branch = 2   // `if viewModel.isEmpty { … } else { …drawn… }`
    /// ```
    public var branch = 1

    /// Values for macros an Objective-C file uses but does not define (an app's prefix header: `kScreenWidth`,
    /// `RGB(r, g, b)`), by name, as `--define NAME=VALUE` gives them; the file's own `#define`s win.
    ///
    /// ```swift
    /// var options = LoadOptions()
    /// options.macroDefinitions = ["kMargin": "16", "RGB(r,g,b)": "[UIColor colorWithRed:r/255.0 …]"]
    /// ```
    public var macroDefinitions: [String: String] = [:]

    /// Options; the defaults pick the root as the file says, run base-class hooks and entry points, show placeholder
    /// text and use no device.
    ///
    /// ```swift
    /// let options = LoadOptions()
    /// ```
    public init(rootClass: String? = nil, runsBaseClassHooks: Bool = true, runsEntryPoints: Bool = true,
                showsPlaceholderText: Bool = true, device: DevicePreset? = nil,
                orientation: DeviceOrientation = .portrait, fontNames: FontNameTable? = nil,
                embedding: ControllerEmbedding? = nil, preview: String? = nil, countsReachedCodeOnly: Bool = false,
                isAppFolder: Bool = false) {
        self.rootClass = rootClass
        self.runsBaseClassHooks = runsBaseClassHooks
        self.runsEntryPoints = runsEntryPoints
        self.showsPlaceholderText = showsPlaceholderText
        self.device = device
        self.orientation = orientation
        self.fontNames = fontNames
        self.embedding = embedding
        self.preview = preview
        self.countsReachedCodeOnly = countsReachedCodeOnly
        self.isAppFolder = isAppFolder
    }

    /// The device's screen in the orientation, or `nil` without a device.
    ///
    /// ```swift
    /// LoadOptions(device: .iPhoneSE3).screen?.safeAreaInsets.top // 20
    /// ```
    public var screen: DeviceScreen? { device?.screen(orientation) }
}
