import ArgumentParser
import LayoutPainter

/// How `render` draws: which constraint guides, name tags, theme and padding.
///
/// ```swift
/// // layoutviz render card.swiftlay -o card.svg --guides-for title --no-names --theme dark --padding 24
/// ```
public struct PaintingFlags: ParsableArguments {
    /// Which guides to draw.
    public enum GuidesChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// Every constraint.
        case all
        /// No constraint guides.
        case none
    }

    /// The theme.
    public enum ThemeChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// Light background, blue guides.
        case light
        /// Dark background.
        case dark
    }

    /// `--guides all|none`.
    @Option(help: "Draw constraint guides: all or none.")
    public var guides: GuidesChoice = .all

    /// `--guides-for NAME…`: only guides of constraints touching these views.
    @Option(parsing: .upToNextOption, help: "Draw only the guides of constraints that touch these views.")
    public var guidesFor: [String] = []

    /// `--names/--no-names`: view name tags (off by default: tags cover small views' content).
    @Flag(inversion: .prefixedNo, help: "Tag each view with its name.")
    public var names = false

    /// `--bounds/--no-bounds`: a faint outline of every view's bounds, as Interface Builder's "Show Bounds
    /// Rectangles" (default: on when guides are drawn).
    @Flag(inversion: .prefixedNo, help: "Outline every view's bounds faintly (default: on when guides are drawn).")
    public var bounds: Bool?

    /// `--accessibility`: what VoiceOver reads, outlined and numbered in reading order with a legend (guides off
    /// unless `--guides-for` names views).
    @Flag(help: ArgumentHelp("Draw what VoiceOver reads: each element outlined in its own colour and numbered in "
                                 + "reading order, with a legend of what it says (label, value, traits, hint); "
                                 + "elements with no label are dashed and red. Guides are off unless --guides-for."))
    public var accessibility = false

    /// `--theme light|dark`.
    @Option(help: "Colour theme of the guides and padding: light or dark (default: the --appearance).")
    public var theme: ThemeChoice?

    /// `--padding N`: space around the canvas, in points.
    @Option(help: "Space around the canvas, in points.")
    public var padding: Double = 16

    /// Creates the flags (ArgumentParser parses them).
    ///
    /// ```swift
    /// let flags = try PaintingFlags.parse(["--guides", "none"])
    /// ```
    public init() {}

    /// Rejects a negative, non-finite or absurd padding.
    ///
    /// ```swift
    /// try flags.validate()
    /// ```
    public func validate() throws {
        guard padding.isFinite, padding >= 0, padding <= 10_000 else {
            throw ValidationError("--padding must be between 0 and 10000 points")
        }
    }

    /// The painter's options for a scene drawn in `appearance`: the guides' theme is `--theme`, else the
    /// appearance's.
    ///
    /// ```swift
    /// let painter = Painter(options: flags.paintOptions(appearance: .dark))
    /// ```
    public func paintOptions(appearance: AppearanceChoice = .light) -> PaintOptions {
        let selection: GuideSelection = !guidesFor.isEmpty ? .touching(guidesFor)
            : guides == .all && !accessibility ? .all : .none
        let dark = (theme ?? (appearance == .dark ? .dark : .light)) == .dark
        var options = PaintOptions(guides: selection, showsNames: names, theme: dark ? .dark : .light,
                                   padding: padding, appearance: appearance.style)
        options.showsBounds = bounds ?? (selection != .none)
        return options
    }
}
