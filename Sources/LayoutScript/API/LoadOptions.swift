/// How a scene is loaded beyond its text and default size.
///
/// ```swift
/// let scene = try SceneScript.load(contentsOf: url, defaultSize: CGSize(width: 393, height: 852),
///                                  options: LoadOptions(rootClass: "ProfileHeaderView"))
/// ```
public struct LoadOptions: Hashable, Sendable {
    /// The class to draw (a `UIViewController` or `UIView` subclass of the files), instead of the first canvas or
    /// the last declared candidate; `layoutviz --root NAME`.
    ///
    /// ```swift
    /// LoadOptions(rootClass: "SettingsViewController").rootClass
    /// ```
    public var rootClass: String?
    /// Whether a class deriving from an undeclared base class gets the base's usual setup hooks called
    /// (`setupUI()`, `setupLayout()`, … — see the README's "Base classes"); `layoutviz --no-base-hooks` turns it off.
    ///
    /// ```swift
    /// LoadOptions(runsBaseClassHooks: false).runsBaseClassHooks // false
    /// ```
    public var runsBaseClassHooks: Bool

    /// Options; the defaults pick the root as the file says and run base-class hooks.
    ///
    /// ```swift
    /// let options = LoadOptions()
    /// ```
    public init(rootClass: String? = nil, runsBaseClassHooks: Bool = true) {
        self.rootClass = rootClass
        self.runsBaseClassHooks = runsBaseClassHooks
    }
}
