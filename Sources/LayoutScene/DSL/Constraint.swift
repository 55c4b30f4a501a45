import Foundation

/// What one DSL chain made for one target: SnapKit's `Constraint`, holding a ``LayoutConstraint`` per
/// attribute (`make.edges…` gives four). Keep it to activate, deactivate or update it later.
///
/// ```swift
/// var top: Constraint?
/// card.snp.makeConstraints { make in
///     top = make.top.equalToSuperview().offset(20).constraint
/// }
/// top?.update(offset: 40)
/// ```
public final class Constraint: CustomStringConvertible {
    /// Where the DSL chain was written.
    public let sourceLocation: SourceLocation
    /// The label given with `labeled(_:)`.
    public let label: String?
    /// One constraint per attribute, in SnapKit's attribute order.
    public private(set) var layoutConstraints: [LayoutConstraint] = []
    let fromItemReference: ConstraintItem
    /// Whose rules updating and activating follow (``ConstraintDialect``).
    let dialect: ConstraintDialect
    private(set) var constant: ConstantValue
    private(set) var priority: LayoutPriority

    init(from: ConstraintItem, to: ConstraintItem?, relation: LayoutRelation, constant: ConstantValue,
         multiplier: CGFloat, priority: LayoutPriority, label: String?, location: SourceLocation,
         dialect: ConstraintDialect = .snapKit) {
        fromItemReference = from
        self.dialect = dialect
        sourceLocation = location
        self.label = label
        self.constant = constant
        self.priority = priority
        guard let fromItem = from.target else { return }
        let targetAttributes = to?.attributes ?? .none
        for attribute in from.attributes.layoutAttributes {
            let toAttribute: LayoutAttribute
            if targetAttributes != .none {
                toAttribute = from.attributes.pairedAttribute(for: attribute, target: targetAttributes)
            } else if to?.target == nil, attribute == .centerX || attribute == .centerY {
                toAttribute = attribute == .centerX ? .left : .top
            } else {
                toAttribute = attribute
            }
            var second: LayoutItem? = to?.target
            if second == nil, !toAttribute.isSize { second = fromItem.constraintSuperview }
            let layoutConstraint = LayoutConstraint(
                first: fromItem, firstAttribute: attribute, relation: relation, second: second,
                secondAttribute: toAttribute, multiplier: multiplier, constant: constant,
                constantAttribute: toAttribute, priority: priority, identifier: label, location: location)
            layoutConstraint.owner = self
            if let problem = Self.problem(of: layoutConstraint, target: second) {
                fromItem.recordMisuse(problem, at: location)
                continue
            }
            layoutConstraints.append(layoutConstraint)
        }
    }

    /// The view or guide the constraint was made on.
    var fromItem: LayoutItem? { fromItemReference.target }

