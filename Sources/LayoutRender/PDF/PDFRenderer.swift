import Foundation
import LayoutPainter

/// Draws a display list as a one-page PDF with Cairo, the page the list's size in points, text embedded as
/// font subsets, the list's title and summary as the document's title and subject. The document carries no
/// creation or modification date, so the same list gives the same bytes.
///
/// ```swift
/// let pdf = try PDFRenderer(fonts: fonts).render(list)
/// ```
public struct PDFRenderer: Sendable {
    /// The fonts text is drawn with.
    ///
    /// ```swift
    /// let warnings = renderer.fonts.warnings
    /// ```
    public let fonts: FontLibrary

    /// Creates a renderer.
    ///
    /// ```swift
    /// let renderer = PDFRenderer(fonts: fonts)
    /// ```
    public init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// The PDF bytes of `list`; throws for invalid sizes and numbers and for Cairo failures.
    ///
    /// ```swift
    /// let data = try PDFRenderer(fonts: fonts).render(list)
    /// ```
    public func render(_ list: DisplayList) throws(RenderError) -> Data {
        try DisplayListValidator.validate(list)
        let surface = try CairoSurface.pdf(width: Double(list.size.width), height: Double(list.size.height),
                                           title: list.title, subject: list.summary)
        // Finishing embeds the font subsets, which reads the fonts' files through FreeType: it is font engine work.
        return try fonts.withSession { session throws(RenderError) -> Data in
            let cairo = try CairoContext(surface: surface)
            let pango = session.drawingContext(for: cairo)
            try CairoDrawer(cairo: cairo, pango: pango, fonts: fonts).draw(list)
            return try surface.finishedBytes()
        }
    }
}
