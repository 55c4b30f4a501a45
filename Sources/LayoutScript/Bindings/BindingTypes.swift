import Foundation
import LayoutScene

/// Short names for the parameter and property types binding files use.
struct BindingTypes {
    let registry: HostRegistry

    init(_ registry: HostRegistry) {
        self.registry = registry
    }

    func host<T>(_ type: T.Type) -> ScriptType { .host(registry.type(type)) }

    let number = ScriptType.cgFloat
    let float = ScriptType.floating("Float")
    let int = ScriptType.int
    let bool = ScriptType.bool
    let string = ScriptType.string
    let any = ScriptType.any
    var view: ScriptType { host(View.self) }
    var guide: ScriptType { host(LayoutGuide.self) }
    var item: ScriptType { host(LayoutItem.self) }
    var controller: ScriptType { host(ViewController.self) }
    var color: ScriptType { host(Color.self) }
    var font: ScriptType { host(Font.self) }
    var weight: ScriptType { host(FontWeight.self) }
    var insets: ScriptType { host(EdgeInsets.self) }
    var directionalInsets: ScriptType { host(DirectionalEdgeInsets.self) }
    var size: ScriptType { host(CGSize.self) }
    var point: ScriptType { host(CGPoint.self) }
    var rect: ScriptType { host(CGRect.self) }
    var priority: ScriptType { host(LayoutPriority.self) }
    var axis: ScriptType { host(LayoutAxis.self) }
    var direction: ScriptType { host(LayoutDirection.self) }
    var attribute: ScriptType { host(LayoutAttribute.self) }
    var relation: ScriptType { host(LayoutRelation.self) }
    var layoutConstraint: ScriptType { host(LayoutConstraint.self) }
    var constraint: ScriptType { host(Constraint.self) }
    var constraintItem: ScriptType { host(ConstraintItem.self) }
    var maker: ScriptType { host(ConstraintMaker.self) }

    /// A closure taking one value and returning nothing, as `makeConstraints` takes.
    func closure(_ parameter: ScriptType) -> ScriptType { .function([parameter], .void) }

    /// What `equalTo` accepts (SnapKit's `ConstraintRelatableTarget`), or an array of them.
    var relatableTarget: ScriptType {
        .oneOf([.int, number, size, point, insets, directionalInsets, item, constraintItem, host(LayoutSupport.self),
                .array(.any)], name: "ConstraintRelatableTarget")
    }

    /// ``relatableTarget`` or `nil`, under the same name: Objective-C passes `nil` where an object is expected and
    /// Masonry asserts on it, while Swift's `equalTo` has no optional (the binding refuses it with swiftc's words).
    var relatableTargetOrNil: ScriptType { .oneOf([.optional(relatableTarget)], name: "ConstraintRelatableTarget") }

    /// What `offset` and `update(offset:)` accept.
    var offsetTarget: ScriptType { .oneOf([.int, number], name: "ConstraintOffsetTarget") }

    /// What `multipliedBy` and `dividedBy` accept.
    var multiplierTarget: ScriptType { .oneOf([.int, number], name: "ConstraintMultiplierTarget") }

    /// What `inset` and `update(inset:)` accept: a number, `UIEdgeInsets` or `NSDirectionalEdgeInsets`.
    var insetTarget: ScriptType { .oneOf([.int, number, insets, directionalInsets], name: "ConstraintInsetTarget") }

    /// What `priority(_:)` and `update(priority:)` accept.
    var priorityTarget: ScriptType {
        .oneOf([host(ConstraintPriority.self), priority, .int, number], name: "ConstraintPriority")
    }

    /// What a view's or guide's `snp` is (SnapKit's `ConstraintAttributesDSL` protocols).
    func attributesDSL(named name: String) -> ScriptType {
        .oneOf([host(ConstraintViewDSL.self), host(ConstraintLayoutGuideDSL.self)], name: name)
    }

    /// SnapKit's protocol types a scene may write in an annotation, as the values conforming to them
    /// (`var safeArea: ConstraintBasicAttributesDSL { safeAreaLayoutGuide.snp }`); nil for other names.
    func snapKitProtocol(named name: String) -> ScriptType? {
        switch name {
        case "ConstraintAttributesDSL", "ConstraintBasicAttributesDSL", "ConstraintDSL": attributesDSL(named: name)
        case "ConstraintRelatableTarget": relatableTarget
        case "ConstraintOffsetTarget": offsetTarget
        case "ConstraintMultiplierTarget": multiplierTarget
        case "ConstraintInsetTarget": insetTarget
        case "ConstraintPriorityTarget": priorityTarget
        default: nil
        }
    }
}
