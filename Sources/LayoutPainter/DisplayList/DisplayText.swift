import Foundation
import LayoutScene

/// Text already laid out by the painter: each line's characters and where its baseline starts. Back ends draw
/// each line with the same font and settings the measurer used, so what was measured is what is drawn.
///
/// ```swift
/// let text = DisplayText(id: "label-title", classes: ["label"], font: .systemFont(ofSize: 17), color: .black,
///                        clip: CGRect(x: 16, y: 16, width: 200, height: 21),
///                        lines: [DisplayTextLine(text: "Hello", origin: CGPoint(x: 16, y: 32), width: 42)])
/// ```
public struct DisplayText: Sendable, Hashable {
    /// The stable id.
    public var id: String
    /// The classes.
    public var classes: [String]
    /// The font requested (the back end resolves `nil` family to its default family).
    public var font: Font
    /// The text colour.
    public var color: Color
    /// The rectangle ink is clipped to (a label's frame), or `nil` for no clip.
    public var clip: CGRect?
    /// The lines, top to bottom.
    public var lines: [DisplayTextLine]

    /// Creates laid-out text.
    ///
    /// ```swift
    /// let text = DisplayText(id: "t", classes: [], font: .labelDefault, color: .black, clip: nil, lines: [])
    /// ```
    public init(id: String, classes: [String], font: Font, color: Color, clip: CGRect?, lines: [DisplayTextLine]) {
        self.id = id
        self.classes = classes
        self.font = font
        self.color = color
        self.clip = clip
        self.lines = lines
    }
}

/// One line of ``DisplayText``.
///
/// ```swift
/// let line = DisplayTextLine(text: "Ada", origin: CGPoint(x: 10, y: 20), width: 28.5)
/// ```
public struct DisplayTextLine: Sendable, Hashable {
    /// The characters.
    public var text: String
    /// The left end of the baseline.
    public var origin: CGPoint
    /// The advance width the measurer gave (SVG writes it as `textLength`).
    public var width: CGFloat
    /// The runs of attributed text, each drawn in its own font and colours from `origin.x + run.x`; empty for a
    /// line drawn whole in the text's font and colour.
    public var runs: [TextLineRun]

    /// Creates a line.
    ///
    /// ```swift
    /// let line = DisplayTextLine(text: "8", origin: .zero, width: 7)
    /// ```
    public init(text: String, origin: CGPoint, width: CGFloat, runs: [TextLineRun] = []) {
        self.text = text
        self.origin = origin
        self.width = width
        self.runs = runs
    }
}
