import Foundation
import LayoutScene

/// A view's name on a small tag inside its top-left corner; when text, a badge or another tag is already there, the
/// first free one of the other corners (top right, bottom left, bottom right), else no tag. Tags are placed after
/// every view is drawn (so that they know all the text), parents before their subviews, and drawn last in their
/// view's group.
struct NameTag {
    /// A view's tag, asked for while drawing it.
    struct Request {
        /// The id of the view's group, which the tag goes at the end of.
        let groupID: String
        let name: String
        let key: String
        let rect: CGRect
    }

    /// How far the tag sits inside the view's corner.
    static let inset: CGFloat = 2
    static let cornerRadius: CGFloat = 3
    let badgeMaker: BadgeMaker
    let theme: Theme

    /// `items` with the tags of `requests` placed and added to their views' groups.
    func adding(_ requests: [Request], to items: [DisplayItem], state: inout PaintState) -> [DisplayItem] {
        var tags: [String: [DisplayItem]] = [:]
        for request in requests {
            tags[request.groupID] = self.items(name: request.name, key: request.key, in: request.rect, state: &state)
        }
        return tags.isEmpty ? items : Self.appending(tags, to: items)
    }

    private static func appending(_ tags: [String: [DisplayItem]], to items: [DisplayItem]) -> [DisplayItem] {
        items.map { item in
            guard case .group(var group) = item else { return item }
            group.items = appending(tags, to: group.items) + (tags[group.id] ?? [])
            return .group(group)
        }
    }

    /// The tag's pill (`tag-<key>`) and text (`tag-<key>-text`).
    func items(name: String, key: String, in rect: CGRect, state: inout PaintState) -> [DisplayItem] {
        let measured = badgeMaker.measure(name)
        let size = measured.size
        let left = rect.minX + Self.inset, right = rect.maxX - Self.inset - size.width
        let top = rect.minY + Self.inset, bottom = rect.maxY - Self.inset - size.height
        let corners = [CGPoint(x: left, y: top), CGPoint(x: right, y: top), CGPoint(x: left, y: bottom),
                       CGPoint(x: right, y: bottom)].map { CGRect(origin: $0, size: size) }
        guard let tag = state.badges.place(firstFreeOf: corners) else { return [] }
        let id = state.claim("tag-\(key)")
        return badgeMaker.items(measured, in: tag, ids: (id, state.claim("\(id)-text")),
                                classes: (["name-tag"], ["name-tag-text"]), fill: theme.tagFill,
                                textColor: theme.tagText, cornerRadius: Self.cornerRadius)
    }
}
