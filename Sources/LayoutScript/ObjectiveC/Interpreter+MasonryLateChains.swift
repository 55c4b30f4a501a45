import Foundation
import LayoutScene

/// Masonry's chain messages where SnapKit's types end a chain: in Objective-C, an attribute or a second relation after
/// a relation, and a multiplier or priority given to a saved, installed `MASConstraint`, reach Masonry's rule or its
/// assertion text (see `MasonryLateChanges`), not an unknown member.
///
/// ```swift
/// // Card.m:12:30: error: Attributes should be chained before defining the constraint relation
/// ```
extension Interpreter {
    static let masonryRelations: [String: LayoutRelation] = [
        "equalTo": .equal, "greaterThanOrEqualTo": .greaterThanOrEqual, "lessThanOrEqualTo": .lessThanOrEqual,
    ]
    static let masonryLateModifiers: [String: Bool] = [
        "multipliedBy": true, "dividedBy": true, "priority": false, "priorityLow": false, "priorityMedium": false,
        "priorityHigh": false, "priorityRequired": false,
    ]

    /// `make.top.equalTo(a).left` in Objective-C: the chain, after recording Masonry's assertion.
    func masonryLateAttribute(_ object: Any, _ name: String, at span: SourceSpan) -> Value? {
        guard isObjectiveC(at: span), let chain = object as? ConstraintMakerFinalizable,
              DSLAttributeTables.chainAttributes.contains(where: { $0.0 == name }) else { return nil }
        return .object(chain.attributeAfterRelation(at: sourceLocation(of: span)))
    }

    /// A second relation on a chain, or a multiplier or priority on an installed saved constraint, in Objective-C.
    func masonryLateMessage(_ object: Any, _ name: String, _ call: Call, in scope: Scope,
                            at span: SourceSpan) throws -> Value? {
        if let chain = object as? ConstraintMakerFinalizable, let relation = Self.masonryRelations[name],
           call.arguments.count == 1 {
            let target = try evaluate(call.arguments[0].value, in: scope)
            return .object(chain.relateAgain(relation, toConstant: target.number.map { CGFloat($0) }, at: sourceLocation(of: span)))
        }
        if let constraint = object as? Constraint, let isMultiplier = Self.masonryLateModifiers[name],
           constraint.reportChangeAfterInstall(multiplier: isMultiplier, at: sourceLocation(of: span)) {
            return .object(constraint)
        }
        return nil
    }
}
