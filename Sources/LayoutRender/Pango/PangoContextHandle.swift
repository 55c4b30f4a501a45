import CCairo

/// Owns a `PangoContext` on a font map, set up as every context here must be: the fixed font options, 72 dpi
/// (1 pt = 1 unit) and unrounded glyph positions.
final class PangoContextHandle {
    let pointer: OpaquePointer

    init(fontMap: PangoFontMapHandle, options: CairoFontOptions) {
        pointer = pango_font_map_create_context(fontMap.pointer)
        pango_cairo_context_set_font_options(pointer, options.pointer)
        pango_cairo_context_set_resolution(pointer, 72)
        pango_context_set_round_glyph_positions(pointer, 0)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// Takes the drawing context's transformation (the output scale), and gives the fixed font options to it.
    func attach(to cairo: CairoContext, options: CairoFontOptions) {
        cairo.setFontOptions(options)
        pango_cairo_update_context(cairo.pointer, pointer)
        pango_cairo_context_set_font_options(pointer, options.pointer)
    }
}