    /// Whether every part is active (and there is at least one).
    ///
    /// ```swift
    /// constraint.isActive = false
    /// ```
    public var isActive: Bool {
        get { !layoutConstraints.isEmpty && layoutConstraints.allSatisfy(\.isActive) }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// Activates the constraint (again).
    ///
    /// ```swift
    /// expanded.activate()
    /// ```
    public func activate() {
        activateIfNeeded(updatingExisting: false)
    }

    /// Deactivates the constraint; layout ignores it until it is activated again.
    ///
    /// ```swift
    /// collapsed.deactivate()
    /// ```
    public func deactivate() {
        for layoutConstraint in layoutConstraints { layoutConstraint.deactivate() }
        fromItem?.dslConstraints.removeAll { $0 === self }
    }

    /// Sets a new offset (a number) as the constant of every part.
    ///
    /// ```swift
    /// top.update(offset: 24)
    /// ```
    @discardableResult
    public func update(offset: ConstraintOffsetTarget) -> Constraint {
        setConstant(.number(TargetValue.number(offset) ?? 0))
    }

    /// Sets new insets (a number or `UIEdgeInsets`); each part takes the inset its attribute reads.
    ///
    /// ```swift
    /// edges.update(inset: 16)
    /// ```
    @discardableResult
    public func update(inset: ConstraintInsetTarget) -> Constraint {
        setConstant(TargetValue.insets(inset))
    }

    /// Sets new directional insets.
    ///
    /// ```swift
    /// edges.update(inset: NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 8))
    /// ```
    @discardableResult
    public func update(inset: ConstraintDirectionalInsetTarget) -> Constraint {
        setConstant(.directionalInsets(inset as? DirectionalEdgeInsets ?? .zero))
    }

    /// Masonry's `setSizeOffset:`: width and height parts take the size, others keep their constant.
    ///
    /// ```swift
    /// size.update(sizeOffset: CGSize(width: -10, height: 20))
    /// ```
    @discardableResult
    public func update(sizeOffset: CGSize) -> Constraint {
        setConstant(.sizeOffset(sizeOffset, otherwise: constant))
    }

    /// Masonry's `setCenterOffset:`: centerX and centerY parts take the point, others keep their constant.
    ///
    /// ```swift
    /// center.update(centerOffset: CGPoint(x: 0, y: -40))
    /// ```
    @discardableResult
    public func update(centerOffset: CGPoint) -> Constraint {
        setConstant(.centerOffset(centerOffset, otherwise: constant))
    }

    /// Sets a new priority. Inactive constraints take any priority; active ones can move between optional
    /// priorities, and a change between required and optional is refused with UIKit's diagnostic.
    ///
    /// ```swift
    /// width.update(priority: 999)
    /// ```
    @discardableResult
    public func update(priority: ConstraintPriorityTarget, _ file: String = #fileID, _ line: UInt = #line,
                       _ column: UInt = #column) -> Constraint {
        let value = Float(TargetValue.number(priority) ?? CGFloat(LayoutPriority.required.rawValue))
        return setPriority(LayoutPriority(value), at: SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    /// Sets a new priority (see ``update(priority:_:_:_:)-(ConstraintPriorityTarget,_,_,_)``).
    ///
    /// ```swift
    /// width.update(priority: .low)
    /// ```
    @discardableResult
    public func update(priority: ConstraintPriority, _ file: String = #fileID, _ line: UInt = #line,
                       _ column: UInt = #column) -> Constraint {
        setPriority(LayoutPriority(priority.value), at: SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    /// The parts' descriptions, one per line.
    ///
    /// ```swift
    /// print(constraint)
    /// ```
    public var description: String {
        layoutConstraints.map(\.description).joined(separator: "\n")
    }

    /// Activates the parts, or with `updatingExisting` copies their constants onto the matching active
    /// constraints of the same item (`updateConstraints`). A part that matches none is recorded with SnapKit's
    /// message, or in the Masonry dialect activated as a new constraint.
    func activateIfNeeded(updatingExisting: Bool) {
        guard let item = fromItem else { return }
        var added: [LayoutConstraint] = []
        if updatingExisting {
            let existing = item.dslConstraints.flatMap(\.layoutConstraints)
            for layoutConstraint in layoutConstraints {
                if let match = existing.first(where: { $0.matchesIgnoringConstant(layoutConstraint) }) {
                    match.constantValue = layoutConstraint.constantValue
                    layoutConstraint.hasBeenActive = true // through the constraint it changed
                } else if dialect == .masonry {
                    added.append(layoutConstraint)
                } else {
                    item.recordMisuse(DiagnosticMessages.updateFoundNoMatch(layoutConstraint), at: sourceLocation)
                }
            }
        } else {
            added = layoutConstraints
        }
        var activated = false
        for layoutConstraint in added where installable(layoutConstraint, on: item)
            && layoutConstraint.activate(at: sourceLocation) {
            activated = true
        }
        if activated, !item.dslConstraints.contains(where: { $0 === self }) { item.dslConstraints.append(self) }
    }

    /// Masonry installs a constraint on the closest common superview of its two views and asserts that there is one;
    /// SnapKit leaves the check to UIKit's activation.
    private func installable(_ layoutConstraint: LayoutConstraint, on item: LayoutItem) -> Bool {
        guard dialect == .masonry, !layoutConstraint.isActive, let second = layoutConstraint.secondItem,
              let firstView = item.hierarchyView, let secondView = second.hierarchyView,
              firstView.nearestCommonAncestor(with: secondView) == nil else { return true }
        item.recordMisuse(DiagnosticMessages.noCommonSuperview(item, second), at: sourceLocation)
        return false
    }

    @discardableResult
    func setConstant(_ newConstant: ConstantValue) -> Constraint {
        constant = newConstant
        for layoutConstraint in layoutConstraints { layoutConstraint.constantValue = newConstant }
        return self
    }

    private func setPriority(_ newPriority: LayoutPriority, at location: SourceLocation) -> Constraint {
        var accepted = true
        for layoutConstraint in layoutConstraints where !layoutConstraint.setPriority(newPriority, at: location) {
            accepted = false
        }
        if accepted { priority = newPriority }
        return self
    }

    private static func problem(of constraint: LayoutConstraint, target: LayoutItem?) -> String? {
        if let guide = target as? LayoutGuide, guide.kind == .topLayoutSupport || guide.kind == .bottomLayoutSupport,
           ![.top, .bottom, .height].contains(constraint.secondAttribute) {
            return DiagnosticMessages.unsupportedAttribute(constraint.secondAttribute, of: guide)
        }
        if let problem = constraint.formProblem { return problem }
        return nil
    }
}
