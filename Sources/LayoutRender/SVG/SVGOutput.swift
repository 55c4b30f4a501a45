import Foundation
import LayoutPainter
import LayoutScene

/// The lines of one SVG document as ``SVGWriter`` builds it, indented two spaces per level.
struct SVGOutput {
    let fonts: FontLibrary
    private(set) var lines: [String] = []
    private var identifiers = SVGIdentifiers()
    private var depth = 0

    init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    mutating func writeDocument(_ list: DisplayList) {
        let width = SVGNumber.format(list.size.width), height = SVGNumber.format(list.size.height)
        var root = SVGElement("svg")
        root.set("xmlns", "http://www.w3.org/2000/svg")
        root.set("width", width)
        root.set("height", height)
        root.set("viewBox", "0 0 \(width) \(height)")
        root.set("role", "img")
        root.set("aria-labelledby", "title desc")
        open(root)
        var title = SVGElement("title")
        title.set("id", "title")
        emit(title.containing(list.title))
        var desc = SVGElement("desc")
        desc.set("id", "desc")
        emit(desc.containing(list.summary))
        writeStyle(darkStyles: list.darkStyles, hoverRules: SVGHoverStyle.rules(for: list))
        if let background = list.background {
            var rect = SVGElement("rect")
            rect.set("class", "background")
            rect.set("width", width)
            rect.set("height", height)
            SVGPaint.setFill(background, on: &rect)
            emit(rect.empty)
        }
        write(list.items)
        close(root)
    }

    private mutating func writeStyle(darkStyles: [DisplayClassStyle], hoverRules: [String]) {
        emit("<style>")
        emit("text { white-space: pre; }")
        for rule in hoverRules { emit(rule) }
        let rules = darkStyles.compactMap { style -> String? in
            let declarations = SVGPaint.declarations(style)
            return declarations.isEmpty ? nil : ".\(SVGIdentifiers.name(style.className)) { \(declarations) }"
        }
        if !rules.isEmpty {
            emit("@media (prefers-color-scheme: dark) {")
            for rule in rules { emit("  " + rule) }
            emit("}")
        }
        emit("</style>")
    }

    private mutating func write(_ items: [DisplayItem]) {
        for item in items {
            switch item {
            case .group(let group): write(group)
            case .shape(let shape): write(shape)
            case .line(let line): write(line)
            case .text(let text): write(text)
            case .image(let image): write(image)
            case .polygon(let polygon): write(polygon)
            }
        }
    }

    private mutating func write(_ group: DisplayGroup) {
        var element = identified("g", id: group.id, classes: group.classes)
        let opacity = min(1, max(0, group.opacity))
        if opacity < 1 { element.set("opacity", number: Double(opacity)) }
        if let transform = group.transform {
            let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            element.set("transform", "matrix(" + entries.map { SVGNumber.format($0, places: 6) }.joined(separator: " ")
                + ")")
        }
        if let clip = group.clip {
            element.set("clip-path", clipPath(for: group.id, rect: clip.rect, cornerRadius: clip.cornerRadius))
        }
        open(element)
        if let title = group.title { emit(SVGElement("title").containing(title)) }
        write(group.items)
        close(element)
    }

    private mutating func write(_ polygon: DisplayPolygon) {
        var element = identified(polygon.isClosed ? "polygon" : "polyline", id: polygon.id, classes: polygon.classes)
        element.set("points", polygon.points.map { point in
            "\(SVGNumber.format(point.x)),\(SVGNumber.format(point.y))"
        }.joined(separator: " "))
        SVGPaint.setFill(polygon.isClosed ? polygon.fill : nil, on: &element)
        SVGPaint.setStroke(polygon.stroke, on: &element)
        if !polygon.isClosed {
            element.set("stroke-linecap", "round")
            element.set("stroke-linejoin", "round")
        }
        emit(element.empty)
    }

