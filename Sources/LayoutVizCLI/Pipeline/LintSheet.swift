import LayoutLint
import LayoutPainter
import LayoutRender
import LayoutScene
import LayoutSnapshots

/// The lint picture (`lint -o sheet.png`): the configurations that have findings side by side, each finding outlined
/// on its view in its rule's colour and marked with its number in the report (the same number in every panel it
/// happens in), and beside each panel a legend with one entry per finding: the rule and message, then the position.
///
/// ```swift
/// let sheet = try LintSheet.paint(plan, findings: findings, report: report, scene: options)
/// ```
enum LintSheet {
    /// The sheet's display list and fonts, or nil when no configuration has a finding the report kept.
    static func paint(_ plan: MatrixPlan, findings: [[LintFinding]], report: LintReport, scene: SceneOptions)
        throws(CommandFailure) -> (list: DisplayList, fonts: FontLibrary)? {
        let numbers = report.entryNumbers
        let painting: PaintingFlags
        do {
            painting = try PaintingFlags.parse(["--guides", "none"])
        } catch {
            throw CommandFailure(.failure, "error: \(error)")
        }
        let panels = zip(plan.panels, findings).compactMap { panel, found -> ContactSheetPainting.Panel? in
            let marked = found.compactMap { finding in numbers[LintReport.key(of: finding)].map { ($0, finding) } }
            guard !marked.isEmpty else { return nil }
            let annotations = LintOverlay.annotations(of: marked.map { (number: $0.0, finding: $0.1) })
            let options = painting.paintOptions(appearance: panel.configuration.appearance)
            return ContactSheetPainting.Panel(
                caption: panel.caption, failureHeading: "the configuration '\(panel.caption)'",
                appearance: panel.configuration.appearance,
                solve: { () throws(CommandFailure) in try SolvedScene(scene, in: panel.configuration) },
                annotate: { solved, list in
                    AnnotationLayer(padding: options.padding, theme: options.theme)
                        .annotate(list, with: annotations, measuring: solved.measurer)
                })
        }
        guard !panels.isEmpty else { return nil }
        let sheet = try ContactSheetPainting.compose(panels, columns: min(panels.count, 2), painting: painting)
        return (sheet.list, sheet.fonts)
    }
}
