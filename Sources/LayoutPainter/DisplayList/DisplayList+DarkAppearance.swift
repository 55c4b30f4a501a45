import LayoutScene

extension DisplayList {
    /// This (light) list carrying the colours of the same scene painted dark as ``darkStyles``: every item
    /// whose colour differs gets a class `dark-<id>` with the dark fill or stroke, and the background the
    /// class `background`. The SVG writer puts these under `@media (prefers-color-scheme: dark)`, so one file
    /// shows the appearance the browser asks for. Items only one of the lists has keep their light look.
    ///
    /// ```swift
    /// let light = Painter(options: PaintOptions(appearance: .light)).paint(canvas, result: result, measuring: m)
    /// let dark = Painter(options: PaintOptions(theme: .dark, appearance: .dark)).paint(canvas, result: result, measuring: m)
    /// let both = light.carryingDarkAppearance(of: dark)
    /// ```
    public func carryingDarkAppearance(of dark: DisplayList) -> DisplayList {
        var list = self
        var styles: [DisplayClassStyle] = []
        if let night = dark.background, night != background {
            styles.append(DisplayClassStyle(className: "background", fill: night, stroke: nil))
        }
        list.items = Self.merge(items, dark.items, styles: &styles)
        list.darkStyles = darkStyles + styles
        return list
    }

    private static func merge(_ light: [DisplayItem], _ dark: [DisplayItem], styles: inout [DisplayClassStyle])
        -> [DisplayItem] {
        let darkByID = Dictionary(dark.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return light.map { item in
            guard let night = darkByID[item.id] else { return item }
            return merge(item, night, styles: &styles)
        }
    }

    private static func merge(_ light: DisplayItem, _ dark: DisplayItem, styles: inout [DisplayClassStyle])
        -> DisplayItem {
        let className = "dark-\(light.id)"
        switch (light, dark) {
        case (.group(var group), .group(let night)):
            group.items = merge(group.items, night.items, styles: &styles)
            return .group(group)
        case (.shape(var shape), .shape(let night)):
            guard let style = changedPaint(className, fill: (shape.fill, night.fill),
                                           stroke: (shape.stroke, night.stroke)) else { return light }
            styles.append(style)
            shape.classes.append(className)
            return .shape(shape)
        case (.text(var text), .text(let night)) where night.color != text.color:
            styles.append(DisplayClassStyle(className: className, fill: night.color, stroke: nil))
            text.classes.append(className)
            return .text(text)
        case (.line(var line), .line(let night)) where night.stroke.color != line.stroke.color:
            styles.append(DisplayClassStyle(className: className, fill: nil, stroke: night.stroke.color))
            line.classes.append(className)
            return .line(line)
        case (.polygon(var polygon), .polygon(let night)):
            guard let style = changedPaint(className, fill: (polygon.fill, night.fill),
                                           stroke: (polygon.stroke, night.stroke)) else { return light }
            styles.append(style)
            polygon.classes.append(className)
            return .polygon(polygon)
        default:
            return light
        }
    }

    /// The dark style of an item whose fill or stroke colour differs between the light and dark paintings (only the
    /// parts that differ), or `nil` when neither does.
    private static func changedPaint(_ className: String, fill: (light: Color?, dark: Color?),
                                     stroke: (light: DisplayStroke?, dark: DisplayStroke?)) -> DisplayClassStyle? {
        let changedFill = fill.dark != fill.light ? fill.dark : nil
        let changedStroke = stroke.dark?.color != stroke.light?.color ? stroke.dark?.color : nil
        guard changedFill != nil || changedStroke != nil else { return nil }
        return DisplayClassStyle(className: className, fill: changedFill, stroke: changedStroke)
    }
}
