import CCairo

/// Owns a `cairo_font_options_t` with the fixed settings every measuring and drawing context uses: grey
/// antialiasing, no hinting of outlines or metrics, default subpixel order. Fixed options keep text widths
/// independent of the output format and scale.
final class CairoFontOptions {
    let pointer: OpaquePointer

    init() throws(RenderError) {
        pointer = cairo_font_options_create()!
        cairo_font_options_set_antialias(pointer, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(pointer, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(pointer, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(pointer, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        try cairo_font_options_status(pointer).check("create font options")
    }

    deinit {
        cairo_font_options_destroy(pointer)
    }
}
