import Foundation
import LayoutEngine
import LayoutScene

/// What the preview's inspector shows, sent to the page as JSON beside each picture: every view's frame, intrinsic
/// size and priorities; every constraint installed, in SnapKit's words with its source position, its state and one
/// plain-English sentence (``ConstraintSentence``); and the conflicts and ambiguities, each with the views involved.
///
/// ```swift
/// let json = try JSONEncoder().encode(PreviewInspection(canvas: solved.canvas, result: solved.result, padding: 16))
/// ```
struct PreviewInspection: Encodable {
    /// One view: `frame` in canvas coordinates (x, y, width, height), `intrinsic` (-1 for none on an axis),
    /// priorities as horizontal then vertical.
    struct ViewEntry: Encodable {
        let name: String
        let parent: String?
        let frame: [Double]
        let intrinsic: [Double]
        let hugging: [Float]
        let compression: [Float]
        let ambiguous: [String]
    }

    /// One constraint: `state` is `satisfied`, `broken` (given up to resolve a conflict) or `unmet` (optional and not
    /// reached).
    struct ConstraintEntry: Encodable {
        let description: String
        let sentence: String
        let file: String?
        let line: Int?
        let priority: Float
        let active: Bool
        let state: String
        let views: [String]
    }

    /// A conflict or an ambiguity, and the views it involves.
    struct Problem: Encodable {
        let kind: String
        let message: String
        let views: [String]
    }

    /// The canvas's size, and the space the picture adds around it.
    let canvas: [Double]
    let padding: Double
    let views: [ViewEntry]
    let constraints: [ConstraintEntry]
    let problems: [Problem]

    init(canvas: Canvas, result: LayoutResult, padding: CGFloat) {
        self.canvas = [Double(canvas.frame.width), Double(canvas.frame.height)]
        self.padding = Double(padding)
        views = result.views.map { layout in
            let view = layout.view
            return ViewEntry(
                name: layout.name, parent: layout.parentName,
                frame: [layout.absoluteFrame.minX, layout.absoluteFrame.minY, layout.absoluteFrame.width,
                        layout.absoluteFrame.height].map(Double.init),
                intrinsic: [Double(layout.intrinsicSize.width), Double(layout.intrinsicSize.height)],
                hugging: [view.contentHuggingPriority(for: .horizontal).rawValue,
                          view.contentHuggingPriority(for: .vertical).rawValue],
                compression: [view.contentCompressionResistancePriority(for: .horizontal).rawValue,
                              view.contentCompressionResistancePriority(for: .vertical).rawValue],
                ambiguous: layout.ambiguousAttributes)
        }
        let broken = Set(result.conflicts.compactMap { conflict -> ObjectIdentifier? in
            if case .scene(let constraint) = conflict.brokenConstraint { return ObjectIdentifier(constraint) }
            return nil
        })
        let unmet = Set(result.unsatisfiedConstraints.map(ObjectIdentifier.init))
        constraints = result.views.flatMap { $0.view.constraints }.map { constraint in
            let key = ObjectIdentifier(constraint)
            let state = broken.contains(key) ? "broken" : unmet.contains(key) ? "unmet" : "satisfied"
            return ConstraintEntry(
                description: constraint.description, sentence: ConstraintSentence(constraint).text,
                file: constraint.location?.fileName, line: constraint.location?.line,
                priority: constraint.priority.rawValue, active: constraint.isActive, state: state,
                views: Self.viewNames(of: constraint))
        }
        var problems = result.conflicts.map { conflict in
            Problem(kind: "conflict", message: conflict.description,
                    views: conflict.constraints.flatMap(Self.viewNames(of:)))
        }
        problems += result.views.filter { !$0.ambiguousAttributes.isEmpty }.map { layout in
            Problem(kind: "ambiguity",
                    message: "\(layout.name): \(layout.ambiguousAttributes.joined(separator: ", ")) not determined",
                    views: [layout.name])
        }
        self.problems = problems
    }

    private static func viewNames(of reference: LayoutConstraintReference) -> [String] {
        guard case .scene(let constraint) = reference else { return [] }
        return viewNames(of: constraint)
    }

    /// The views a constraint relates (a guide stands for the view owning it).
    private static func viewNames(of constraint: LayoutConstraint) -> [String] {
        [constraint.firstItem, constraint.secondItem].compactMap { item in
            (item as? View)?.displayName ?? (item as? LayoutGuide)?.owningView?.displayName
        }
    }
}
