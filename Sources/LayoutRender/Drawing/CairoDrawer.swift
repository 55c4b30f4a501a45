import Foundation
import LayoutPainter
import LayoutScene

/// Draws a validated ``DisplayList`` on a Cairo context (an image or a PDF page), in points. Coordinates are
/// used as given: aligning 1-point strokes to half points, which keeps them crisp at every integer scale, is
/// the painter's job, so PNG, PDF and SVG show the same geometry.
struct CairoDrawer {
    let cairo: CairoContext
    let fonts: FontLibrary
    private let lineLayouts: LineLayouts

    /// A drawer on `cairo` that lays text out on `pango` (a context attached to `cairo`) with `fonts`.
    init(cairo: CairoContext, pango: PangoContextHandle, fonts: FontLibrary) {
        self.cairo = cairo
        self.fonts = fonts
        lineLayouts = LineLayouts(context: pango)
    }

    /// Draws the background, then the items back to front, and throws the first Cairo error.
    func draw(_ list: DisplayList) throws(RenderError) {
        if let background = list.background {
            cairo.setColor(background)
            cairo.paint()
        }
        draw(list.items)
        try cairo.checkStatus("draw the picture")
    }

    private func draw(_ items: [DisplayItem]) {
        for item in items {
            switch item {
            case .group(let group): draw(group)
            case .shape(let shape): draw(shape)
            case .text(let text): draw(text)
            case .line(let line): draw(line)
            case .image(let image): draw(image)
            case .polygon(let polygon): draw(polygon)
            }
        }
    }

    private func draw(_ group: DisplayGroup) {
        let opacity = Double(min(1, max(0, group.opacity)))
        guard opacity > 0 else { return }
        cairo.save()
        if let transform = group.transform { cairo.transform(transform) }
        if let clip = group.clip {
            cairo.setRoundedRectPath(clip.rect.standardized, radius: clip.cornerRadius)
            cairo.clipToPath()
        }
        if opacity < 1 {
            cairo.pushGroup()
            draw(group.items)
            cairo.popGroup(opacity: opacity)
        } else {
            draw(group.items)
        }
        cairo.restore()
    }

    private func draw(_ shape: DisplayShape) {
        cairo.setRoundedRectPath(shape.rect.standardized, radius: shape.cornerRadius)
        if let fill = shape.fill {
            cairo.setColor(fill)
            cairo.fillKeepingPath()
        }
        if let stroke = shape.stroke, stroke.width > 0 {
            cairo.setColor(stroke.color)
            cairo.stroke(width: stroke.width, dash: stroke.dash)
        }
        cairo.clearPath()
    }

    private func draw(_ polygon: DisplayPolygon) {
        guard polygon.points.count > (polygon.isClosed ? 2 : 1) else { return }
        cairo.setPolygonPath(polygon.points, closed: polygon.isClosed)
        if let fill = polygon.fill, polygon.isClosed {
            cairo.setColor(fill)
            cairo.fillKeepingPath()
        }
        if let stroke = polygon.stroke, stroke.width > 0 {
            cairo.setColor(stroke.color)
            cairo.setRoundStrokeEnds(!polygon.isClosed)
            cairo.stroke(width: stroke.width, dash: stroke.dash)
            cairo.setRoundStrokeEnds(false)
        }
        cairo.clearPath()
    }

    private func draw(_ line: DisplayLine) {
        guard line.stroke.width > 0 else { return }
        cairo.setSegmentsPath(LineSegments.segments(of: line))
        cairo.setColor(line.stroke.color)
        cairo.stroke(width: line.stroke.width, dash: line.stroke.dash)
    }

    private func draw(_ text: DisplayText) {
        let family = fonts.resolvedFamily(for: text.font)
        cairo.save()
        if let clip = text.clip {
            cairo.setRoundedRectPath(clip.standardized, radius: 0)
            cairo.clipToPath()
        }
        cairo.setColor(text.color)
        for line in text.lines where !line.text.isEmpty && !line.runs.isEmpty {
            draw(line.runs, of: line, in: text)
        }
        cairo.setColor(text.color)
        for line in text.lines where !line.text.isEmpty && line.runs.isEmpty {
            let layout = lineLayouts.layout(line.text, family: family, font: text.font)
            cairo.moveTo(CGPoint(x: line.origin.x, y: line.origin.y - layout.baseline))
            layout.show(on: cairo)
        }
        cairo.restore()
    }

    /// The runs of an attributed line, each in its own font and colour from `origin.x + run.x`, raised by its
    /// baseline offset, on its background colour (the run's logical box).
    private func draw(_ runs: [TextLineRun], of line: DisplayTextLine, in text: DisplayText) {
        for run in runs where !run.text.isEmpty {
            let layout = lineLayouts.layout(run, family: fonts.resolvedFamily(for: run.attributes.font ?? text.font),
                                            fallback: text.font)
            let baseline = line.origin.y - (run.attributes.baselineOffset ?? 0)
            let top = CGPoint(x: line.origin.x + run.x, y: baseline - layout.baseline)
            if let background = run.attributes.backgroundColor {
                cairo.setRoundedRectPath(CGRect(x: top.x, y: top.y, width: run.width, height: layout.logicalHeight),
                                         radius: 0)
                cairo.setColor(background)
                cairo.fillKeepingPath()
                cairo.clearPath()
            }
            cairo.setColor(run.attributes.foregroundColor ?? text.color)
            cairo.moveTo(top)
            layout.show(on: cairo)
        }
    }

    /// Decodes the PNG and paints it; a PNG whose body is damaged (its header was read when the asset catalog was)
    /// is drawn as a grey crossed box instead.
    private func draw(_ image: DisplayImage) {
        guard let surface = try? CairoSurface.decodingPNG(image.bitmap.data) else {
            let box = image.rect.standardized
            cairo.setRoundedRectPath(box, radius: 0)
            cairo.setColor(Self.damagedImageGrey)
            cairo.stroke(width: 1, dash: [])
            cairo.setSegmentsPath([(CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.maxY)),
                                   (CGPoint(x: box.maxX, y: box.minY), CGPoint(x: box.minX, y: box.maxY))])
            cairo.stroke(width: 1, dash: [])
            return
        }
        cairo.paint(surface, in: image.rect.standardized, tint: image.tint)
    }

    /// The outline of an image that cannot be decoded.
    private static let damagedImageGrey = Color(hex: 0x8E8E93)
}
