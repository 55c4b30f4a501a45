import Foundation
import LayoutEngine
import LayoutScene

/// Draws the selected scene constraints as guides (one group each, in activation order; constraints repeated across
/// siblings once, see ``GuideRepeats``) and the outlines of the layout guides they use, positioned from the solved
/// frames.
struct GuidePainter {
    /// The dash of optional constraints' strokes.
    static let optionalDash: [CGFloat] = [4, 3]
    /// The dash of layout-guide outlines.
    static let layoutGuideDash: [CGFloat] = [2, 2]

    let context: PaintContext
    let states: ConstraintStates

    init(context: PaintContext) {
        self.context = context
        states = ConstraintStates(result: context.result)
    }

    /// The guides of `constraints` and the outlines of the layout guides they use (outlines first, so guides draw
    /// over them).
    func paint(_ constraints: [LayoutConstraint], state: inout PaintState) -> (outlines: [DisplayItem],
                                                                              guides: [DisplayItem]) {
        var guides: [DisplayItem] = []
        var usedLayoutGuides: [LayoutGuide] = []
        let repeats = GuideRepeats(constraints, states: states)
        for constraint in constraints where !repeats.isDrawnByAnother(constraint) {
            guard let group = guide(for: constraint, repeats: repeats.members(of: constraint), state: &state) else {
                continue
            }
            guides.append(.group(group))
            let layoutGuides = [constraint.firstItem, constraint.secondItem].compactMap { $0 as? LayoutGuide }
            for guide in layoutGuides where !usedLayoutGuides.contains(where: { $0 === guide }) {
                usedLayoutGuides.append(guide)
            }
        }
        let outlines = usedLayoutGuides.compactMap { outline(of: $0, state: &state) }
        return (outlines, guides)
    }

    /// The guide of `constraint`, standing for `repeats` (itself and the identical constraints it is drawn for):
    /// classed `for-<key>` for every view they relate and titled with their descriptions.
    private func guide(for constraint: LayoutConstraint, repeats: [LayoutConstraint],
                       state: inout PaintState) -> DisplayGroup? {
        let installation = constraint.installationView
        let boxes = context.boxes
        let first = boxes.box(for: constraint.firstItem, relatedTo: constraint.secondItem, installedOn: installation)
        let second = constraint.secondItem.flatMap {
            boxes.box(for: $0, relatedTo: constraint.firstItem, installedOn: installation)
        }
        guard let first, (second != nil) == (constraint.secondItem != nil),
              let firstKey = context.keys.key(of: constraint.firstItem) else {
            return skip(constraint, because: "an item has no drawable frame", state: &state)
        }
        guard let kind = GuideKind(constraint, first: first, second: second) else {
            return skip(constraint, because: "its attributes cannot be drawn together", state: &state)
        }
        let guideState = states.state(of: constraint)
        var marks = GuideMarks(id: state.ids.claim(guideID(constraint, firstKey: firstKey),
                                                   distinguishing: constraint.description),
                               stroke: stroke(constraint, state: guideState), stateClass: guideState.className,
                               context: context, constraint: constraint, repeats: repeats.count)
        switch kind {
        case .constantSize(let axis):
            marks.addConstantSize(constraint, axis: axis, first: first, state: &state)
        case .relativeSize(let axis, let second):
            marks.addRelativeSize(constraint, axis: axis, first: first, second: second, state: &state)
        case .spacing(let axis, let second):
            marks.addSpacing(constraint, axis: axis, first: first, second: second, state: &state)
        case .alignment(let axis, let second):
            marks.addAlignment(constraint, axis: axis, first: first, second: second, state: &state)
        }
        if states.isBroken(constraint) { marks.addCross(state: &state) }
        var classes = ["guide", guideState.className]
        if !constraint.priority.isRequired { classes.insert("guide-optional", at: 1) }
        var classed: Set<String> = []
        for member in repeats {
            let keys = [member.firstItem, member.secondItem].compactMap { $0.flatMap(context.keys.key(of:)) }
            for key in keys where classed.insert(key).inserted { classes.append("for-\(key)") }
        }
        if repeats.count > 1 { classes.append("guide-repeated") }
        if marks.hasCallout { classes.append("guide-callout") }
        return DisplayGroup(id: marks.id, classes: classes, opacity: 1, clip: nil, items: marks.items,
                            title: context.options.describesScene
                                ? repeats.map(\.description).joined(separator: "\n") : nil)
    }

    /// `guide-<first>-<attribute>-<second>-<attribute>`, or `guide-<first>-<attribute>` for a constant.
    private func guideID(_ constraint: LayoutConstraint, firstKey: String) -> String {
        var id = "guide-\(firstKey)-\(constraint.firstAttribute.name)"
        if let secondItem = constraint.secondItem {
            id += "-\(context.keys.key(of: secondItem) ?? "_")-\(constraint.secondAttribute.name)"
        }
        return id
    }

    private func stroke(_ constraint: LayoutConstraint, state: GuideState) -> DisplayStroke {
        DisplayStroke(color: state.color(in: context.theme), width: 1,
                      dash: constraint.priority.isRequired ? [] : Self.optionalDash)
    }

    private func outline(of guide: LayoutGuide, state: inout PaintState) -> DisplayItem? {
        guard let rect = context.geometry.rect(of: guide), let key = context.keys.key(of: guide) else { return nil }
        return .shape(DisplayShape(id: state.claim("layout-guide-\(key)"), classes: ["layout-guide"], rect: rect,
                                   cornerRadius: 0, fill: nil,
                                   stroke: DisplayStroke(color: context.theme.layoutGuideOutline, width: 1,
                                                         dash: Self.layoutGuideDash)))
    }

    private func skip(_ constraint: LayoutConstraint, because reason: String,
                      state: inout PaintState) -> DisplayGroup? {
        state.warnings.append(PaintWarning(kind: .constraintSkipped, message: "\(constraint) is not drawn: \(reason)"))
        return nil
    }
}
