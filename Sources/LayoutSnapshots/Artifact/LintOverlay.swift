import Foundation
import LayoutDiff
import LayoutEngine
import LayoutLint
import LayoutPainter
import LayoutRender
import LayoutScene

/// A lint picture's drawing: each finding outlined on its view in its rule's colour and numbered, with a legend
/// beside the picture (the rule and message, then where the view was placed). `lint -o`, `layoutviz test --lint` and
/// ``LayoutVizTesting`` draw it.
///
/// ```swift
/// let png = try LintOverlay.picture(of: canvas, result: result, findings: findings, environment: .shared())
/// ```
public enum LintOverlay {
    /// The annotation of each finding with its number.
    ///
    /// ```swift
    /// let marks = LintOverlay.annotations(of: findings.enumerated().map { ($0 + 1, $1) })
    /// ```
    public static func annotations(of numbered: [(number: Int, finding: LintFinding)]) -> [Annotation] {
        numbered.map { number, finding in
            Annotation(number: number, frame: finding.frame ?? .zero, color: color(of: finding.rule),
                       lines: ["[\(finding.rule.identifier)] \(finding.message)"]
                           + (finding.location.map { ["\($0.fileName):\($0.line)"] } ?? []))
        }
    }

    /// A rule's colour: its place among the rules in ``LayoutPainter/Annotation/palette``.
    ///
    /// ```swift
    /// LintOverlay.color(of: .truncatedText)
    /// ```
    public static func color(of rule: LintRule) -> Color {
        let index = LintRule.allCases.firstIndex(of: rule) ?? 0
        return Annotation.palette[index % Annotation.palette.count]
    }

    /// The lint picture of one canvas laid out as `result`, as PNG at `scale`: painted without guides, the findings
    /// numbered 1, 2, … in order.
    ///
    /// ```swift
    /// let png = try LintOverlay.picture(of: canvas, result: result, findings: findings, environment: environment)
    /// ```
    public static func picture(of canvas: Canvas, result: LayoutResult, findings: [LintFinding],
                               environment: SnapshotEnvironment, scale: Int = 1) throws(RenderError) -> Data {
        let options = PaintOptions(guides: .none)
        let painted = Painter(options: options).paint(canvas, result: result, measuring: environment.measurer)
        let marks = annotations(of: findings.enumerated().map { ($0.offset + 1, $0.element) })
        let list = AnnotationLayer(padding: options.padding, theme: options.theme)
            .annotate(painted, with: marks, measuring: environment.measurer)
        return try environment.renderer.render(list, format: .png(scale: scale), budget: canvas.workBudget)
    }

    /// Writes the lint picture to `name` in the artifacts folder (``LayoutDiff/ArtifactsDirectory``) and returns its
    /// path, or nil when it could not be drawn or written.
    ///
    /// ```swift
    /// let path = LintOverlay.writeArtifact(named: "card.lint.png", of: canvas, result: result, findings: findings,
    ///                                      environment: environment)
    /// ```
    public static func writeArtifact(named name: String, of canvas: Canvas, result: LayoutResult,
                                     findings: [LintFinding], environment: SnapshotEnvironment) -> String? {
        guard let png = try? picture(of: canvas, result: result, findings: findings, environment: environment) else {
            return nil
        }
        let url = ArtifactsDirectory.url().appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFileWriter.write(png, to: url)
        } catch {
            return nil
        }
        return url.path
    }
}
