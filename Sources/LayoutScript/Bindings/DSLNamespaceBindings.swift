import Foundation
import LayoutScene

/// `view.snp`, `guide.snp`, `topLayoutGuide.snp` and `[a, b].snp`: items, the constraint lifecycle and distribution.
enum DSLNamespaceBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        bindViewDSL(registry.type(ConstraintViewDSL.self), t)
        bindGuideDSL(registry.type(ConstraintLayoutGuideDSL.self), t)
        let support = registry.type(ConstraintLayoutSupportDSL.self)
        support.readOnly("top", \ConstraintLayoutSupportDSL.top)
        support.readOnly("bottom", \ConstraintLayoutSupportDSL.bottom)
        support.readOnly("height", \ConstraintLayoutSupportDSL.height)
        bindArrayDSL(registry.type(ConstraintArrayDSL.self), t)
    }

    private static func bindItems<D: ConstraintAttributesDSL>(_ type: HostType, _ dsl: D.Type, _ t: BindingTypes) {
        for (name, item) in DSLAttributeTables.items {
            type.readOnly(name, t.constraintItem) { (namespace: D) in .object(item(namespace)) }
        }
        type.method("attribute(_:)", [t.attribute]) { try .object($0.receiver(D.self).attribute($0.get(0))) }
        type.readOnly("target", t.item) { (namespace: D) in .object(namespace.target) }
    }

    private static func bindViewDSL(_ type: HostType, _ t: BindingTypes) {
        bindItems(type, ConstraintViewDSL.self, t)
        type.readOnly("view", \ConstraintViewDSL.view)
        let lifecycle: [(String, (ConstraintViewDSL, @escaping (ConstraintMaker) -> Void) -> [Constraint])] = [
            ("makeConstraints(_:)", { $0.makeConstraints($1) }),
            ("prepareConstraints(_:)", { $0.prepareConstraints($1) }),
            ("remakeConstraints(_:)", { $0.remakeConstraints($1) }),
            ("updateConstraints(_:)", { $0.updateConstraints($1) }),
        ]
        for (selector, run) in lifecycle {
            type.method(selector, [t.closure(t.maker)]) { call in
                let namespace = try call.receiver(ConstraintViewDSL.self).dialect(call.interpreter.dialect(at: call.span))
                return run(namespace, call.interpreter.makerCallback(call, index: 0, items: [namespace.view])).scriptValue
            }
        }
        type.method("removeConstraints()", []) { try $0.receiver(ConstraintViewDSL.self).removeConstraints(); return .void }
        type.readOnly("constraints", \ConstraintViewDSL.constraints)
        type.method("setLabel(_:)", [.optional(t.string)]) { call in
            let namespace = try call.receiver(ConstraintViewDSL.self)
            namespace.setLabel(try call.get(0))
            call.interpreter.naming.markNamedByCode(namespace.view)
            return .void
        }
        type.method("label()", []) { try $0.receiver(ConstraintViewDSL.self).label().scriptValue }
        type.property("contentHuggingHorizontalPriority", \ConstraintViewDSL.contentHuggingHorizontalPriority)
        type.property("contentHuggingVerticalPriority", \ConstraintViewDSL.contentHuggingVerticalPriority)
        type.property("contentCompressionResistanceHorizontalPriority",
                      \ConstraintViewDSL.contentCompressionResistanceHorizontalPriority)
        type.property("contentCompressionResistanceVerticalPriority",
                      \ConstraintViewDSL.contentCompressionResistanceVerticalPriority)
    }

    private static func bindGuideDSL(_ type: HostType, _ t: BindingTypes) {
        bindItems(type, ConstraintLayoutGuideDSL.self, t)
        type.readOnly("guide", \ConstraintLayoutGuideDSL.guide)
        let lifecycle: [(String, (ConstraintLayoutGuideDSL, @escaping (ConstraintMaker) -> Void) -> [Constraint])] = [
            ("makeConstraints(_:)", { $0.makeConstraints($1) }),
            ("prepareConstraints(_:)", { $0.prepareConstraints($1) }),
            ("remakeConstraints(_:)", { $0.remakeConstraints($1) }),
            ("updateConstraints(_:)", { $0.updateConstraints($1) }),
        ]
        for (selector, run) in lifecycle {
            type.method(selector, [t.closure(t.maker)]) { call in
                let namespace = try call.receiver(ConstraintLayoutGuideDSL.self)
                return run(namespace, call.interpreter.makerCallback(call, index: 0, items: [namespace.guide])).scriptValue
            }
        }
        type.method("removeConstraints()", []) {
            try $0.receiver(ConstraintLayoutGuideDSL.self).removeConstraints(); return .void
        }
        type.readOnly("constraints", \ConstraintLayoutGuideDSL.constraints)
    }

    private static func bindArrayDSL(_ type: HostType, _ t: BindingTypes) {
        type.readOnly("views", \ConstraintArrayDSL.views)
        let lifecycle: [(String, (ConstraintArrayDSL, @escaping (ConstraintMaker) -> Void) -> [Constraint])] = [
            ("makeConstraints(_:)", { $0.makeConstraints($1) }),
            ("prepareConstraints(_:)", { $0.prepareConstraints($1) }),
            ("remakeConstraints(_:)", { $0.remakeConstraints($1) }),
            ("updateConstraints(_:)", { $0.updateConstraints($1) }),
        ]
        for (selector, run) in lifecycle {
            type.method(selector, [t.closure(t.maker)]) { call in
                let namespace = try call.receiver(ConstraintArrayDSL.self).dialect(call.interpreter.dialect(at: call.span))
                return run(namespace, call.interpreter.makerCallback(call, index: 0, items: namespace.views)).scriptValue
            }
        }
        type.method("removeConstraints()", []) { try $0.receiver(ConstraintArrayDSL.self).removeConstraints(); return .void }
        type.method("distributeViews(along:fixedSpacing:leadSpacing:tailSpacing:)", [t.axis, t.number, t.number, t.number]) {
            try $0.receiver(ConstraintArrayDSL.self).distributeViews(
                along: $0.get(0), fixedSpacing: $0.get(1), leadSpacing: $0.get(2), tailSpacing: $0.get(3),
                $0.file, $0.line, $0.column).scriptValue
        }
        type.method("distributeViews(along:fixedItemLength:leadSpacing:tailSpacing:)",
                    [t.axis, t.number, t.number, t.number]) {
            try $0.receiver(ConstraintArrayDSL.self).distributeViews(
                along: $0.get(0), fixedItemLength: $0.get(1), leadSpacing: $0.get(2), tailSpacing: $0.get(3),
                $0.file, $0.line, $0.column).scriptValue
        }
    }
}
