import Foundation
import LayoutScene

/// A view's name on a small tag inside its top-left corner; when a badge or another tag is already there, the first
/// free one of the other corners (top right, bottom left, bottom right), else the top-left corner anyway.
struct NameTag {
    /// How far the tag sits inside the view's corner.
    static let inset: CGFloat = 2
    static let cornerRadius: CGFloat = 3
    let badgeMaker: BadgeMaker
    let theme: Theme

    /// The tag's pill (`tag-<key>`) and text (`tag-<key>-text`).
    func items(name: String, key: String, in rect: CGRect, state: inout PaintState) -> [DisplayItem] {
        let measured = badgeMaker.measure(name)
        let size = measured.size
        let left = rect.minX + Self.inset, right = rect.maxX - Self.inset - size.width
        let top = rect.minY + Self.inset, bottom = rect.maxY - Self.inset - size.height
        let corners = [CGPoint(x: left, y: top), CGPoint(x: right, y: top), CGPoint(x: left, y: bottom),
                       CGPoint(x: right, y: bottom)].map { CGRect(origin: $0, size: size) }
        let tag = state.badges.place(firstFreeOf: corners)
        let id = state.claim("tag-\(key)")
        return badgeMaker.items(measured, in: tag, ids: (id, state.claim("\(id)-text")),
                                classes: (["name-tag"], ["name-tag-text"]), fill: theme.tagFill,
                                textColor: theme.tagText, cornerRadius: Self.cornerRadius)
    }
}
