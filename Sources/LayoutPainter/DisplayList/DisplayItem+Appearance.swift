import LayoutScene

extension DisplayItem {
    /// The item with every colour fixed for `style`, groups included; colours that do not change with the
    /// appearance stay as they are, so resolving twice changes nothing.
    ///
    /// ```swift
    /// let dark = item.resolvingColors(for: .dark)
    /// ```
    public func resolvingColors(for style: UserInterfaceStyle) -> DisplayItem {
        switch self {
        case .group(var group):
            group.items = group.items.map { $0.resolvingColors(for: style) }
            return .group(group)
        case .shape(var shape):
            shape.fill = shape.fill?.resolved(for: style)
            if let color = shape.stroke?.color { shape.stroke?.color = color.resolved(for: style) }
            return .shape(shape)
        case .text(var text):
            text.color = text.color.resolved(for: style)
            for line in text.lines.indices {
                for run in text.lines[line].runs.indices {
                    text.lines[line].runs[run].attributes.resolveColors(for: style)
                }
            }
            return .text(text)
        case .line(var line):
            line.stroke.color = line.stroke.color.resolved(for: style)
            return .line(line)
        case .image(var image):
            image.tint = image.tint?.resolved(for: style)
            return .image(image)
        case .polygon(var polygon):
            polygon.fill = polygon.fill?.resolved(for: style)
            if let color = polygon.stroke?.color { polygon.stroke?.color = color.resolved(for: style) }
            return .polygon(polygon)
        }
    }
}

extension DisplayList {
    /// The list with every colour still depending on the appearance fixed for `style` (the background too).
    ///
    /// ```swift
    /// let list = painter.paint(canvas, result: result, measuring: measurer).resolvingColors(for: .dark)
    /// ```
    public func resolvingColors(for style: UserInterfaceStyle) -> DisplayList {
        var list = self
        list.background = background?.resolved(for: style)
        list.items = items.map { $0.resolvingColors(for: style) }
        return list
    }
}

extension TextAttributes {
    /// The run's colours fixed for `style`.
    mutating func resolveColors(for style: UserInterfaceStyle) {
        foregroundColor = foregroundColor?.resolved(for: style)
        backgroundColor = backgroundColor?.resolved(for: style)
    }
}
