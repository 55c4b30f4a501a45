import Foundation
@testable import LayoutPainter

extension DisplayList {
    /// The text on the badge of a guide's mark, e.g. `badge("guide-box-width", "bar")`.
    func badge(_ guideID: String, _ role: String = "bar") -> String? {
        text("\(guideID)-\(role)-badge-text")?.lines.first?.text
    }

    /// The ids of the guides (one group per constraint) in a state, e.g. `guides(in: "state-conflict")`.
    func guides(in state: String) -> [String] {
        flattened.filter { $0.classes.contains("guide") && $0.classes.contains(state) }.map(\.id)
    }

    /// The rectangles of every guide badge, ambiguity note and name tag.
    var badgeRects: [CGRect] {
        flattened.compactMap { item in
            guard case .shape(let shape) = item,
                  shape.classes.contains(where: ["badge", "ambiguous-note", "name-tag"].contains) else { return nil }
            return shape.rect
        }
    }
}
