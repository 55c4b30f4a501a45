import Foundation
import LayoutScene

/// A row or item that stands for app data the scene's files do not hold (``LayoutScene/View/isRepresentative``): a
/// dashed grey outline just inside its frame, and a tag reading ``tagText`` in a free corner (placed with the name
/// tags, see ``NameTag``), so that nobody takes the sample rows for the app's real content.
///
/// ```swift
/// items += RepresentativeRowPainter().items(for: cell, rect: rect, groupID: id, key: key, state: &state)
/// ```
struct RepresentativeRowPainter {
    /// The tag's text.
    static let tagText = "sample"
    /// The outline's dash: 4 points on, 3 off.
    static let dash: [CGFloat] = [4, 3]

    /// The outline of `view` (drawn at `rect`) when it is representative, with its tag asked for in `state`; nothing
    /// for any other view.
    func items(for view: View, rect: CGRect, groupID: String, key: String,
               state: inout PaintState) -> [DisplayItem] {
        guard view.isRepresentative else { return [] }
        let outline = rect.insetBy(dx: 1, dy: 1)
        guard outline.width > 0, outline.height > 0 else { return [] }
        state.nameTags.append(NameTag.Request(groupID: groupID, name: Self.tagText, key: "\(key)-sample", rect: rect))
        let stroke = DisplayStroke(color: ImageContentPainter.placeholderGrey, width: 1, dash: Self.dash)
        return [.shape(DisplayShape(id: state.claim("representative-\(key)"), classes: ["representative"],
                                    rect: outline, cornerRadius: 0, fill: nil, stroke: stroke))]
    }
}
