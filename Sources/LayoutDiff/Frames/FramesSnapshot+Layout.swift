import Foundation
import LayoutEngine
import LayoutScene

extension FramesSnapshot {
    /// The snapshot of a solved layout: the canvas size, every view of `result` in tree order (labels with
    /// their text metrics) and its diagnostics.
    ///
    /// ```swift
    /// let result = canvas.layout()
    /// let snapshot = FramesSnapshot(canvas: canvas, result: result)
    /// ```
    public init(canvas: Canvas, result: LayoutResult) {
        let views = result.views.map { entry in
            ViewSnapshot(name: entry.name, parentName: entry.parentName, frame: entry.frame,
                         ambiguousAttributes: entry.ambiguousAttributes,
                         text: (entry.view as? Label).map(LabelTextSummary.init(label:)))
        }
        self.init(canvasSize: canvas.size, views: views, diagnostics: result.diagnostics)
    }
}

extension LabelTextSummary {
    /// The summary of a laid-out label: its text, line count and first shown line from its text metrics.
    init(label: Label) {
        let text = label.text ?? ""
        self.init(text: text, lineCount: label.textMetrics?.lineCount ?? 0,
                  firstLine: label.textMetrics?.lines.first?.text ?? text, font: label.font.description)
    }
}
