import Foundation
import LayoutScene

/// `UILayoutPriority` and SnapKit's `ConstraintPriority`.
enum PriorityBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let priority = registry.type(LayoutPriority.self)
        priority.initializer("init(_:)", [t.float]) { try .object(LayoutPriority($0.get(0, as: Float.self))) }
        priority.initializer("init(rawValue:)", [t.float]) { try .object(LayoutPriority(rawValue: $0.get(0))) }
        priority.constant("required", LayoutPriority.required)
        priority.constant("defaultHigh", LayoutPriority.defaultHigh)
        priority.constant("defaultLow", LayoutPriority.defaultLow)
        priority.constant("fittingSizeLevel", LayoutPriority.fittingSizeLevel)
        priority.property("rawValue", \LayoutPriority.rawValue)
        priority.readOnly("isRequired", \LayoutPriority.isRequired)

        let snapKit = registry.type(ConstraintPriority.self)
        snapKit.initializer("init(_:)", [t.float]) { try .object(ConstraintPriority($0.get(0, as: Float.self))) }
        snapKit.constant("required", ConstraintPriority.required)
        snapKit.constant("high", ConstraintPriority.high)
        snapKit.constant("medium", ConstraintPriority.medium)
        snapKit.constant("low", ConstraintPriority.low)
        snapKit.constant("fittingSizeLevel", ConstraintPriority.fittingSizeLevel)
        snapKit.readOnly("value", \ConstraintPriority.value)
        snapKit.method("advanced(by:)", [t.float]) {
            try .object($0.receiver(ConstraintPriority.self).advanced(by: $0.get(0)))
        }
        snapKit.method("distance(to:)", [t.host(ConstraintPriority.self)]) {
            try .double(Double($0.receiver(ConstraintPriority.self).distance(to: $0.get(0))))
        }
    }
}
