import CCairo
import Foundation
import LayoutScene

/// Owns one `cairo_t` drawing on a ``CairoSurface`` (kept alive with it); the drawing calls the display-list
/// drawer needs, in user-space points.
final class CairoContext {
    let pointer: OpaquePointer
    let surface: CairoSurface

    init(surface: CairoSurface) throws(RenderError) {
        self.surface = surface
        pointer = cairo_create(surface.pointer)!
        try cairo_status(pointer).check("create a drawing context")
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// Throws if any drawing call so far failed (Cairo keeps the first error on the context).
    func checkStatus(_ operation: String) throws(RenderError) {
        try cairo_status(pointer).check(operation)
    }

    func scale(by factor: Double) {
        cairo_scale(pointer, factor, factor)
    }

    func setFontOptions(_ options: CairoFontOptions) {
        cairo_set_font_options(pointer, options.pointer)
    }

    func save() {
        cairo_save(pointer)
    }

    func restore() {
        cairo_restore(pointer)
    }

    /// Draws what follows through `transform` (on top of the current one), until the next ``restore()``.
    func transform(_ transform: ViewTransform) {
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, Double(transform.a), Double(transform.b), Double(transform.c), Double(transform.d),
                          Double(transform.tx), Double(transform.ty))
        cairo_transform(pointer, &matrix)
    }

    func setColor(_ color: Color) {
        cairo_set_source_rgba(pointer, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }

    func paint() {
        cairo_paint(pointer)
    }

    func pushGroup() {
        cairo_push_group(pointer)
    }

    /// Ends ``pushGroup()`` and paints the group at `opacity`.
    func popGroup(opacity: Double) {
        cairo_pop_group_to_source(pointer)
        cairo_paint_with_alpha(pointer, opacity)
    }

    /// Replaces the path with a rectangle whose corners are arcs of `radius` (clamped to half the shorter side).
    func setRoundedRectPath(_ rect: CGRect, radius: CGFloat) {
        cairo_new_path(pointer)
        let x = Double(rect.minX), y = Double(rect.minY), width = Double(rect.width), height = Double(rect.height)
        let r = min(Double(max(0, radius)), width / 2, height / 2)
        guard r > 0 else {
            cairo_rectangle(pointer, x, y, width, height)
            return
        }
        let quarter = Double.pi / 2
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, x + width - r, y + r, r, -quarter, 0)
        cairo_arc(pointer, x + width - r, y + height - r, r, 0, quarter)
        cairo_arc(pointer, x + r, y + height - r, r, quarter, 2 * quarter)
        cairo_arc(pointer, x + r, y + r, r, 2 * quarter, 3 * quarter)
        cairo_close_path(pointer)
    }

    /// Replaces the path with the given straight segments.
    func setSegmentsPath(_ segments: [(from: CGPoint, to: CGPoint)]) {
        cairo_new_path(pointer)
        for segment in segments {
            cairo_move_to(pointer, Double(segment.from.x), Double(segment.from.y))
            cairo_line_to(pointer, Double(segment.to.x), Double(segment.to.y))
        }
    }

    /// Replaces the path with the polygon through `points`, closed unless `closed` is false.
    func setPolygonPath(_ points: [CGPoint], closed: Bool) {
        cairo_new_path(pointer)
        for (index, point) in points.enumerated() {
            if index == 0 {
                cairo_move_to(pointer, Double(point.x), Double(point.y))
            } else {
                cairo_line_to(pointer, Double(point.x), Double(point.y))
            }
        }
        if closed { cairo_close_path(pointer) }
    }

    /// Makes the following strokes end and join round (`true`) or with Cairo's defaults, butt ends and mitred joins.
    func setRoundStrokeEnds(_ round: Bool) {
        cairo_set_line_cap(pointer, round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(pointer, round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
    }

    /// Intersects the clip with the current path (and clears the path).
    func clipToPath() {
        cairo_clip(pointer)
    }

    /// Fills the current path and keeps it for a stroke.
    func fillKeepingPath() {
        cairo_fill_preserve(pointer)
    }

    /// Strokes the current path with butt caps and miter joins.
    func stroke(width: CGFloat, dash: [CGFloat]) {
        cairo_set_line_width(pointer, Double(width))
        let lengths = dash.map(Double.init)
        cairo_set_dash(pointer, lengths, Int32(lengths.count), 0)
        cairo_stroke(pointer)
    }

    func clearPath() {
        cairo_new_path(pointer)
    }

    func moveTo(_ point: CGPoint) {
        cairo_move_to(pointer, Double(point.x), Double(point.y))
    }

    /// Paints `image` scaled into `rect`, edges kept crisp (the image's border pixels are extended, then clipped to
    /// the rectangle); with a `tint`, the image's alpha is used as a mask for the colour.
    func paint(_ image: CairoSurface, in rect: CGRect, tint: Color?) {
        let width = Double(cairo_image_surface_get_width(image.pointer))
        let height = Double(cairo_image_surface_get_height(image.pointer))
        guard width > 0, height > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_save(pointer)
        cairo_translate(pointer, Double(rect.minX), Double(rect.minY))
        cairo_scale(pointer, Double(rect.width) / width, Double(rect.height) / height)
        cairo_new_path(pointer)
        cairo_rectangle(pointer, 0, 0, width, height)
        cairo_clip(pointer)
        let pattern = cairo_pattern_create_for_surface(image.pointer)!
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        if let tint {
            setColor(tint)
            cairo_mask(pointer, pattern)
        } else {
            cairo_set_source(pointer, pattern)
            cairo_paint(pointer)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(pointer)
    }
}
