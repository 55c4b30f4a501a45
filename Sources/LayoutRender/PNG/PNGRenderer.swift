import Foundation
import LayoutPainter

/// Draws a display list into a PNG with Cairo: an ARGB32 image of ⌈size × scale⌉ pixels, transparent where the
/// list has no background.
///
/// ```swift
/// let png = try PNGRenderer(fonts: fonts, scale: 2).render(list)
/// try png.write(to: URL(fileURLWithPath: "card@2x.png"))
/// ```
public struct PNGRenderer: Sendable {
    /// The fonts text is drawn with.
    ///
    /// ```swift
    /// let warnings = renderer.fonts.warnings
    /// ```
    public let fonts: FontLibrary
    /// Pixels per point, 1 to ``RenderLimits/maximumScale``.
    ///
    /// ```swift
    /// PNGRenderer(fonts: fonts, scale: 3).scale // 3
    /// ```
    public let scale: Int

    /// Creates a renderer; the scale is checked when rendering.
    ///
    /// ```swift
    /// let renderer = PNGRenderer(fonts: fonts, scale: 2)
    /// ```
    public init(fonts: FontLibrary, scale: Int = 1) {
        self.fonts = fonts
        self.scale = scale
    }

    /// The PNG bytes of `list`; throws for invalid sizes and numbers, oversize canvases and Cairo failures.
    ///
    /// ```swift
    /// let data = try PNGRenderer(fonts: fonts).render(list)
    /// ```
    public func render(_ list: DisplayList) throws(RenderError) -> Data {
        try DisplayListValidator.validate(list)
        let pixels = try DisplayListValidator.validatePNG(list, scale: scale)
        let surface = try CairoSurface.image(width: pixels.width, height: pixels.height)
        try fonts.withSession { session throws(RenderError) in
            let cairo = try CairoContext(surface: surface)
            cairo.scale(by: Double(scale))
            let pango = session.drawingContext(for: cairo)
            try CairoDrawer(cairo: cairo, pango: pango, fonts: fonts).draw(list)
        }
        return try surface.pngBytes()
    }
}
