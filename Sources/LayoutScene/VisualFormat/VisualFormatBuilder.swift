import Foundation

/// Turns a ``VisualFormatLine`` into constraints (see ``VisualFormat``). Every spacing is written as
/// `A.attribute R B.attribute + constant`, where the gap runs from B to A in the format's direction.
struct VisualFormatBuilder {
    let format: String
    let line: VisualFormatLine
    let options: VisualFormatOptions
    let metrics: [String: CGFloat]
    let views: [String: LayoutItem]
    let location: SourceLocation?

    /// The attributes of an item's edge where the format enters it and where it leaves it, and of its size.
    private var startAttribute: LayoutAttribute {
        line.isVertical ? .top : options.contains(.directionLeftToRight) ? .left
            : options.contains(.directionRightToLeft) ? .right : .leading
    }
    private var endAttribute: LayoutAttribute {
        line.isVertical ? .bottom : options.contains(.directionLeftToRight) ? .right
            : options.contains(.directionRightToLeft) ? .left : .trailing
    }
    private var sizeAttribute: LayoutAttribute { line.isVertical ? .height : .width }
    /// Whether the format runs against the coordinate axis (right to left), so gaps are measured the other way.
    private var isReversed: Bool { !line.isVertical && options.contains(.directionRightToLeft) }

    func build() throws(VisualFormatError) -> [LayoutConstraint] {
        let items = try line.items.map { item throws(VisualFormatError) -> LayoutItem? in
            guard case .view(let name, _) = item else { return nil }
            guard let view = views[name] else { throw error("\(name) is not a key in the views dictionary") }
            return view
        }
        var made: [LayoutConstraint] = []
        for (index, item) in line.items.enumerated() {
            guard case .view(_, let size) = item, let view = items[index] else { continue }
            for predicate in size { made.append(try sizeConstraint(view, predicate)) }
        }
        for (index, connection) in line.connections.enumerated() {
            made += try spacing(connection, from: index, items: items)
        }
        let placed = items.compactMap { $0 }
        if let first = placed.first {
            for attribute in options.alignmentAttributes {
                for view in placed.dropFirst() {
                    made.append(constraint(view, attribute, .equal, first, attribute, constant: 0, priority: .required))
                }
            }
        }
        return made
    }

    /// `[view(==100@750)]` or `[view(==other)]`.
    private func sizeConstraint(_ view: LayoutItem, _ predicate: VisualFormatLine.Predicate) throws(VisualFormatError)
        -> LayoutConstraint {
        let priority = try self.priority(predicate.priority)
        if case .name(let name) = predicate.object, metrics[name] == nil {
            guard let other = views[name] else { throw error("\(name) is not a key in the views or metrics dictionary") }
            return constraint(view, sizeAttribute, predicate.relation, other, sizeAttribute, constant: 0, priority: priority)
        }
        return constraint(view, sizeAttribute, predicate.relation, nil, .notAnAttribute,
                          constant: try number(predicate.object), priority: priority)
    }

    /// The constraints between item `index` and the next for the connection between them.
    private func spacing(_ connection: VisualFormatLine.Connection, from index: Int, items: [LayoutItem?])
        throws(VisualFormatError) -> [LayoutConstraint] {
        let touchesSuperview = items[index] == nil || items[index + 1] == nil
        let predicates: [VisualFormatLine.Predicate] = switch connection {
        case .adjacent: [VisualFormatLine.Predicate(relation: .equal, object: .number(0), priority: nil)]
        case .standard:
            [VisualFormatLine.Predicate(relation: .equal, object: .number(Double(touchesSuperview
                ? VisualFormat.superviewSpacing : VisualFormat.siblingSpacing)), priority: nil)]
        case .spacing(let given): given
        }
        let earlier = try edge(items, index, leaving: true)
        let later = try edge(items, index + 1, leaving: false)
        return try predicates.map { predicate throws(VisualFormatError) in
            let (a, b) = isReversed ? (earlier, later) : (later, earlier)
            return constraint(a.item, a.attribute, predicate.relation, b.item, b.attribute,
                              constant: try number(predicate.object), priority: try priority(predicate.priority))
        }
    }

    /// The edge of item `index` that a connection leaves from (`leaving`) or arrives at: a view's end or start edge, or
    /// the superview's edge on that side (its start edge before the first view, its end edge after the last).
    private func edge(_ items: [LayoutItem?], _ index: Int, leaving: Bool) throws(VisualFormatError)
        -> (item: LayoutItem, attribute: LayoutAttribute) {
        if let view = items[index] { return (view, leaving ? endAttribute : startAttribute) }
        let neighbour = leaving ? items[(index + 1)...].compactMap { $0 }.first : items[..<index].compactMap { $0 }.last
        guard let superview = neighbour.flatMap(Self.superview) else {
            throw error("unable to interpret '|' character, because the related view doesn't have a superview")
        }
        return (superview, leaving ? startAttribute : endAttribute)
    }

    /// The view an item's `|` stands for: a view's superview, a layout guide's owning view.
    private static func superview(of item: LayoutItem) -> View? {
        (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
    }

    private func number(_ term: VisualFormatLine.Term) throws(VisualFormatError) -> CGFloat {
        switch term {
        case .number(let value): return CGFloat(value)
        case .name(let name):
            guard let value = metrics[name] else { throw error("\(name) is not a key in the metrics dictionary") }
            return value
        }
    }

    private func priority(_ term: VisualFormatLine.Term?) throws(VisualFormatError) -> LayoutPriority {
        guard let term else { return .required }
        return LayoutPriority(Float(try number(term)))
    }

    private func constraint(_ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
                            _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, constant: CGFloat,
                            priority: LayoutPriority) -> LayoutConstraint {
        LayoutConstraint(first: first, firstAttribute: firstAttribute, relation: relation, second: second,
                         secondAttribute: secondAttribute, multiplier: 1, constant: .number(constant),
                         constantAttribute: firstAttribute, priority: priority, identifier: nil, location: location)
    }

    private func error(_ message: String) -> VisualFormatError {
        VisualFormatError(message: message, format: format)
    }
}
