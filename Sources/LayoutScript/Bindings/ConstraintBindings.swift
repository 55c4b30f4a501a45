import Foundation
import LayoutScene

/// `NSLayoutConstraint` / `LayoutConstraint`, SnapKit's `Constraint` and `ConstraintItem`.
enum ConstraintBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        bindLayoutConstraint(registry.type(LayoutConstraint.self), t)
        bindConstraint(registry.type(Constraint.self), t)
        let item = registry.type(ConstraintItem.self)
        item.readOnly("target", \ConstraintItem.target)
        item.readOnly("layoutAttributes", \ConstraintItem.layoutAttributes)
    }

    private static func bindLayoutConstraint(_ constraint: HostType, _ t: BindingTypes) {
        constraint.initializer("init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)",
                               [t.item, t.attribute, t.relation, .optional(t.item), t.attribute, t.number, t.number]) {
            try .object(LayoutConstraint(item: $0.get(0), attribute: $0.get(1), relatedBy: $0.get(2), toItem: $0.get(3),
                                         attribute: $0.get(4), multiplier: $0.get(5), constant: $0.get(6),
                                         file: $0.file, line: $0.line, column: $0.column))
        }
        constraint.staticMethod("activate(_:)", [.array(t.layoutConstraint)]) {
            try LayoutConstraint.activate($0.get(0)); return .void
        }
        constraint.staticMethod("deactivate(_:)", [.array(t.layoutConstraint)]) {
            try LayoutConstraint.deactivate($0.get(0)); return .void
        }
        constraint.readOnly("firstItem", \LayoutConstraint.firstItem)
        constraint.readOnly("firstAttribute", \LayoutConstraint.firstAttribute)
        constraint.readOnly("relation", \LayoutConstraint.relation)
        constraint.readOnly("secondItem", \LayoutConstraint.secondItem)
        constraint.readOnly("secondAttribute", \LayoutConstraint.secondAttribute)
        constraint.readOnly("multiplier", \LayoutConstraint.multiplier)
        constraint.readOnly("location", \LayoutConstraint.location)
        constraint.readOnly("installationView", \LayoutConstraint.installationView)
        constraint.readOnly("description", \LayoutConstraint.description)
        constraint.property("identifier", \LayoutConstraint.identifier)
        constraint.property("isActive", \LayoutConstraint.isActive)
        constraint.property("constant", \LayoutConstraint.constant)
        constraint.property("priority", \LayoutConstraint.priority)
    }

    private static func bindConstraint(_ constraint: HostType, _ t: BindingTypes) {
        constraint.method("activate()", []) { try $0.receiver(Constraint.self).activate(); return .void }
        constraint.method("deactivate()", []) { try $0.receiver(Constraint.self).deactivate(); return .void }
        constraint.method("install()", []) { try $0.receiver(Constraint.self).activate(); return .void }
        constraint.method("uninstall()", []) { try $0.receiver(Constraint.self).deactivate(); return .void }
        constraint.property("isActive", \Constraint.isActive)
        constraint.readOnly("layoutConstraints", \Constraint.layoutConstraints)
        constraint.readOnly("label", \Constraint.label)
        constraint.readOnly("sourceLocation", \Constraint.sourceLocation)
        constraint.readOnly("description", \Constraint.description)
        constraint.method("update(offset:)", [t.offsetTarget]) { try updateOffset($0) }
        constraint.method("updateOffset(amount:)", [t.offsetTarget]) { _ = try updateOffset($0); return .void }
        constraint.method("update(inset:)", [t.insetTarget]) { try updateInset($0) }
        constraint.method("updateInsets(amount:)", [t.insetTarget]) { _ = try updateInset($0); return .void }
        constraint.method("update(priority:)", [t.priorityTarget]) { try updatePriority($0) }
        constraint.method("updatePriority(amount:)", [t.priorityTarget]) { _ = try updatePriority($0); return .void }
        constraint.method("update(sizeOffset:)", [t.size]) {
            try .object($0.receiver(Constraint.self).update(sizeOffset: $0.get(0)))
        }
        constraint.method("update(centerOffset:)", [t.point]) {
            try .object($0.receiver(Constraint.self).update(centerOffset: $0.get(0)))
        }
        for name in ["updatePriorityHigh", "updatePriorityMedium", "updatePriorityLow"] {
            constraint.method("\(name)()", []) { call in
                let receiver: any AbstractPriorityUpdates = try call.receiver(Constraint.self)
                receiver.reportAbstractUpdate(name, call.file, call.line, call.column)
                return .void
            }
        }
    }

    private static func updateOffset(_ call: HostCall) throws -> Value {
        guard let amount = call.dslArgument(0) as? any ConstraintOffsetTarget else {
            throw BindingError("expected a number")
        }
        return try .object(call.receiver(Constraint.self).update(offset: amount))
    }

    private static func updateInset(_ call: HostCall) throws -> Value {
        let constraint = try call.receiver(Constraint.self)
        switch call.dslArgument(0) {
        case let directional as DirectionalEdgeInsets: return .object(constraint.update(inset: directional))
        case let amount as any ConstraintInsetTarget: return .object(constraint.update(inset: amount))
        default: throw BindingError("expected a number, UIEdgeInsets or NSDirectionalEdgeInsets")
        }
    }

    private static func updatePriority(_ call: HostCall) throws -> Value {
        let constraint = try call.receiver(Constraint.self)
        switch call.dslArgument(0) {
        case let priority as ConstraintPriority:
            return .object(constraint.update(priority: priority, call.file, call.line, call.column))
        case let amount as any ConstraintPriorityTarget:
            return .object(constraint.update(priority: amount, call.file, call.line, call.column))
        default:
            throw BindingError("expected a ConstraintPriority, UILayoutPriority or number")
        }
    }
}
