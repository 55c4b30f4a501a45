import Foundation
import LayoutEngine
import LayoutScene

/// Turns a laid-out canvas into a ``DisplayList``: the views as Interface Builder shows them, and the constraints as
/// guides (I-bars for sizes and gaps, lines for alignments, badges with constants, colours by state), all in
/// canvas coordinates moved by the padding. Guides keep off the views' text and each other's badges, and their lines
/// stop short of other guides' badges (see ``LegibilityReport`` and ``BadgeClearance``); one that cannot becomes a numbered callout listed in a legend to the right of the
/// canvas, which widens the picture. Deterministic: ids come from view names, items are in tree and
/// activation order, and painting the same scene twice gives equal lists. It never traps: text past
/// ``PaintLimits/maximumLabelCharacters`` is cut, frames that are not finite are skipped and huge ones clamped,
/// each with a ``PaintWarning`` in ``DisplayList/warnings``.
///
/// ```swift
/// let measurer = MonospacedTextMeasurer()
/// let result = canvas.layout(measuring: measurer)
/// let list = Painter(options: PaintOptions(showsNames: true)).paint(canvas, result: result, measuring: measurer)
/// ```
public struct Painter: Sendable {
    /// What to draw besides the views, and how.
    ///
    /// ```swift
    /// var painter = Painter()
    /// painter.options.showsNames = true
    /// ```
    public var options: PaintOptions

    /// Creates a painter.
    ///
    /// ```swift
    /// let painter = Painter(options: PaintOptions(guides: .touching(["card"]), theme: .dark))
    /// ```
    public init(options: PaintOptions = PaintOptions()) {
        self.options = options
    }

    /// The display list of `canvas` as `result` (its latest layout) laid it out. Text is measured only through
    /// `measuring` (badges and name tags; labels' lines come from their text metrics), which should be the measurer
    /// layout used.
    ///
    /// ```swift
    /// let list = Painter().paint(canvas, result: canvas.layout(measuring: measurer), measuring: measurer)
    /// print(list.size, list.items.map(\.id))
    /// ```
    public func paint(_ canvas: Canvas, result: LayoutResult, measuring measurer: any TextMeasuring) -> DisplayList {
        var state = PaintState()
        state.budget = canvas.workBudget
        let padding = usablePadding(warnings: &state.warnings)
        let geometry = SceneGeometry(result: result, padding: padding)
        state.warnings += geometry.warnings
        let background = options.background ?? options.theme.background
        let context = PaintContext(options: options, result: result, geometry: geometry,
                                   keys: SceneKeys(views: result.views),
                                   badgeMaker: BadgeMaker(measurer: measurer, halo: background),
                                   appearance: appearance(of: canvas))
        let canvasSize = UsableRect(CGRect(origin: .zero, size: canvas.frame.size)).rect?.size ?? .zero
        let pictureSize = CGSize(width: canvasSize.width + 2 * padding, height: canvasSize.height + 2 * padding)
        state.badges.bounds = CGRect(origin: .zero, size: pictureSize)
        let root = ViewPainter(context: context, measurer: measurer, canvas: canvas).group(for: canvas, state: &state)
        let drawn = root.map { [DisplayItem.group($0)] } ?? []
        for box in GlyphBoxes(items: drawn).boxes { state.badges.occupyText(box) }
        let views = NameTag(badgeMaker: context.badgeMaker, theme: context.theme)
            .adding(state.nameTags, to: drawn, state: &state)
        let bounds = BoundsOutlines(context: context).paint(canvas, state: &state)
        let constraints = canvas.allActiveLayoutConstraints()
        let (outlines, guides) = GuidePainter(context: context).paint(constraints.filter(isSelected), state: &state)
        let ambiguity = AmbiguityMarks(context: context).paint(state: &state)
        let legend = CalloutLegend(context: context).paint(state.callouts, beside: pictureSize, state: &state)
        let cleared = BadgeClearance(badgesIn: views + guides + ambiguity).clearing(guides, state: &state)
        let overlays = [("view-bounds", bounds), ("layout-guides", outlines), ("guides", cleared),
                        ("ambiguity", ambiguity), ("legend", legend.items)].compactMap { Self.layer(named: $0.0, items: $0.1, state: &state) }
        return DisplayList(size: legend.size,
                           background: background, title: SceneSummary.title(of: canvas),
                           summary: options.describesScene
                               ? SceneSummary.description(of: result, constraints: constraints) : "",
                           items: views + overlays, warnings: state.warnings)
            .resolvingColors(for: appearance(of: canvas))
    }

    /// The appearance the picture is drawn in: ``PaintOptions/appearance``, else the canvas's system setting.
    private func appearance(of canvas: Canvas) -> UserInterfaceStyle {
        options.appearance ?? canvas.systemTraitCollection.userInterfaceStyle
    }

    /// Whether the guide selection takes the constraint, by the names of its items' views; constraints UIKit views
    /// make for their own subviews (cells) are never drawn.
    private func isSelected(_ constraint: LayoutConstraint) -> Bool {
        guard !constraint.isMadeByView else { return false }
        let views = [constraint.firstItem, constraint.secondItem].compactMap { $0?.hierarchyView?.displayName }
        return options.guides.includes(anyOf: views)
    }

    /// A top-level group (id and class `name`) over the views, or `nil` when it would be empty.
    private static func layer(named name: String, items: [DisplayItem], state: inout PaintState) -> DisplayItem? {
        guard !items.isEmpty else { return nil }
        return .group(DisplayGroup(id: state.claim(name), classes: [name], opacity: 1, clip: nil, items: items))
    }

    /// The padding, or 0 (with a warning) when it is negative or not finite; at most the coordinate limit.
    private func usablePadding(warnings: inout [PaintWarning]) -> CGFloat {
        let padding = options.padding
        guard padding.isFinite, padding >= 0 else {
            warnings.append(PaintWarning(kind: .optionReplaced,
                                         message: "padding \(PaintNumber.text(padding)) replaced by 0"))
            return 0
        }
        return min(padding, PaintLimits.maximumCoordinate)
    }
}
