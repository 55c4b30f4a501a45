import LayoutPainter
import LayoutScene

/// The trait configuration a snapshot is taken in: the appearance and the Dynamic Type text size. The canvas is
/// built with them as the system setting (``LayoutScene/TraitCollection/current``), laid out and painted with them,
/// and the reference's name says which configuration it holds: light and large add nothing, dark adds `.dark`, another
/// size its short name (`card.1.dark.accessibilityXL.png`).
///
/// ```swift
/// let traits = SnapshotTraits(appearance: .dark, contentSize: .accessibilityExtraLarge)
/// traits.referenceSuffix // ".dark.accessibilityXL"
/// let canvas = traits.building { ProfileCard().canvas() }
/// ```
public struct SnapshotTraits: Sendable, Hashable {
    /// The appearance; `nil` keeps the system setting's.
    public var appearance: UserInterfaceStyle?
    /// The text size; `nil` keeps the system setting's.
    public var contentSize: ContentSizeCategory?

    /// A configuration; leave a trait `nil` to keep the system setting's.
    ///
    /// ```swift
    /// let large = SnapshotTraits(contentSize: .accessibilityLarge)
    /// ```
    public init(appearance: UserInterfaceStyle? = nil, contentSize: ContentSizeCategory? = nil) {
        self.appearance = appearance
        self.contentSize = contentSize
    }

    /// What the reference's name gains: `.dark` for the dark appearance, then `.` and the size's short name for a
    /// size other than large.
    ///
    /// ```swift
    /// SnapshotTraits(appearance: .light, contentSize: .extraExtraExtraLarge).referenceSuffix // ".xxxLarge"
    /// ```
    public var referenceSuffix: String {
        var suffix = appearance?.resolved == .dark ? ".dark" : ""
        if let size = contentSize?.normalized, size != .large { suffix += "." + size.shortName }
        return suffix
    }

    /// The extension of a reference in this configuration: the suffix's parts before `base`, as in `png`,
    /// `dark.png`, `accessibilityXL.frames`, so that the file's name says which configuration it holds.
    ///
    /// ```swift
    /// SnapshotTraits(appearance: .dark).pathExtension("png") // "dark.png"
    /// ```
    public func pathExtension(_ base: String) -> String {
        referenceSuffix.isEmpty ? base : String(referenceSuffix.dropFirst()) + "." + base
    }

    /// `base` with these traits in place of its own.
    ///
    /// ```swift
    /// SnapshotTraits(appearance: .dark).applied(to: TraitCollection()).userInterfaceStyle // .dark
    /// ```
    public func applied(to base: TraitCollection) -> TraitCollection {
        var traits = base
        if let appearance { traits.userInterfaceStyle = appearance }
        if let contentSize { traits.preferredContentSizeCategory = contentSize }
        return traits
    }

    /// Runs `build` with these traits as the system setting, so canvases it makes and fonts and colours it asks for
    /// follow them.
    ///
    /// ```swift
    /// let canvas = try SnapshotTraits(contentSize: .accessibilityLarge).building { try makeCanvas() }
    /// ```
    public func building<Result>(_ build: () throws -> Result) rethrows -> Result {
        try TraitCollection.$current.withValue(applied(to: TraitCollection.current), operation: build)
    }

    /// Runs `body` with `canvas`'s system traits set to these (views that adjust their fonts and dynamic colours
    /// follow), then puts the canvas's own traits back.
    ///
    /// ```swift
    /// let data = traits.applying(to: canvas) { render(canvas) }
    /// ```
    public func applying<Result>(to canvas: Canvas, _ body: () throws -> Result) rethrows -> Result {
        let original = canvas.systemTraitCollection
        canvas.systemTraitCollection = applied(to: original)
        defer { canvas.systemTraitCollection = original }
        return try body()
    }

    /// `options` painting in this appearance (unchanged when it has none).
    ///
    /// ```swift
    /// let options = SnapshotTraits(appearance: .dark).paintOptions(PaintOptions(guides: .none))
    /// ```
    public func paintOptions(_ options: PaintOptions) -> PaintOptions {
        var options = options
        if let appearance { options.appearance = appearance }
        return options
    }
}
