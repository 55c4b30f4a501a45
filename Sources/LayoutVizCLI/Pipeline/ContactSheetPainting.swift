import LayoutEngine
import LayoutPainter
import LayoutRender
import LayoutScene

/// Paints one scene in every configuration of a ``MatrixPlan`` and lays the pictures out on a ``ContactSheet``.
/// A configuration that fails stops the sheet with its error, headed by the configuration's caption, except one that
/// runs out of its work budget: it fails alone, its panel showing the message, and the others are drawn (the
/// messages are returned for the command to print and fail with once the sheet is written); diagnostics are printed
/// once each, however many panels repeat them.
///
/// ```swift
/// let sheet = try ContactSheetPainting.paint(plan, scene: options, painting: flags)
/// ```
enum ContactSheetPainting {
    /// The sheet's display list and the fonts and measurer to draw it with.
    static func paint(_ plan: MatrixPlan, scene: SceneOptions, painting: PaintingFlags)
        throws(CommandFailure) -> (list: DisplayList, fonts: FontLibrary, exhausted: [String]) {
        let panels = plan.panels.map { panel in
            Panel(caption: panel.caption, failureHeading: "the configuration '\(panel.caption)'",
                  appearance: panel.configuration.appearance) { () throws(CommandFailure) in
                try SolvedScene(scene, in: panel.configuration)
            }
        }
        guard !panels.isEmpty else { throw CommandFailure(.badInput, "error: the matrix has no configurations") }
        return try compose(panels, columns: plan.columns, painting: painting)
    }

    /// Paints every `#Preview` of the scene (`render --preview all`) and lays them out on a sheet captioned with their
    /// names, up to three to a row.
    static func paintPreviews(scene: SceneOptions, painting: PaintingFlags)
        throws(CommandFailure) -> (list: DisplayList, fonts: FontLibrary, exhausted: [String]) {
        var listing = scene
        listing.preview = nil
        let names = try SolvedScene(listing).previews
        guard !names.isEmpty else {
            throw CommandFailure(.badInput, "error: --preview all: '\(scene.scene)' declares no #Preview")
        }
        let panels = names.enumerated().map { index, name in
            Panel(caption: name, failureHeading: "the preview '\(name)'",
                  appearance: scene.appearance ?? .light) { () throws(CommandFailure) in
                var options = scene
                options.preview = String(index + 1)
                return try SolvedScene(options)
            }
        }
        return try compose(panels, columns: min(panels.count, 3), painting: painting)
    }

    /// One picture of a sheet: its caption, what names it in an error, its appearance, how to solve it and what to
    /// draw over its picture.
    struct Panel {
        let caption: String
        let failureHeading: String
        let appearance: AppearanceChoice
        let solve: () throws(CommandFailure) -> SolvedScene
        var annotate: (SolvedScene, DisplayList) -> DisplayList = { $1 }
    }

    /// Solves and paints each panel (a failure stops the sheet, headed by the panel), prints each diagnostic once,
    /// and lays the pictures out `columns` to a row.
    static func compose(_ panels: [Panel], columns: Int, painting: PaintingFlags)
        throws(CommandFailure) -> (list: DisplayList, fonts: FontLibrary, exhausted: [String]) {
        var pictures: [ContactSheetPanel] = []
        var exhausted: [String] = []
        var printed: Set<String> = []
        var last: SolvedScene?
        let theme: Theme = painting.theme == .dark ? .dark : .light
        for panel in panels {
            do throws(CommandFailure) {
                let solved = try panel.solve()
                let painted = Painter(options: painting.paintOptions(appearance: panel.appearance))
                    .paint(solved.canvas, result: solved.result, measuring: solved.measurer)
                let list = panel.annotate(solved, solved.withAccessibility(painted, painting: painting,
                                                                           appearance: panel.appearance))
                try SolvedScene.check(solved.canvas.workBudget)
                solved.fonts.recordMissingGlyphs(in: list)
                for diagnostic in solved.diagnostics where diagnostic.severity != .note {
                    let text = "\(diagnostic)"
                    if printed.insert(text).inserted { Console.current.writeError(text + "\n") }
                }
                pictures.append(ContactSheetPanel(caption: panel.caption, picture: list))
                last = solved
            } catch {
                let failure = CommandFailure(error.status, "error in \(panel.failureHeading):\n" + error.message)
                guard error.isWorkBudgetExhaustion else { throw failure }
                exhausted.append(failure.message)
                pictures.append(ContactSheetPanel(caption: panel.caption,
                                                  picture: Self.exhaustedPicture(error.message, theme: theme)))
            }
        }
        guard let last else {
            throw CommandFailure(.badInput, exhausted.first ?? "error: the sheet has no pictures")
        }
        last.reportFontWarnings()
        return (ContactSheet(columns: columns, theme: theme).compose(pictures, measuring: last.measurer), last.fonts,
                exhausted)
    }

    /// The picture of a panel whose scene ran out of its work budget: the message, in the sheet's caption colour.
    private static func exhaustedPicture(_ message: String, theme: Theme) -> DisplayList {
        let font = Font.systemFont(ofSize: 12)
        var lines: [String] = []
        for word in message.split(separator: " ") {
            if let lastLine = lines.last, lastLine.count + word.count < 48 {
                lines[lines.count - 1] = lastLine + " " + word
            } else {
                lines.append(String(word))
            }
        }
        let text = DisplayText(id: "work-budget-exhausted", classes: ["panel-error"], font: font, color: theme.tagFill,
                               clip: nil, lines: lines.enumerated().map { index, line in
                                   DisplayTextLine(text: line, origin: CGPoint(x: 16, y: 28 + 16 * CGFloat(index)),
                                                   width: 0)
                               })
        return DisplayList(size: CGSize(width: 360, height: 40 + 16 * CGFloat(lines.count)), background: theme.background,
                           title: "", summary: "", items: [.text(text)], warnings: [])
    }

    /// The PNG scale of a sheet: `explicit`, else the largest scale of its panels' devices, else 1.
    static func pngScale(of plan: MatrixPlan, explicit: Int?) -> Int {
        explicit ?? plan.panels.map { $0.configuration.display.pngScale(explicit: nil) }.max() ?? 1
    }
}
