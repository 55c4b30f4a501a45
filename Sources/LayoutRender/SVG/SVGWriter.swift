import Foundation
import LayoutPainter
import LayoutScene

/// Writes a display list as SVG itself (Cairo's SVG surface would turn text into outlines): `<text>` kept, one
/// element per line, attributes in a fixed order, numbers with at most two decimals, ids from the list made
/// valid and unique, no timestamps or versions, so the same list always gives the same bytes.
///
/// The root has `viewBox`, `width`, `height`, `role="img"` and `aria-labelledby` pointing at `<title>` (the
/// list's title) and `<desc>` (its summary). One `<style>` keeps spaces in text and, when the list has
/// ``DisplayList/darkStyles``, holds them in a `@media (prefers-color-scheme: dark)` block; colours are also
/// written as presentation attributes for renderers that ignore CSS. Groups become `<g>` with `opacity` and a
/// `clip-path` (its `<clipPath>` written just before), shapes `<rect>`, plain lines `<line>`, I-bars `<path>`,
/// text one `<text>` per line (in a `<g>` when there are several) in the family the ``FontLibrary`` resolves,
/// with a generic fallback and `textLength` pinning the measured width.
///
/// ```swift
/// let svg = try SVGWriter(fonts: fonts).render(list)
/// try svg.write(to: URL(fileURLWithPath: "card.svg"))
/// ```
public struct SVGWriter: Sendable {
    /// The fonts whose family names the text elements use.
    ///
    /// ```swift
    /// let warnings = writer.fonts.warnings
    /// ```
    public let fonts: FontLibrary

    /// Creates a writer.
    ///
    /// ```swift
    /// let writer = SVGWriter(fonts: fonts)
    /// ```
    public init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// The SVG document as UTF-8 bytes; throws for invalid sizes and numbers.
    ///
    /// ```swift
    /// let data = try SVGWriter(fonts: fonts).render(list)
    /// ```
    public func render(_ list: DisplayList) throws(RenderError) -> Data {
        Data(try document(list).utf8)
    }

    /// The SVG document as text; throws for invalid sizes and numbers.
    ///
    /// ```swift
    /// print(try SVGWriter(fonts: fonts).document(list))
    /// ```
    public func document(_ list: DisplayList) throws(RenderError) -> String {
        try DisplayListValidator.validate(list)
        var output = SVGOutput(fonts: fonts)
        output.writeDocument(list)
        return output.lines.joined(separator: "\n") + "\n"
    }
}
