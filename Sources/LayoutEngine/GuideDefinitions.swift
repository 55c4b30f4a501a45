import Foundation
import LayoutScene
import LayoutSolver

extension LayoutGeometry {
    /// The constraints that define a view's guides (user guides have none): the safe-area and margins guides are the
    /// bounds inset by the safe-area insets or the effective margins; a scroll view's content guide starts at the
    /// content origin with a free size (the size code set, at the lowest priority), its frame guide is the frame; a
    /// controller's top layout guide runs from the view's top down by the top safe-area inset, the bottom one — and
    /// the keyboard guide, the keyboard hidden — up from the bottom by the bottom inset.
    func guideDefinitions(of view: View) -> [DesiredConstraint] {
        guard let owner = frame(of: view) else { return [] }
        return view.allLayoutGuides.flatMap { guide -> [DesiredConstraint] in
            guard let frame = frame(of: guide) else { return [] }
            let definition = GuideDefinition(guide: guide, frame: frame, owner: view, ownerFrame: owner)
            switch guide.kind {
            case .user, .stackSpacer, .stackGap:
                return []
            case .safeArea:
                return definition.insetBy(safeAreaInsets(of: view))
            case .layoutMargins:
                return definition.insetBy(effectiveMargins(of: view))
            case .readableContent:
                return definition.readable(within: effectiveMargins(of: view),
                                           widest: ReadableContentWidth.width(for: view.traitCollection
                                               .preferredContentSizeCategory))
            case .scrollContent:
                let offset = (view as? ScrollView).map(contentOffset(of:)) ?? .zero
                return [definition.edge(.left, frame.x, owner.x, constant: -offset.x),
                        definition.edge(.top, frame.y, owner.y, constant: -offset.y)]
                    + codeContentSize(of: view, definition: definition)
            case .scrollFrame:
                return [definition.edge(.left, frame.x, owner.x), definition.edge(.top, frame.y, owner.y),
                        definition.edge(.width, frame.width, owner.width),
                        definition.edge(.height, frame.height, owner.height)]
            case .topLayoutSupport:
                return [definition.edge(.left, frame.x, owner.x), definition.edge(.width, frame.width, owner.width),
                        definition.edge(.top, frame.y, owner.y),
                        definition.edge(.height, frame.height, nil, constant: safeAreaInsets(of: view).top)]
            case .bottomLayoutSupport, .keyboard:
                return [definition.edge(.left, frame.x, owner.x), definition.edge(.width, frame.width, owner.width),
                        definition.edge(.bottom, frame.maxY, owner.maxY),
                        definition.edge(.height, frame.height, nil, constant: safeAreaInsets(of: view).bottom)]
            }
        }
    }
}

extension LayoutGeometry {
    /// The content size code gave a scroll view, as the content guide's size at the lowest priority: it sizes the
    /// content in a dimension the constraints leave open and gives way to any constraint that measures it.
    fileprivate func codeContentSize(of view: View, definition: GuideDefinition) -> [DesiredConstraint] {
        guard let scrollView = view as? ScrollView, scrollView.isContentSizeSetByCode,
              !scrollView.sizesContentItself else { return [] }
        return [definition.edge(.width, definition.frame.width, nil, constant: scrollView.contentSize.width,
                                priority: Priority(1)),
                definition.edge(.height, definition.frame.height, nil, constant: scrollView.contentSize.height,
                                priority: Priority(1))]
    }
}

/// Builds the constraints of one guide's definition, described as Auto Layout does
/// (`'UIViewSafeAreaLayoutGuide-left'`).
fileprivate struct GuideDefinition {
    let guide: LayoutGuide
    let frame: FrameExpressions
    let owner: View
    let ownerFrame: FrameExpressions

    /// The guide's frame inset from the owner's by `insets`.
    func insetBy(_ insets: EdgeInsets) -> [DesiredConstraint] {
        [edge(.left, frame.x, ownerFrame.x, constant: insets.left),
         edge(.top, frame.y, ownerFrame.y, constant: insets.top),
         edge(.right, frame.maxX, ownerFrame.maxX, constant: -insets.right),
         edge(.bottom, frame.maxY, ownerFrame.maxY, constant: -insets.bottom)]
    }

    /// A readable content guide: the margins' top and bottom, centred between the margins' left and right, no wider
    /// than `widest` and as wide as the margins short of that (just below required, so `widest` wins).
    func readable(within margins: EdgeInsets, widest: CGFloat) -> [DesiredConstraint] {
        let marginsLeft = ownerFrame.x + Double(margins.left), marginsRight = ownerFrame.maxX - Double(margins.right)
        let width = frame.maxX - frame.x
        return [edge(.top, frame.y, ownerFrame.y, constant: margins.top),
                edge(.bottom, frame.maxY, ownerFrame.maxY, constant: -margins.bottom),
                constraint(.centerX, (frame.x + frame.maxX) - (marginsLeft + marginsRight), .equal),
                constraint(.left, frame.x - marginsLeft, .greaterThanOrEqual),
                constraint(.readableWidth, width - Double(widest), .lessThanOrEqual, constant: widest),
                constraint(.marginsWidth, width - (marginsRight - marginsLeft), .equal, priority: Priority(999.9))]
    }

    /// `expression relation 0` for the guide's `edge`, at `priority`, described with `constant`.
    private func constraint(_ edge: GuideEdge, _ expression: LinearExpression, _ relation: Relation,
                            constant: CGFloat = 0, priority: Priority = .required) -> DesiredConstraint {
        let description = SystemConstraint(
            kind: .layoutGuide, className: "NSLayoutConstraint", label: "'\(guide.identifier)-\(edge.rawValue)'",
            item: guide, attribute: edge.rawValue, secondItem: owner, secondAttribute: edge.rawValue,
            constant: constant)
        return DesiredConstraint(description, role: .guideDefinition(edge), expression: expression, relation: relation,
                                 priority: priority)
    }

    /// `guide.edge == owner.edge + constant`, or `guide.edge == constant` without an owner value, at `priority`.
    func edge(_ edge: GuideEdge, _ value: LinearExpression, _ ownerValue: LinearExpression?,
              constant: CGFloat = 0, priority: Priority = .required) -> DesiredConstraint {
        let isSupport = guide.kind == .topLayoutSupport || guide.kind == .bottomLayoutSupport
        let description = SystemConstraint(
            kind: .layoutGuide, className: isSupport ? "_UILayoutSupportConstraint" : "NSLayoutConstraint",
            label: "'\(guide.identifier)-\(edge.rawValue)'", item: guide, attribute: edge.rawValue,
            secondItem: ownerValue == nil ? nil : owner, secondAttribute: edge.rawValue, constant: constant)
        return DesiredConstraint(description, role: .guideDefinition(edge),
                                 expression: value - (ownerValue ?? 0) - Double(constant), priority: priority)
    }
}
