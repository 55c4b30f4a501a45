import Foundation
import LayoutScene

/// A numbered outline over part of a picture, with its lines in a legend beside it: what a lint finding or an
/// accessibility element looks like on a picture (``AnnotationLayer``).
///
/// ```swift
/// let mark = Annotation(number: 1, frame: CGRect(x: 16, y: 40, width: 120, height: 44), color: .systemBlue,
///                       lines: ["Sign in. Button.", "form/signIn"])
/// ```
public struct Annotation: Sendable, Hashable {
    /// The number on the outline and in the legend.
    public var number: Int
    /// The outlined rectangle, in canvas coordinates (the painter's padding is added when drawn).
    public var frame: CGRect
    /// The outline's and the marker's colour.
    public var color: Color
    /// The legend's text for it: the first line in the legend's colour, the rest dimmed under it.
    public var lines: [String]
    /// Whether it needs attention (an element with no label): its outline is dashed and its first line is drawn in
    /// red.
    public var isFlagged: Bool

    /// An annotation.
    ///
    /// ```swift
    /// Annotation(number: 2, frame: toggleFrame, color: .systemGreen, lines: ["Switch Button. Off."], isFlagged: true)
    /// ```
    public init(number: Int, frame: CGRect, color: Color, lines: [String], isFlagged: Bool = false) {
        self.number = number
        self.frame = frame
        self.color = color
        self.lines = lines
        self.isFlagged = isFlagged
    }

    /// Distinct colours for annotations that each have their own, readable on light and dark pictures and in both
    /// the outline and the white number on the marker; the N-th annotation takes the N-th, round again after the
    /// last.
    ///
    /// ```swift
    /// let color = Annotation.palette[(number - 1) % Annotation.palette.count]
    /// ```
    public static let palette: [Color] = [
        Color(hex: 0x0A6CD6), Color(hex: 0xC2410C), Color(hex: 0x15803D), Color(hex: 0x9333EA), Color(hex: 0xBE123C),
        Color(hex: 0x0E7490), Color(hex: 0xA16207), Color(hex: 0x4338CA), Color(hex: 0x047857), Color(hex: 0xC026D3),
    ]
}
