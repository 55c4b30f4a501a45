import Foundation
import LayoutScene

/// What the painter draws besides the views, and how.
///
/// ```swift
/// let options = PaintOptions(guides: .touching(["card"]), showsNames: true, theme: .dark, padding: 24)
/// let list = Painter(options: options).paint(canvas, result: result, measuring: measurer)
/// ```
public struct PaintOptions: Sendable, Hashable {
    /// Which constraints are drawn as guides.
    ///
    /// ```swift
    /// options.guides = .touching(["title"])
    /// ```
    public var guides: GuideSelection
    /// Whether each view (except the canvas) gets a tag with its name at its top-left corner.
    ///
    /// ```swift
    /// options.showsNames = true
    /// ```
    public var showsNames: Bool
    /// The painter's colours.
    ///
    /// ```swift
    /// options.theme = .dark
    /// ```
    public var theme: Theme
    /// Space around the canvas, in points, so that guides reaching past its edges still show. 16 by default.
    ///
    /// ```swift
    /// options.padding = 0 // the picture is exactly the canvas
    /// ```
    public var padding: CGFloat
    /// The picture's background; `nil` uses the theme's. The canvas's own `backgroundColor` is drawn over it, as a
    /// view.
    ///
    /// ```swift
    /// options.background = .clear
    /// ```
    public var background: Color?
    /// The appearance the scene's colours resolve in (system and dynamic colours, colour sets), where no view
    /// overrides it; `nil` takes the canvas's ``LayoutScene/Canvas/systemTraitCollection``.
    ///
    /// ```swift
    /// let dark = PaintOptions(theme: .dark, appearance: .dark)
    /// ```
    public var appearance: UserInterfaceStyle?
    /// Whether the list carries the scene in words: ``DisplayList/summary`` (every view's frame and every
    /// constraint; SVG `<desc>`, PDF subject) and each guide's ``DisplayGroup/title`` (its constraints; SVG
    /// `<title>`); `true` by default. A PNG has nowhere to put them, so drawing one can skip the work: with `false`
    /// the summary is empty, guides have no title, and nothing else changes.
    ///
    /// ```swift
    /// var options = PaintOptions()
    /// options.describesScene = false // for a PNG of thousands of views
    /// ```
    public var describesScene = true
    /// Whether every view but the canvas gets a faint outline of its bounds, as Interface Builder's "Show Bounds
    /// Rectangles" (see ``BoundsOutlines``); `false` by default here, so snapshot references keep their pixels.
    /// `layoutviz render` and `preview` turn it on whenever guides are drawn (`--no-bounds` turns it off).
    ///
    /// ```swift
    /// var options = PaintOptions()
    /// options.showsBounds = true
    /// ```
    public var showsBounds = false

    /// Creates options; by default every guide, no name tags, the light theme and 16 points of padding.
    ///
    /// ```swift
    /// let options = PaintOptions(guides: .none, padding: 0)
    /// ```
    public init(guides: GuideSelection = .all, showsNames: Bool = false, theme: Theme = .light, padding: CGFloat = 16,
                background: Color? = nil, appearance: UserInterfaceStyle? = nil) {
        self.guides = guides
        self.showsNames = showsNames
        self.theme = theme
        self.padding = padding
        self.background = background
        self.appearance = appearance
    }
}
