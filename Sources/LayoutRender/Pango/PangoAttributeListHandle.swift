import CCairo
import Foundation

/// Owns a `PangoAttrList`: attributes over byte ranges of a layout's text (fonts, letter spacing, rise,
/// underline, strikethrough, line height). Lengths are points.
final class PangoAttributeListHandle {
    let pointer: OpaquePointer

    init() {
        pointer = pango_attr_list_new()
    }

    deinit {
        pango_attr_list_unref(pointer)
    }

    /// Adds `attribute` (which the list then owns) over the UTF-8 byte range `bytes`.
    func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>, bytes: Range<Int>) {
        attribute.pointee.start_index = UInt32(clamping: bytes.lowerBound)
        attribute.pointee.end_index = UInt32(clamping: bytes.upperBound)
        pango_attr_list_insert(pointer, attribute)
    }

    /// The font of a range.
    func insertFont(_ font: PangoFontDescriptionHandle, bytes: Range<Int>) {
        insert(pango_attr_font_desc_new(font.pointer), bytes: bytes)
    }

    /// Extra space after each character of a range.
    func insertLetterSpacing(_ points: Double, bytes: Range<Int>) {
        insert(pango_attr_letter_spacing_new(Self.units(points)), bytes: bytes)
    }

    /// Raises a range by `points`.
    func insertRise(_ points: Double, bytes: Range<Int>) {
        insert(pango_attr_rise_new(Self.units(points)), bytes: bytes)
    }

    /// Underlines a range (`double` for `NSUnderlineStyle.double`).
    func insertUnderline(double: Bool, bytes: Range<Int>) {
        insert(pango_attr_underline_new(double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE), bytes: bytes)
    }

    /// Strikes a range through.
    func insertStrikethrough(bytes: Range<Int>) {
        insert(pango_attr_strikethrough_new(1), bytes: bytes)
    }

    /// Sets the height of the lines of a range to `points`.
    func insertLineHeight(_ points: Double, bytes: Range<Int>) {
        insert(pango_attr_line_height_new_absolute(Self.units(points)), bytes: bytes)
    }

    /// Multiplies the height of the lines of a range by `factor`.
    func insertLineHeight(factor: Double, bytes: Range<Int>) {
        insert(pango_attr_line_height_new(factor), bytes: bytes)
    }

    private static func units(_ points: Double) -> Int32 {
        PangoUnits.from(points)
    }
}
