import CCairo

/// Owns a Pango–Cairo font map of FreeType fonts that looks fonts up in a private fontconfig configuration
/// only.
final class PangoFontMapHandle {
    let pointer: UnsafeMutablePointer<PangoFontMap>

    init(configuration: FontconfigConfiguration) throws(RenderError) {
        guard let pointer = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw .fontconfig(operation: "create a FreeType font map (Pango was built without fontconfig support)")
        }
        self.pointer = pointer
        pango_fc_font_map_set_config(OpaquePointer(pointer), configuration.pointer)
    }

    deinit {
        // Pango 1.50 does not release the configuration when the map is finalized; detaching it first does.
        pango_fc_font_map_set_config(OpaquePointer(pointer), nil)
        g_object_unref(pointer)
    }
}
