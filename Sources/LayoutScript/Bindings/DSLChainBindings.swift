import Foundation
import LayoutScene

/// `make` and the chain after it: attributes, relations, multipliers and constants, priorities, labels.
enum DSLChainBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        bindMaker(registry.type(ConstraintMaker.self), t)
        let extendable = registry.type(ConstraintMakerExtendable.self)
        for (name, member) in DSLAttributeTables.chainAttributes {
            extendable.readOnly(name, .host(extendable)) { (chain: ConstraintMakerExtendable) in .object(member(chain)) }
        }
        bindRelatable(registry.type(ConstraintMakerRelatable.self), t)
        bindEditable(registry.type(ConstraintMakerEditable.self), t)
        bindPrioritizable(registry.type(ConstraintMakerPrioritizable.self), t)
        let finalizable = registry.type(ConstraintMakerFinalizable.self)
        finalizable.method("labeled(_:)", [t.string]) {
            try .object($0.receiver(ConstraintMakerFinalizable.self).labeled($0.get(0)))
        }
        finalizable.method("key(_:)", [t.string]) {
            try .object($0.receiver(ConstraintMakerFinalizable.self).key($0.get(0)))
        }
        finalizable.readOnly("constraint", \ConstraintMakerFinalizable.constraint)
        finalizable.readOnly("constraints", \ConstraintMakerFinalizable.constraints)
    }

    private static func bindMaker(_ maker: HostType, _ t: BindingTypes) {
        let extendable = t.host(ConstraintMakerExtendable.self)
        for (name, member) in DSLAttributeTables.makerAttributes {
            maker.readOnly(name, extendable) { (make: ConstraintMaker) in .object(member(make)) }
        }
        maker.method("attributes(_:)", [t.attribute], variadic: true) { call in
            let make = try call.receiver(ConstraintMaker.self)
            let attributes = call.list(0).compactMap { $0.host(LayoutAttribute.self) }
            guard let first = attributes.first else {
                return .object(make.attributes(file: call.file, line: call.line, column: call.column))
            }
            var chain = make.attributes(first, file: call.file, line: call.line, column: call.column)
            for attribute in attributes.dropFirst() {
                guard let extend = DSLAttributeTables.chainMember(for: attribute) else {
                    throw BindingError("'\(attribute.rawValue)' cannot be constrained")
                }
                chain = extend(chain)
            }
            return .object(chain)
        }
        maker.method("group(_:)", [.function([], .void)]) { call in
            let make = try call.receiver(ConstraintMaker.self)
            return .object(make.group(call.interpreter.voidCallback(call, index: 0)))
        }
    }

    private static func bindRelatable(_ relatable: HostType, _ t: BindingTypes) {
        let relations: [(String, LayoutRelation)] = [("equalTo", .equal), ("lessThanOrEqualTo", .lessThanOrEqual),
                                                      ("greaterThanOrEqualTo", .greaterThanOrEqual)]
        for (name, relation) in relations {
            relatable.method("\(name)(_:)", [t.relatableTargetOrNil]) { try relate($0, relation) }
            relatable.method("\(name)Superview()", []) { try relateToSuperview($0, relation) }
            relatable.method("\(name)Superview(_:)", [.function([t.view], t.relatableTarget)]) {
                try relateToSuperview($0, relation, picking: $0.value(0))
            }
        }
    }

    private static func relate(_ call: HostCall, _ relation: LayoutRelation) throws -> Value {
        let chain = try call.receiver(ConstraintMakerRelatable.self)
        if call.value(0).isNull {
            // Masonry takes any object, and asserts on `nil`; Swift's `equalTo` takes no optional
            guard call.interpreter.isObjectiveC(at: call.span) else {
                throw BindingError(CoercionContext.argument.nilMessage(to: "ConstraintRelatableTarget"))
            }
            return .object(chain.relateToNil(relation, at: call.location))
        }
        if case .array(let elements) = call.value(0) {
            let targets = try elements.map { element -> any ConstraintRelatableTarget in
                guard let target = element.dslArgument as? any ConstraintRelatableTarget else {
                    throw BindingError("cannot use a value of type '\(call.interpreter.typeName(of: element))' as a "
                                           + "constraint target")
                }
                return target
            }
            return .object(relate(chain, relation, targets, call))
        }
        guard let target = call.dslArgument(0) as? any ConstraintRelatableTarget else {
            throw BindingError("cannot use a value of type '\(call.interpreter.typeName(of: call.value(0)))' as a "
                                   + "constraint target")
        }
        return .object(relate(chain, relation, target, call))
    }

    private static func relate(_ chain: ConstraintMakerRelatable, _ relation: LayoutRelation,
                               _ targets: [any ConstraintRelatableTarget], _ call: HostCall) -> ConstraintMakerEditable {
        switch relation {
        case .equal: chain.equalTo(targets, call.file, call.line, call.column)
        case .lessThanOrEqual: chain.lessThanOrEqualTo(targets, call.file, call.line, call.column)
        case .greaterThanOrEqual: chain.greaterThanOrEqualTo(targets, call.file, line: call.line, column: call.column)
        }
    }

    private static func relate(_ chain: ConstraintMakerRelatable, _ relation: LayoutRelation,
                               _ target: any ConstraintRelatableTarget, _ call: HostCall) -> ConstraintMakerEditable {
        switch relation {
        case .equal: chain.equalTo(target, call.file, call.line, call.column)
        case .lessThanOrEqual: chain.lessThanOrEqualTo(target, call.file, call.line, call.column)
        case .greaterThanOrEqual: chain.greaterThanOrEqualTo(target, call.file, line: call.line, column: call.column)
        }
    }

    private static func relateToSuperview(_ call: HostCall, _ relation: LayoutRelation) throws -> Value {
        let chain = try call.receiver(ConstraintMakerRelatable.self)
        return switch relation {
        case .equal: .object(chain.equalToSuperview(call.file, call.line, call.column))
        case .lessThanOrEqual: .object(chain.lessThanOrEqualToSuperview(call.file, call.line, call.column))
        case .greaterThanOrEqual:
            .object(chain.greaterThanOrEqualToSuperview(call.file, line: call.line, column: call.column))
        }
    }

    /// `equalToSuperview { $0.snp.height }`: the closure runs on the chain's superview, then the chain relates to what
    /// it picked (without a superview, SnapKit's diagnostic is recorded as for the plain form).
    private static func relateToSuperview(_ call: HostCall, _ relation: LayoutRelation, picking closure: Value) throws
        -> Value {
        guard let item = call.interpreter.currentMakerItem else {
            throw BindingError("a superview can only be picked inside a constraint closure")
        }
        guard let superview = item.constraintSuperview else { return try relateToSuperview(call, relation) }
        let picked = try call.interpreter.call(closure, arguments: [.object(superview)], at: call.span)
        guard let target = picked.dslArgument as? any ConstraintRelatableTarget else {
            throw BindingError("cannot use a value of type '\(call.interpreter.typeName(of: picked))' as a constraint "
                                   + "target")
        }
        return .object(relateToPicked(try call.receiver(ConstraintMakerRelatable.self), relation, target, call))
    }

    private static func relateToPicked<T: ConstraintRelatableTarget>(_ chain: ConstraintMakerRelatable,
                                                                     _ relation: LayoutRelation,
                                                                     _ target: T, _ call: HostCall)
        -> ConstraintMakerEditable {
        switch relation {
        case .equal: chain.equalToSuperview({ _ in target }, call.file, line: call.line, column: call.column)
        case .lessThanOrEqual:
            chain.lessThanOrEqualToSuperview({ _ in target }, call.file, line: call.line, column: call.column)
        case .greaterThanOrEqual:
            chain.greaterThanOrEqualToSuperview({ _ in target }, call.file, line: call.line, column: call.column)
        }
    }

    private static func bindEditable(_ editable: HostType, _ t: BindingTypes) {
        editable.method("multipliedBy(_:)", [t.multiplierTarget]) {
            try .object($0.receiver(ConstraintMakerEditable.self).multipliedBy(multiplier($0)))
        }
        editable.method("dividedBy(_:)", [t.multiplierTarget]) {
            try .object($0.receiver(ConstraintMakerEditable.self).dividedBy(multiplier($0)))
        }
        editable.method("offset(_:)", [t.offsetTarget]) { call in
            guard let amount = call.dslArgument(0) as? any ConstraintOffsetTarget else {
                throw BindingError("expected a number")
            }
            return try .object(call.receiver(ConstraintMakerEditable.self).offset(amount))
        }
        editable.method("inset(_:)", [t.insetTarget]) { call in
            let chain = try call.receiver(ConstraintMakerEditable.self)
            switch call.dslArgument(0) {
            case let directional as DirectionalEdgeInsets: return .object(chain.inset(directional))
            case let amount as any ConstraintInsetTarget: return .object(chain.inset(amount))
            default: throw BindingError("expected a number, UIEdgeInsets or NSDirectionalEdgeInsets")
            }
        }
        editable.method("sizeOffset(_:)", [t.size]) {
            try .object($0.receiver(ConstraintMakerEditable.self).sizeOffset($0.get(0)))
        }
        editable.method("centerOffset(_:)", [t.point]) {
            try .object($0.receiver(ConstraintMakerEditable.self).centerOffset($0.get(0)))
        }
        editable.readOnly("with", \ConstraintMakerEditable.with)
        editable.readOnly("and", \ConstraintMakerEditable.and)
    }

    private static func multiplier(_ call: HostCall) throws -> any ConstraintMultiplierTarget {
        guard let amount = call.dslArgument(0) as? any ConstraintMultiplierTarget else {
            throw BindingError("expected a number")
        }
        return amount
    }

    private static func bindPrioritizable(_ prioritizable: HostType, _ t: BindingTypes) {
        prioritizable.method("priority(_:)", [t.priorityTarget]) { call in
            let chain = try call.receiver(ConstraintMakerPrioritizable.self)
            switch call.dslArgument(0) {
            case let priority as ConstraintPriority: return .object(chain.priority(priority))
            case let amount as any ConstraintPriorityTarget: return .object(chain.priority(amount))
            default: throw BindingError("expected a ConstraintPriority, UILayoutPriority or number")
            }
        }
        let shortcuts: [(String, (ConstraintMakerPrioritizable) -> ConstraintMakerFinalizable)] = [
            ("priorityRequired()", { $0.priorityRequired() }), ("priorityHigh()", { $0.priorityHigh() }),
            ("priorityMedium()", { $0.priorityMedium() }), ("priorityLow()", { $0.priorityLow() }),
        ]
        for (selector, shortcut) in shortcuts {
            prioritizable.method(selector, []) { try .object(shortcut($0.receiver(ConstraintMakerPrioritizable.self))) }
        }
    }
}
