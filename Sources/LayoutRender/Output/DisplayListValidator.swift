import Foundation
import LayoutPainter

/// Checks a display list before any back end draws it, so a bad number becomes a clear error rather than a
/// Cairo error state, `NaN` in an SVG or a blank picture: the canvas size, then every item in drawing order
/// (coordinates, sizes, widths, dashes, opacities and font sizes finite and in range; text lines not too long).
enum DisplayListValidator {
    static func validate(_ list: DisplayList) throws(RenderError) {
        let width = Double(list.size.width), height = Double(list.size.height)
        let limit = RenderLimits.maximumCoordinate
        guard width > 0, height > 0, width <= limit, height <= limit else {
            throw .invalidCanvasSize(width: width, height: height)
        }
        for item in list.flattened {
            try validate(item)
        }
    }

    /// Checks that `list` fits in a PNG at `scale`; call after ``validate(_:)``.
    static func validatePNG(_ list: DisplayList, scale: Int) throws(RenderError) -> (width: Int, height: Int) {
        guard (1...RenderLimits.maximumScale).contains(scale) else { throw .invalidScale(scale) }
        let width = Double(list.size.width), height = Double(list.size.height)
        let pixelWidth = Int((width * Double(scale)).rounded(.up))
        let pixelHeight = Int((height * Double(scale)).rounded(.up))
        let side = max(pixelWidth, pixelHeight)
        if side > RenderLimits.maximumSide {
            throw .canvasTooLarge(width: width, height: height, scale: scale,
                                  limit: .sideLength(needed: side, limit: RenderLimits.maximumSide))
        }
        if pixelWidth * pixelHeight > RenderLimits.maximumPixels {
            throw .canvasTooLarge(width: width, height: height, scale: scale,
                                  limit: .pixelCount(needed: pixelWidth * pixelHeight, limit: RenderLimits.maximumPixels))
        }
        return (pixelWidth, pixelHeight)
    }

    private static func validate(_ item: DisplayItem) throws(RenderError) {
        let check = GeometryCheck(id: item.id)
        switch item {
        case .group(let group):
            try check.number(group.opacity, "opacity")
            if let transform = group.transform {
                for (entry, name) in [(transform.a, "a"), (transform.b, "b"), (transform.c, "c"), (transform.d, "d"),
                                      (transform.tx, "tx"), (transform.ty, "ty")] {
                    try check.number(entry, "transform \(name)")
                }
                guard transform.isInvertible else { throw check.failure("transform cannot be undone (it is flat)") }
            }
            if let clip = group.clip {
                try check.rect(clip.rect, "clip")
                try check.length(clip.cornerRadius, "clip corner radius")
            }
        case .shape(let shape):
            try check.rect(shape.rect, "rectangle")
            try check.length(shape.cornerRadius, "corner radius")
            if let stroke = shape.stroke { try check.stroke(stroke) }
        case .line(let line):
            try check.point(line.from, "start")
            try check.point(line.to, "end")
            try check.length(line.capLength, "cap length")
            try check.stroke(line.stroke)
        case .image(let image):
            try check.rect(image.rect, "image rectangle")
        case .polygon(let polygon):
            for point in polygon.points { try check.point(point, "corner") }
            if let stroke = polygon.stroke { try check.stroke(stroke) }
        case .text(let text):
            try check.length(text.font.pointSize, "font size")
            guard text.font.pointSize > 0 else { throw check.failure("font size must be positive") }
            if let clip = text.clip { try check.rect(clip, "clip") }
            for line in text.lines {
                try check.point(line.origin, "line origin")
                try check.length(line.width, "line width")
                for run in line.runs {
                    try check.length(run.x, "run position")
                    try check.length(run.width, "run width")
                    let size = run.attributes.font?.pointSize ?? text.font.pointSize
                    try check.length(size, "font size")
                    guard size > 0 else { throw check.failure("font size must be positive") }
                    try check.number(run.attributes.kern ?? 0, "kern")
                    try check.number(run.attributes.baselineOffset ?? 0, "baseline offset")
                }
                let length = line.text.count
                guard length <= RenderLimits.maximumLineLength else {
                    throw .textTooLong(id: item.id, length: length, limit: RenderLimits.maximumLineLength)
                }
            }
        }
    }
}

/// The checks ``DisplayListValidator`` applies to one item's numbers, naming the item in its errors.
private struct GeometryCheck {
    let id: String

    func failure(_ reason: String) -> RenderError {
        .invalidGeometry(id: id, reason: reason)
    }

    func number(_ value: CGFloat, _ name: String) throws(RenderError) {
        guard value.isFinite, abs(value) <= RenderLimits.maximumCoordinate else {
            throw failure("\(name) \(value) is not a finite number within ±\(Int(RenderLimits.maximumCoordinate))")
        }
    }

    func length(_ value: CGFloat, _ name: String) throws(RenderError) {
        try number(value, name)
        guard value >= 0 else { throw failure("\(name) \(value) is negative") }
    }

    func point(_ point: CGPoint, _ name: String) throws(RenderError) {
        try number(point.x, "\(name) x")
        try number(point.y, "\(name) y")
    }

    func rect(_ rect: CGRect, _ name: String) throws(RenderError) {
        try point(rect.origin, name)
        try number(rect.width, "\(name) width")
        try number(rect.height, "\(name) height")
    }

    func stroke(_ stroke: DisplayStroke) throws(RenderError) {
        try length(stroke.width, "stroke width")
        for length in stroke.dash { try self.length(length, "dash length") }
        if !stroke.dash.isEmpty && stroke.dash.allSatisfy({ $0 == 0 }) {
            throw failure("dash lengths are all zero")
        }
    }
}
