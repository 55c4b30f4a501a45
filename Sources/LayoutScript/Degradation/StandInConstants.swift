import LayoutScene

/// The stand-ins a constraint gets for numbers the scene's files do not define (`make.left.equalToSuperview()
/// .offset(Constants.margin)`, `make.height.equalTo(kRowHeight)`, `widthAnchor.constraint(equalToConstant: Theme
/// .avatarSize)`): the constraint is kept — it still ties its view to the layout — with 0 for a constant, 1 for a
/// multiplier and required for a priority, or, for an app's function of one number (`ScreenUtils.getHeight(44)`,
/// ``UnknownSymbol/likelyNumber``), that number as the constant or multiplier, or, for a size or insets made with an
/// unknown number (`CGSize(width: kW, height: 44)`, ``UnknownSymbol/likelyValue``), the value it most likely is; and
/// marked
/// (``LayoutConstraint/standInFor``) so that its guide's badge reads `?`, `check` lists it and `frames` counts it.
///
/// What is a number: an argument of `offset`, `inset`, `multipliedBy`, `dividedBy` and `priority` in SnapKit's chain,
/// a numeric parameter of an anchor's `constraint(…)` (`constant:`, `multiplier:`, `equalToConstant:`), and the
/// argument of `equalTo`/`lessThanOrEqualTo`/`greaterThanOrEqualTo` unless it is spelt as a layout item — a chain
/// ending in `.snp`, `.snp.<attribute>`, `…Anchor`, `…Guide` or `superview`, or an array — whose target is then unknown
/// and the constraint skipped. An undeclared class's instance outside any view tree given to a relation is a number
/// too (``detachedPlaceholdersAsNumbers(_:receiver:arguments:call:)``).
///
/// ```swift
/// StandInConstants.value(forParameter: "multiplier") // .int(1)
/// ```
enum StandInConstants {
    /// The arguments to run `function` with, unknown ones replaced by stand-ins; nil when an unknown argument is not
    /// a number (a target) or the call does not make a constraint.
    static func arguments(for function: HostFunction, receiver: Value, arguments: [Value?], call: Call) -> [Value?]? {
        let isChain = receiver.host(ConstraintChainDropping.self) != nil
        guard isChain || isAnchorConstraint(function, receiver: receiver) else { return nil }
        var replaced: [Value?] = []
        for (index, argument) in arguments.enumerated() {
            guard let argument, argument.isUnknown else {
                replaced.append(argument)
                continue
            }
            let parameter = function.parameters[index]
            if isChain {
                guard chainTakesNumber(function.name, call: call) else { return nil }
            } else if case .host = parameter.type {
                return nil
            }
            let name = parameter.label ?? function.name
            if name != "priority", let likely = argument.unknownSymbol?.likelyNumber {
                replaced.append(.double(likely))
            } else if isChain, let likely = argument.unknownSymbol?.likelyValue {
                replaced.append(likely)
            } else {
                replaced.append(value(forParameter: name))
            }
        }
        return replaced
    }

    /// `arguments` with the argument of a SnapKit relation that is an undeclared class's instance outside any view
    /// tree, and not spelt as a layout item, as an unknown value: `make.width.equalTo(CYLayoutValue(190))` calls a
    /// capitalised function of another file taken for an initializer, and a view no tree holds could not be related
    /// to anyway, so it is the number the app's function returns (a stand-in, above).
    static func detachedPlaceholdersAsNumbers(_ function: HostFunction, receiver: Value, arguments: [Value?],
                                              call: Call) -> [Value?] {
        guard receiver.host(ConstraintChainDropping.self) != nil,
              ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo"].contains(function.name),
              let expression = call.arguments.first?.value, !spellsLayoutItem(expression),
              let placeholder = arguments.first??.host(PlaceholderView.self), placeholder.superview == nil
        else { return arguments }
        return [.unknown(placeholder.className)] + arguments.dropFirst()
    }

    /// The stand-in for a parameter or chain method: 1 for multipliers, required for priorities, else 0.
    static func value(forParameter name: String) -> Value {
        switch name {
        case "multiplier", "multipliedBy", "dividedBy": .int(1)
        case "priority": .int(1000)
        default: .int(0)
        }
    }

    /// Whether the call is an anchor's `constraint(…)`.
    static func isAnchorConstraint(_ function: HostFunction, receiver: Value) -> Bool {
        function.name == "constraint" && receiver.host((any AnyLayoutAnchor).self) != nil
    }

    /// Marks what the stand-in call made: a SnapKit chain or an anchor constraint.
    static func mark(_ result: Value, for symbol: String) {
        result.host(ConstraintChainDropping.self)?.markStandIn(for: symbol)
        result.host(LayoutConstraint.self)?.standInFor = symbol
    }

    /// Whether a SnapKit chain call's unknown argument is a number: always for `offset` and the like; for the
    /// relations, unless the argument is spelt as a layout item.
    private static func chainTakesNumber(_ name: String, call: Call) -> Bool {
        guard ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo"].contains(name) else {
            return ["offset", "inset", "multipliedBy", "dividedBy", "priority"].contains(name)
        }
        guard let argument = call.arguments.first?.value else { return false }
        return !spellsLayoutItem(argument)
    }

    /// `header.snp.bottom`, `header.snp`, `view.topAnchor`, `view.safeAreaLayoutGuide`, `superview`, `[a, b]`.
    private static func spellsLayoutItem(_ expression: Expr) -> Bool {
        switch expression {
        case .array: return true
        case .forceUnwrap(let inner, _), .optionalChain(let inner, _), .optionalChainEnd(let inner):
            return spellsLayoutItem(inner)
        case .name(let name, _): return name == "superview"
        case .member(let base, let member):
            let name = member.name
            if name == "snp" || name.hasSuffix("Anchor") || name.hasSuffix("Guide") || name == "superview" { return true }
            if case .member(_, let parent) = base, parent.name == "snp" { return true }
            return spellsLayoutItem(base) && DSLAttributeTables.items.contains { $0.0 == name }
        default: return false
        }
    }
}
