import LayoutEngine
import LayoutLint
import LayoutPainter
import LayoutScene

/// An accessibility snapshot's drawing: each element VoiceOver visits (``LayoutLint/AccessibilityHierarchy``)
/// outlined in its own colour and numbered in reading order, and a legend beside the picture giving what VoiceOver
/// says for it, its hint, the view and where it was placed. An element with no label is dashed, its line red and
/// marked `(no label)`.
///
/// ```swift
/// let list = Painter().paint(canvas, result: result, measuring: measurer)
/// let snapshot = AccessibilityOverlay().drawing(over: list, canvas: canvas, result: result, measuring: measurer)
/// ```
public struct AccessibilityOverlay: Sendable {
    /// The padding the picture was painted with.
    public var padding: CGFloat
    /// The legend's colours.
    public var theme: Theme

    /// An overlay for pictures painted with `padding` in `theme`.
    ///
    /// ```swift
    /// let overlay = AccessibilityOverlay(padding: 16, theme: .dark)
    /// ```
    public init(padding: CGFloat = PaintOptions().padding, theme: Theme = .light) {
        self.padding = padding
        self.theme = theme
    }

    /// The annotations of `elements`: one each, numbered as they are, in the palette's colours by number.
    ///
    /// ```swift
    /// let marks = AccessibilityOverlay.annotations(of: hierarchy.elements)
    /// ```
    public static func annotations(of elements: [AccessibilityElement]) -> [Annotation] {
        elements.map { element in
            var lines = [element.spoken + (element.isMissingLabel ? "  (no label)" : "")]
            if let hint = element.hint { lines.append("Hint: \(hint)") }
            lines.append(element.view + (element.location.map { "  \($0.fileName):\($0.line)" } ?? ""))
            return Annotation(number: element.number, frame: element.frame,
                              color: Annotation.palette[(element.number - 1) % Annotation.palette.count],
                              lines: lines, isFlagged: element.isMissingLabel)
        }
    }

    /// `list`, the painting of `canvas` laid out as `result`, with its accessibility elements drawn over it.
    /// With `sourceFiles`, only positions in those files are named.
    ///
    /// ```swift
    /// let snapshot = AccessibilityOverlay().drawing(over: list, canvas: canvas, result: result, measuring: measurer)
    /// ```
    public func drawing(over list: DisplayList, canvas: Canvas, result: LayoutResult,
                        measuring measurer: any TextMeasuring, sourceFiles: Set<String>? = nil) -> DisplayList {
        let elements = AccessibilityHierarchy(canvas: canvas, result: result, sourceFiles: sourceFiles).elements
        return AnnotationLayer(padding: padding, theme: theme).annotate(list, with: Self.annotations(of: elements),
                                                                        measuring: measurer)
    }
}
