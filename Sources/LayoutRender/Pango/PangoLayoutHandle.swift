import CCairo
import Foundation

/// Owns a `PangoLayout`: a paragraph of text laid out with one font, optionally wrapped or ellipsized at a
/// width. Lengths in and out are points.
final class PangoLayoutHandle {
    let pointer: OpaquePointer
    private let utf8: [UInt8]

    init(context: PangoContextHandle, text: String, font: PangoFontDescriptionHandle) {
        pointer = pango_layout_new(context.pointer)
        utf8 = Array(text.utf8)
        pango_layout_set_font_description(pointer, font.pointer)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                pango_layout_set_text(pointer, chars.baseAddress, Int32(chars.count))
            }
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// Wraps (or ellipsizes) at `points`.
    func setWidth(_ points: Double) {
        pango_layout_set_width(pointer, Int32(points * Double(PANGO_SCALE)))
    }

    func setWrap(_ mode: PangoWrapMode) {
        pango_layout_set_wrap(pointer, mode)
    }

    func setEllipsize(_ mode: PangoEllipsizeMode) {
        pango_layout_set_ellipsize(pointer, mode)
    }

    /// Keeps at most `count` lines per paragraph, ellipsizing the last one (needs a width and an ellipsize mode).
    func limitLines(to count: Int) {
        pango_layout_set_height(pointer, -Int32(clamping: count))
    }

    /// Lays the text out with per-range attributes.
    func setAttributes(_ list: PangoAttributeListHandle) {
        pango_layout_set_attributes(pointer, list.pointer)
    }

    /// Adds `points` between lines.
    func setSpacing(_ points: Double) {
        pango_layout_set_spacing(pointer, PangoUnits.from(points))
    }

    /// The first line's baseline below the layout's top.
    var baseline: Double {
        Double(pango_layout_get_baseline(pointer)) / Double(PANGO_SCALE)
    }

    /// The height of the layout's logical box.
    var logicalHeight: Double {
        var logical = PangoRectangle()
        pango_layout_get_extents(pointer, nil, &logical)
        return Self.points(logical.height)
    }

    /// Every line as laid out, top to bottom: the characters shown (with "…" where Pango ellipsized, without
    /// the spaces a wrap leaves at the end), the advance of the glyphs shown (for an ellipsized line Pango
    /// widens the ellipsis to the layout width), the baseline and the bottom of the line's box, measured from
    /// the layout's top.
    func lines() -> [LaidOutLine] {
        let iterator = pango_layout_get_iter(pointer)
        defer { pango_layout_iter_free(iterator) }
        var result: [LaidOutLine] = []
        var startsParagraph: [Bool] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let line = pango_layout_iter_get_line_readonly(iterator)
            let runs = line.map(Self.runs) ?? []
            result.append(LaidOutLine(text: shownText(runs), isEllipsized: runs.contains(where: Self.isEllipsis),
                                      width: Self.points(runs.reduce(0) { $0 + Int(pango_glyph_string_get_width($1.glyphs)) }),
                                      baseline: Self.points(pango_layout_iter_get_baseline(iterator)),
                                      bottom: Self.points(Int(logical.y) + Int(logical.height)), pieces: runs.map(piece)))
            startsParagraph.append(line.map { $0.pointee.is_paragraph_start != 0 } ?? true)
        } while pango_layout_iter_next_line(iterator) != 0
        for index in result.indices.dropLast() where !startsParagraph[index + 1] {
            result[index].text = String(result[index].text.reversed().drop { $0.isWhitespace }.reversed())
        }
        return result
    }

    /// Draws the layout with its top-left corner at the context's current point.
    func show(on cairo: CairoContext) {
        pango_cairo_show_layout(cairo.pointer, pointer)
    }

    /// The line's runs (items with their glyphs) in visual order.
    private static func runs(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> [PangoGlyphItem] {
        var runs: [PangoGlyphItem] = []
        var node = line.pointee.runs
        while let current = node {
            if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee { runs.append(run) }
            node = current.pointee.next
        }
        return runs
    }

    /// The runs' characters in logical order, an ellipsis run shown as "…".
    private func shownText(_ runs: [PangoGlyphItem]) -> String {
        let pieces = runs.compactMap { run -> (offset: Int32, text: String)? in
            guard let item = run.item?.pointee else { return nil }
            return (item.offset, Self.isEllipsis(run) ? "…" : text(from: item.offset, length: item.length))
        }
        return pieces.sorted { $0.offset < $1.offset }.map(\.text).joined()
    }

    /// A run as a ``LaidOutPiece``.
    private func piece(_ run: PangoGlyphItem) -> LaidOutPiece {
        let item = run.item?.pointee
        let offset = Int(item?.offset ?? 0)
        let ellipsis = Self.isEllipsis(run)
        return LaidOutPiece(byteOffset: offset, text: ellipsis ? "…" : text(from: Int32(offset), length: item?.length ?? 0),
                            isEllipsis: ellipsis, width: Self.points(pango_glyph_string_get_width(run.glyphs)))
    }

    private static func isEllipsis(_ run: PangoGlyphItem) -> Bool {
        guard let item = run.item?.pointee else { return false }
        return Int32(item.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0
    }

    private func text(from offset: Int32, length: Int32) -> String {
        let start = min(utf8.count, max(0, Int(offset)))
        let end = min(utf8.count, start + max(0, Int(length)))
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    private static func points(_ units: Int32) -> Double {
        Double(units) / Double(PANGO_SCALE)
    }

    /// `units` (a sum of Pango units, which can pass `Int32` for a huge layout) in points.
    private static func points(_ units: Int) -> Double {
        Double(units) / Double(PANGO_SCALE)
    }
}

/// One line of a ``PangoLayoutHandle``, in points from the layout's top.
struct LaidOutLine {
    var text: String
    /// Whether Pango put an ellipsis in the line (whose width then includes padding up to the layout width).
    var isEllipsized: Bool
    var width: Double
    var baseline: Double
    var bottom: Double
    /// The runs Pango shaped, left to right.
    var pieces: [LaidOutPiece]
}

/// One run of a ``LaidOutLine``: where its characters start in the layout's text (UTF-8 bytes), what it shows
/// and its advance.
struct LaidOutPiece {
    var byteOffset: Int
    var text: String
    var isEllipsis: Bool
    var width: Double
}
