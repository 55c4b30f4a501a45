import CCairo
@testable import LayoutRender
import LayoutScene
import Testing

/// A PNG drawn at scale 1 uses the very font objects text was measured with (so Pango works out each font's metrics
/// once); a drawing at another scale has fonts of its own.
@Suite struct SharedFontsTests {
    private func font(_ context: PangoContextHandle) -> UnsafeMutablePointer<PangoFont>? {
        let description = PangoFontDescriptionHandle(family: "Inter", font: Font(family: nil, size: 10))
        return pango_context_load_font(context.pointer, description.pointer)
    }

    @Test func aPNGAtScaleOneDrawsWithTheMeasuringFonts() throws {
        let library = try FontLibrary()
        let (same, scaled) = try library.withSession { session throws(RenderError) in
            let cairo = try CairoContext(surface: try CairoSurface.image(width: 40, height: 20))
            let drawing = session.drawingContext(for: cairo)
            let scaledCairo = try CairoContext(surface: try CairoSurface.image(width: 80, height: 40))
            cairo_scale(scaledCairo.pointer, 2, 2)
            let scaledDrawing = session.drawingContext(for: scaledCairo)
            let fonts = [font(session.measuringContext), font(drawing), font(scaledDrawing)]
            defer { for loaded in fonts { g_object_unref(UnsafeMutableRawPointer(loaded)) } }
            return (fonts[0] != nil && fonts[0] == fonts[1], fonts[0] == fonts[2])
        }
        #expect(same)
        #expect(!scaled)
    }
}
