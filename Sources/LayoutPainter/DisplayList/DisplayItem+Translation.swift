import Foundation

extension DisplayItem {
    /// The item moved by (`dx`, `dy`) with `idPrefix` in front of its id and its contents' ids, so that several
    /// pictures can share one list (a contact sheet) with unique ids.
    ///
    /// ```swift
    /// let moved = item.translated(dx: 24, dy: 40, idPrefix: "panel-2-") // "view-card" → "panel-2-view-card"
    /// ```
    public func translated(dx: CGFloat, dy: CGFloat, idPrefix: String) -> DisplayItem {
        func move(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
        func move(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }
        switch self {
        case .group(var group):
            group.id = idPrefix + group.id
            if let clip = group.clip { group.clip = DisplayClip(rect: move(clip.rect), cornerRadius: clip.cornerRadius) }
            // the same transform of the moved contents: undo the move, transform, move again
            group.transform = group.transform?.about(CGPoint(x: dx, y: dy))
            group.items = group.items.map { $0.translated(dx: dx, dy: dy, idPrefix: idPrefix) }
            return .group(group)
        case .shape(var shape):
            shape.id = idPrefix + shape.id
            shape.rect = move(shape.rect)
            return .shape(shape)
        case .text(var text):
            text.id = idPrefix + text.id
            text.clip = text.clip.map(move)
            text.lines = text.lines.map { DisplayTextLine(text: $0.text, origin: move($0.origin), width: $0.width,
                                                          runs: $0.runs) }
            return .text(text)
        case .line(var line):
            line.id = idPrefix + line.id
            line.from = move(line.from)
            line.to = move(line.to)
            return .line(line)
        case .image(var image):
            image.id = idPrefix + image.id
            image.rect = move(image.rect)
            return .image(image)
        case .polygon(var polygon):
            polygon.id = idPrefix + polygon.id
            polygon.points = polygon.points.map(move)
            return .polygon(polygon)
        }
    }
}