    private mutating func write(_ shape: DisplayShape) {
        var element = identified("rect", id: shape.id, classes: shape.classes)
        setRect(shape.rect, cornerRadius: shape.cornerRadius, on: &element)
        SVGPaint.setFill(shape.fill, on: &element)
        SVGPaint.setStroke(shape.stroke, on: &element)
        emit(element.empty)
    }

    private mutating func write(_ line: DisplayLine) {
        let segments = LineSegments.segments(of: line)
        var element: SVGElement
        if segments.count == 1 {
            element = identified("line", id: line.id, classes: line.classes)
            element.set("x1", number: Double(line.from.x))
            element.set("y1", number: Double(line.from.y))
            element.set("x2", number: Double(line.to.x))
            element.set("y2", number: Double(line.to.y))
        } else {
            element = identified("path", id: line.id, classes: line.classes)
            element.set("d", segments.map { segment in
                "M\(SVGNumber.format(segment.from.x)) \(SVGNumber.format(segment.from.y))"
                    + "L\(SVGNumber.format(segment.to.x)) \(SVGNumber.format(segment.to.y))"
            }.joined())
            element.set("fill", "none")
        }
        SVGPaint.setStroke(line.stroke, on: &element)
        emit(element.empty)
    }

    /// An `<image>` with the PNG inline as a data URI, stretched to the rectangle; a template image is a rectangle
    /// in the tint colour masked by the image's alpha.
    private mutating func write(_ image: DisplayImage) {
        var picture = SVGElement("image")
        if image.tint == nil { picture = identified("image", id: image.id, classes: image.classes) }
        setRect(image.rect, cornerRadius: 0, on: &picture)
        picture.set("preserveAspectRatio", "none")
        picture.set("href", "data:image/png;base64," + image.bitmap.data.base64EncodedString())
        guard let tint = image.tint else {
            emit(picture.empty)
            return
        }
        let maskID = identifiers.unique(image.id + "-mask")
        var mask = SVGElement("mask")
        mask.set("id", maskID)
        mask.set("style", "mask-type:alpha")
        open(mask)
        emit(picture.empty)
        close(mask)
        var filled = identified("rect", id: image.id, classes: image.classes)
        setRect(image.rect, cornerRadius: 0, on: &filled)
        SVGPaint.setFill(tint, on: &filled)
        filled.set("mask", "url(#\(maskID))")
        emit(filled.empty)
    }

    private mutating func write(_ text: DisplayText) {
        let clip = text.clip.map { clipPath(for: text.id, rect: $0, cornerRadius: 0) }
        if text.lines.count == 1, let line = text.lines.first, line.runs.isEmpty {
            var element = identified("text", id: text.id, classes: text.classes)
            setText(line, of: text, on: &element)
            element.set("clip-path", clip)
            emit(element.containing(line.text))
            return
        }
        var group = identified("g", id: text.id, classes: text.classes)
        group.set("clip-path", clip)
        open(group)
        for line in text.lines where !line.text.isEmpty {
            guard line.runs.isEmpty else {
                writeRuns(of: line, in: text)
                continue
            }
            var element = SVGElement("text")
            setText(line, of: text, on: &element)
            emit(element.containing(line.text))
        }
        close(group)
    }

