import LayoutEngine
import LayoutPainter
import LayoutRender
import LayoutScene

/// Paints one scene in every configuration of a ``MatrixPlan`` and lays the pictures out on a ``ContactSheet``.
/// A configuration that fails stops the sheet with its error, headed by the configuration's caption; diagnostics
/// are printed once each, however many panels repeat them.
///
/// ```swift
/// let sheet = try ContactSheetPainting.paint(plan, scene: options, painting: flags)
/// ```
enum ContactSheetPainting {
    /// The sheet's display list and the fonts and measurer to draw it with.
    static func paint(_ plan: MatrixPlan, scene: SceneOptions, painting: PaintingFlags)
        throws(CommandFailure) -> (list: DisplayList, fonts: FontLibrary) {
        var panels: [ContactSheetPanel] = []
        var printed: Set<String> = []
        var last: SolvedScene?
        for panel in plan.panels {
            let solved: SolvedScene
            do {
                solved = try SolvedScene(scene, in: panel.configuration)
            } catch {
                throw CommandFailure(error.status, "error in the configuration '\(panel.caption)':\n" + error.message)
            }
            let list = Painter(options: painting.paintOptions(appearance: panel.configuration.appearance))
                .paint(solved.canvas, result: solved.result, measuring: solved.measurer)
            solved.fonts.recordMissingGlyphs(in: list)
            for diagnostic in solved.diagnostics where diagnostic.severity != .note {
                let text = "\(diagnostic)"
                if printed.insert(text).inserted { Console.current.writeError(text + "\n") }
            }
            panels.append(ContactSheetPanel(caption: panel.caption, picture: list))
            last = solved
        }
        guard let last else { throw CommandFailure(.badInput, "error: the matrix has no configurations") }
        last.reportFontWarnings()
        let theme: Theme = painting.theme == .dark ? .dark : .light
        return (ContactSheet(columns: plan.columns, theme: theme).compose(panels, measuring: last.measurer), last.fonts)
    }

    /// Paints every `#Preview` of the scene (`render --preview all`) and lays them out on a sheet captioned with their
    /// names, up to three to a row.
    static func paintPreviews(scene: SceneOptions, painting: PaintingFlags)
        throws(CommandFailure) -> (list: DisplayList, fonts: FontLibrary) {
        var listing = scene
        listing.preview = nil
        let names = try SolvedScene(listing).previews
        guard !names.isEmpty else {
            throw CommandFailure(.badInput, "error: --preview all: '\(scene.scene)' declares no #Preview")
        }
        var panels: [ContactSheetPanel] = []
        var printed: Set<String> = []
        var last: SolvedScene?
        for (index, name) in names.enumerated() {
            var options = scene
            options.preview = String(index + 1)
            let solved: SolvedScene
            do {
                solved = try SolvedScene(options)
            } catch {
                throw CommandFailure(error.status, "error in the preview '\(name)':\n" + error.message)
            }
            let list = Painter(options: painting.paintOptions(appearance: scene.appearance ?? .light))
                .paint(solved.canvas, result: solved.result, measuring: solved.measurer)
            solved.fonts.recordMissingGlyphs(in: list)
            for diagnostic in solved.diagnostics where diagnostic.severity != .note {
                let text = "\(diagnostic)"
                if printed.insert(text).inserted { Console.current.writeError(text + "\n") }
            }
            panels.append(ContactSheetPanel(caption: name, picture: list))
            last = solved
        }
        guard let last else { throw CommandFailure(.badInput, "error: --preview all: no previews") }
        last.reportFontWarnings()
        let theme: Theme = painting.theme == .dark ? .dark : .light
        let sheet = ContactSheet(columns: min(panels.count, 3), theme: theme).compose(panels, measuring: last.measurer)
        return (sheet, last.fonts)
    }

    /// The PNG scale of a sheet: `explicit`, else the largest scale of its panels' devices, else 1.
    static func pngScale(of plan: MatrixPlan, explicit: Int?) -> Int {
        explicit ?? plan.panels.map { $0.configuration.display.pngScale(explicit: nil) }.max() ?? 1
    }
}
