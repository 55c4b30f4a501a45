import Foundation
import LayoutScene

/// Marks on views whose frames the constraints leave open: a red dashed outline and, just below the view (further
/// down while badges or text are in the way, else at the nearest free place; none when there is none), a note
/// naming the open attributes (`ambiguous: x, width`), one group `ambiguous-<name>` per view in tree order.
struct AmbiguityMarks {
    /// The gap between a view's bottom edge and its note.
    static let noteOffset: CGFloat = 3
    let context: PaintContext

    /// The marks of the selected ambiguous views.
    func paint(state: inout PaintState) -> [DisplayItem] {
        context.result.views.compactMap { entry -> DisplayItem? in
            guard !entry.ambiguousAttributes.isEmpty, context.options.guides.includes(anyOf: [entry.name]),
                  let rect = context.geometry.rect(of: entry.view), let key = context.keys.key(of: entry.view) else {
                return nil
            }
            let id = state.claim("ambiguous-\(key)")
            let color = context.theme.conflictGuide
            let outline = DisplayShape(id: state.claim("\(id)-outline"), classes: ["ambiguous-outline"], rect: rect,
                                       cornerRadius: 0, fill: nil,
                                       stroke: DisplayStroke(color: color, width: 1, dash: GuidePainter.optionalDash))
            let note = context.badgeMaker.measure("ambiguous: " + entry.ambiguousAttributes.joined(separator: ", "))
            let below = (0..<BadgeBoard.levels).lazy.map { level in
                CGRect(origin: CGPoint(x: rect.minX, y: rect.maxY + Self.noteOffset
                                           + CGFloat(level) * (note.size.height + BadgeBoard.gap)),
                       size: note.size)
            }
            guard let noteRect = state.badges.place(firstFreeOf: below)
                ?? state.badges.place(note.size, near: CGPoint(x: rect.midX, y: rect.maxY)) else {
                return .group(DisplayGroup(id: id, classes: ["ambiguous"], opacity: 1, clip: nil,
                                           items: [.shape(outline)]))
            }
            let noteID = state.claim("\(id)-note")
            let noteItems = context.badgeMaker.items(note, in: noteRect, ids: (noteID, state.claim("\(noteID)-text")),
                                                     classes: (["ambiguous-note"], ["ambiguous-note-text"]),
                                                     fill: color,
                                                     textColor: context.theme.badgeText,
                                                     cornerRadius: noteRect.height / 2)
            return .group(DisplayGroup(id: id, classes: ["ambiguous"], opacity: 1, clip: nil,
                                       items: [.shape(outline)] + noteItems))
        }
    }
}
