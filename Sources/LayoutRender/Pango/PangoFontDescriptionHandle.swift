import CCairo
import Foundation
import LayoutScene

/// Owns a `PangoFontDescription`: family (followed by ``FontSet/fallbackFamilies`` for characters it lacks),
/// absolute size in points, weight and style.
final class PangoFontDescriptionHandle {
    let pointer: OpaquePointer

    init(family: String, font: Font) {
        pointer = pango_font_description_new()
        pango_font_description_set_family(pointer, FontSet.fallbackChain(from: family).joined(separator: ","))
        pango_font_description_set_absolute_size(pointer, Double(font.pointSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(pointer, PangoWeight(rawValue: UInt32(font.weight.cssWeight)))
        pango_font_description_set_style(pointer, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    }

    deinit {
        pango_font_description_free(pointer)
    }
}