    /// An attributed line: a `<rect>` behind each run with a background colour, then one `<text>` holding a
    /// `<tspan>` per run (on one line, so no white space creeps in between them) with the run's position, font,
    /// fill, letter spacing, decoration and `textLength`.
    private mutating func writeRuns(of line: DisplayTextLine, in text: DisplayText) {
        for run in line.runs {
            guard let background = run.attributes.backgroundColor else { continue }
            let family = fonts.resolvedFamily(for: run.attributes.font ?? text.font)
            let box = fonts.withSession { $0.logicalBox(of: run, family: family, fallback: text.font) }
            var rect = SVGElement("rect")
            let baseline = line.origin.y - (run.attributes.baselineOffset ?? 0)
            setRect(CGRect(x: line.origin.x + run.x, y: baseline - box.baseline, width: run.width, height: box.height),
                    cornerRadius: 0, on: &rect)
            SVGPaint.setFill(background, on: &rect)
            emit(rect.empty)
        }
        var element = SVGElement("text")
        element.set("x", number: Double(line.origin.x))
        element.set("y", number: Double(line.origin.y))
        let spans = line.runs.filter { !$0.text.isEmpty }.map { run in
            var span = SVGElement("tspan")
            let font = run.attributes.font ?? text.font
            span.set("x", number: Double(line.origin.x + run.x))
            span.set("y", number: Double(line.origin.y - (run.attributes.baselineOffset ?? 0)))
            span.set("font-family", fonts.cssFontFamily(for: font))
            span.set("font-size", number: Double(font.pointSize))
            span.set("font-weight", String(font.weight.cssWeight))
            if font.isItalic { span.set("font-style", "italic") }
            SVGPaint.setFill(run.attributes.foregroundColor ?? text.color, on: &span)
            if let kern = run.attributes.kern, kern != 0 { span.set("letter-spacing", number: Double(kern)) }
            let decorations = [run.attributes.isUnderlined ? "underline" : nil,
                               run.attributes.isStruckThrough ? "line-through" : nil].compactMap { $0 }
            if !decorations.isEmpty { span.set("text-decoration", decorations.joined(separator: " ")) }
            if run.width > 0 {
                span.set("textLength", number: Double(run.width))
                span.set("lengthAdjust", "spacingAndGlyphs")
            }
            return span.containing(run.text)
        }
        emit(element.start + spans.joined() + element.end)
    }

    private func setText(_ line: DisplayTextLine, of text: DisplayText, on element: inout SVGElement) {
        element.set("x", number: Double(line.origin.x))
        element.set("y", number: Double(line.origin.y))
        element.set("font-family", fonts.cssFontFamily(for: text.font))
        element.set("font-size", number: Double(text.font.pointSize))
        element.set("font-weight", String(text.font.weight.cssWeight))
        if text.font.isItalic { element.set("font-style", "italic") }
        SVGPaint.setFill(text.color, on: &element)
        if line.width > 0 {
            element.set("textLength", number: Double(line.width))
            element.set("lengthAdjust", "spacingAndGlyphs")
        }
    }

    /// Writes a `<clipPath>` for an item and returns the `url(#…)` that refers to it.
    private mutating func clipPath(for id: String, rect: CGRect, cornerRadius: CGFloat) -> String {
        var clipPath = SVGElement("clipPath")
        let clipID = identifiers.unique(id + "-clip")
        clipPath.set("id", clipID)
        open(clipPath)
        var shape = SVGElement("rect")
        setRect(rect, cornerRadius: cornerRadius, on: &shape)
        emit(shape.empty)
        close(clipPath)
        return "url(#\(clipID))"
    }

    private func setRect(_ rect: CGRect, cornerRadius: CGFloat, on element: inout SVGElement) {
        let rect = rect.standardized
        element.set("x", number: Double(rect.minX))
        element.set("y", number: Double(rect.minY))
        element.set("width", number: Double(rect.width))
        element.set("height", number: Double(rect.height))
        let radius = min(max(0, cornerRadius), rect.width / 2, rect.height / 2)
        if radius > 0 { element.set("rx", number: Double(radius)) }
    }

    /// An element with a unique `id` and, when there are any, its classes.
    private mutating func identified(_ name: String, id: String, classes: [String]) -> SVGElement {
        var element = SVGElement(name)
        element.set("id", identifiers.unique(id))
        if !classes.isEmpty { element.set("class", classes.map(SVGIdentifiers.name).joined(separator: " ")) }
        return element
    }

    private mutating func open(_ element: SVGElement) {
        emit(element.start)
        depth += 1
    }

    private mutating func close(_ element: SVGElement) {
        depth -= 1
        emit(element.end)
    }

    private mutating func emit(_ line: String) {
        lines.append(String(repeating: "  ", count: depth) + line)
    }
}
