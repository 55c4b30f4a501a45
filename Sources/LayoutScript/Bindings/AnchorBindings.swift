import Foundation
import LayoutScene

/// Layout anchors: `topAnchor`, `leadingAnchor`, `widthAnchor` … on views and layout guides, and the
/// `constraint(equalTo:constant:)` family on `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and `NSLayoutDimension`.
enum AnchorBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let item = registry.type(LayoutItem.self)
        item.readOnly("leadingAnchor", \LayoutItem.leadingAnchor)
        item.readOnly("trailingAnchor", \LayoutItem.trailingAnchor)
        item.readOnly("leftAnchor", \LayoutItem.leftAnchor)
        item.readOnly("rightAnchor", \LayoutItem.rightAnchor)
        item.readOnly("centerXAnchor", \LayoutItem.centerXAnchor)
        item.readOnly("topAnchor", \LayoutItem.topAnchor)
        item.readOnly("bottomAnchor", \LayoutItem.bottomAnchor)
        item.readOnly("centerYAnchor", \LayoutItem.centerYAnchor)
        item.readOnly("widthAnchor", \LayoutItem.widthAnchor)
        item.readOnly("heightAnchor", \LayoutItem.heightAnchor)
        let view = registry.type(View.self)
        view.readOnly("firstBaselineAnchor", \View.firstBaselineAnchor)
        view.readOnly("lastBaselineAnchor", \View.lastBaselineAnchor)
        for kind in [LayoutXAxisAnchor.self, LayoutYAxisAnchor.self, LayoutDimension.self] as [AnyObject.Type] {
            bindRelations(registry.type(kind), t)
        }
        bindDimension(registry.type(LayoutDimension.self), t)
        bindSystemSpacing(registry.type(LayoutXAxisAnchor.self), direction: "After", t)
        bindSystemSpacing(registry.type(LayoutYAxisAnchor.self), direction: "Below", t)
    }

    /// `constraint(equalToSystemSpacingAfter:multiplier:)` (x axis) and `…Below:multiplier:` (y axis) with the
    /// inequalities: the anchor `multiplier` system spacings (``LayoutScene/SystemSpacing/standard``) after or below.
    private static func bindSystemSpacing(_ anchor: HostType, direction: String, _ t: BindingTypes) {
        let relations: [(String, LayoutRelation)] = [("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual),
                                                     ("lessThanOrEqualTo", .lessThanOrEqual)]
        for (label, relation) in relations {
            let selector = "constraint(\(label)SystemSpacing\(direction):multiplier:)"
            anchor.method(selector, [.host(anchor), t.number]) { call in
                try relate(call, relation, multiplier: 1, constant: SystemSpacing.standard * call.get(1))
            }
        }
    }

    /// `constraint(equalTo:)`, `constraint(equalTo:constant:)` and the inequalities, relating to anchors of the
    /// same type (the interpreter checks the argument's type against `anchor`).
    private static func bindRelations(_ anchor: HostType, _ t: BindingTypes) {
        let relations: [(String, LayoutRelation)] = [("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual),
                                                     ("lessThanOrEqualTo", .lessThanOrEqual)]
        for (label, relation) in relations {
            anchor.method("constraint(\(label):constant:)", [.host(anchor), t.number], defaults: 1) { call in
                try relate(call, relation, multiplier: 1, constant: call.get(1, default: 0))
            }
        }
        anchor.readOnly("description", .string) { (anchor: any AnyLayoutAnchor) in
            .string("\(anchor.item.qualifiedName).\(anchor.attribute.name)")
        }
    }

    /// `NSLayoutDimension`'s constant sizes and multipliers.
    private static func bindDimension(_ dimension: HostType, _ t: BindingTypes) {
        let relations: [(String, LayoutRelation)] = [("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual),
                                                     ("lessThanOrEqualTo", .lessThanOrEqual)]
        for (label, relation) in relations {
            dimension.method("constraint(\(label)Constant:)", [t.number]) { call in
                try fixed(call, relation, call.get(0))
            }
            dimension.method("constraint(\(label):multiplier:constant:)", [.host(dimension), t.number, t.number],
                             defaults: 1) { call in
                try relate(call, relation, multiplier: call.get(1), constant: call.get(2, default: 0))
            }
        }
    }

    /// The inactive constraint `receiver relation argument 0 × multiplier + constant`, made where the call is.
    private static func relate(_ call: HostCall, _ relation: LayoutRelation, multiplier: CGFloat,
                               constant: CGFloat) throws -> Value {
        guard let other = call.value(0).host((any AnyLayoutAnchor).self) else {
            throw BindingError("expected a layout anchor")
        }
        return try .object(call.receiver((any AnyLayoutAnchor).self).constraint(
            relation, to: other, multiplier: multiplier, constant: constant, at: call.location))
    }

    /// The inactive constraint `receiver relation constant`, made where the call is.
    private static func fixed(_ call: HostCall, _ relation: LayoutRelation, _ constant: CGFloat) throws -> Value {
        try .object(call.receiver((any AnyLayoutAnchor).self).constraint(relation, to: nil, constant: constant,
                                                                          at: call.location))
    }
}
