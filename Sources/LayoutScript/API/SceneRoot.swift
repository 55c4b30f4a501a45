/// How a scene file's root was found, so tools (and the parity check) can rebuild it from the compiled file.
///
/// ```swift
/// switch loaded.root {
/// case .canvas(let variable): print("declared canvas", variable ?? "(not bound)")
/// case .implicitView: print("used the implicit root 'view'")
/// case .controller(let name): print("hosted \(name)")
/// }
/// ```
public enum SceneRoot: Hashable, Sendable {
    /// The first `Canvas(…)` the file created, and the variable it was first bound to (`canvas` in
    /// `let canvas = Canvas(width: 375, height: 667)`), if any.
    ///
    /// ```swift
    /// if case .canvas(let variable?) = scene.root { print("the root is '\(variable)'") }
    /// ```
    case canvas(variable: String?)
    /// The file used `view` without declaring it: a canvas of the default size named "view".
    ///
    /// ```swift
    /// let implicit = scene.root == .implicitView
    /// ```
    case implicitView
    /// The file declares `UIViewController` subclasses and no canvas: this one (the last declared, or the one named
    /// by a `// layoutviz: root=Name` comment) was instantiated and hosted in a canvas of the default size.
    ///
    /// ```swift
    /// if case .controller(let name) = scene.root { print("hosting \(name)") }
    /// ```
    case controller(className: String)
    /// The file's root class is a `UIView` subclass (the last declared candidate, or the one `--root` or a
    /// `// layoutviz: root=Name` comment names): hosted at the default width with the height its constraints give,
    /// or the full default height when they give none (see `CanvasHeightFitting`).
    ///
    /// ```swift
    /// if case .view(let name) = scene.root { print("hosting the view \(name)") }
    /// ```
    case view(className: String)
    /// The file's `#Preview` of this name (`Preview` for an unnamed one) returned the root: its view controller on
    /// the screen, or its view on the whole screen or at the size its traits give.
    ///
    /// ```swift
    /// if case .preview(let name) = scene.root { print("drawing the preview \(name)") }
    /// ```
    case preview(name: String)

    /// Whether the root canvas is the screen the app shows: false for a `UIView` subclass hosted on its own, whose
    /// size and place on a screen are the app's to choose.
    ///
    /// ```swift
    /// SceneRoot.view(className: "ProfileHeaderView").isScreen   // false
    /// ```
    public var isScreen: Bool {
        if case .view = self { return false }
        return true
    }

    /// The class drawn as the root, nil when a canvas or a preview is.
    ///
    /// ```swift
    /// SceneRoot.controller(className: "FeedViewController").className   // "FeedViewController"
    /// ```
    public var className: String? {
        switch self {
        case .controller(let name), .view(let name): name
        default: nil
        }
    }
}
