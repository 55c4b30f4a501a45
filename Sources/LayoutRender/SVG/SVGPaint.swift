import LayoutPainter
import LayoutScene

/// Colours as SVG attributes and CSS: `#RRGGBB` plus a separate opacity when not opaque, which SVG 1.1
/// renderers understand (unlike `#RRGGBBAA`).
enum SVGPaint {
    /// `#RRGGBB`, ignoring alpha.
    static func hex(_ color: Color) -> String {
        color.withAlphaComponent(1).hexString
    }

    /// Adds `fill` (or `fill="none"`) and `fill-opacity` when not opaque.
    static func setFill(_ color: Color?, on element: inout SVGElement) {
        guard let color else {
            element.set("fill", "none")
            return
        }
        element.set("fill", hex(color))
        if color.alpha < 1 { element.set("fill-opacity", number: Double(color.alpha)) }
    }

    /// Adds `stroke`, `stroke-opacity` when not opaque, `stroke-width` and `stroke-dasharray` when dashed.
    static func setStroke(_ stroke: DisplayStroke?, on element: inout SVGElement) {
        guard let stroke, stroke.width > 0 else { return }
        element.set("stroke", hex(stroke.color))
        if stroke.color.alpha < 1 { element.set("stroke-opacity", number: Double(stroke.color.alpha)) }
        element.set("stroke-width", number: Double(stroke.width))
        if !stroke.dash.isEmpty {
            element.set("stroke-dasharray", stroke.dash.map { SVGNumber.format($0) }.joined(separator: " "))
        }
    }

    /// CSS declarations for a class style, e.g. `fill: #FFFFFF; fill-opacity: 1;`.
    static func declarations(_ style: DisplayClassStyle) -> String {
        var declarations: [String] = []
        if let fill = style.fill {
            declarations += ["fill: \(hex(fill));", "fill-opacity: \(SVGNumber.format(fill.alpha));"]
        }
        if let stroke = style.stroke {
            declarations += ["stroke: \(hex(stroke));", "stroke-opacity: \(SVGNumber.format(stroke.alpha));"]
        }
        return declarations.joined(separator: " ")
    }
}
