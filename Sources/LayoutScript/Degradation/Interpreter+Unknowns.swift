import LayoutScene

/// How unknown symbols degrade (see ``UnknownSymbol``): a misspelling of something known stays an error with its
/// suggestion; anything else becomes an unknown value with one warning per distinct symbol, at its first use.
extension Interpreter {
    /// The unknown value for `symbol`, warning the first time the scene uses it.
    func unknown(_ symbol: String, at span: SourceSpan) -> Value {
        if skipped.noteUnknown(symbol) {
            warn("unknown symbol '\(symbol)': not declared in the scene's files and not UIKit API that layoutviz "
                     + "models; what uses it is skipped", at: span)
        }
        return .unknown(symbol)
    }

    /// A name that is nowhere in scope: an unknown value, unless it looks like a misspelling of a known name.
    func degradedName(_ name: String, candidates: [String], at span: SourceSpan) -> Value? {
        guard !Suggestion.isLikelyMisspelling(name, of: candidates) else { return nil }
        return unknown(name, at: span)
    }

    /// A member a value does not have: the unknown itself for an unknown base, else an unknown value named
    /// `Type.member`, unless it looks like a misspelling of one of the value's members or the value is a struct or
    /// enum type the scene declares.
    func degradedMember(_ name: String, of value: Value, at span: SourceSpan) -> Value? {
        if value.isUnknown { return value }
        let candidates: [String]
        let typeText: String
        if case .type(let type) = value {
            // a struct's or enum's missing member is an error; a class's static member may come from an extension in a
            // file not given (`BankListCell.cellIdentifier` from `extension UICollectionViewCell` elsewhere)
            if case .namespace = type { return nil }
            candidates = staticMemberNames(of: type)
            typeText = type.name
        } else {
            candidates = memberNames(of: value)
            typeText = typeName(of: value)
        }
        guard !Suggestion.isLikelyMisspelling(name, of: candidates) else { return nil }
        return unknown("\(typeText).\(name)", at: span)
    }

    /// A call of an unknown value: nothing runs (closures among the arguments are counted as never run) and the
    /// result is the same unknown value.
    func absorbCall(_ callee: Value, _ call: Call) -> Value {
        skipped.unrunClosures += call.arguments.filter {
            if case .closure = $0.value { true } else { false }
        }.count
        return callee
    }

    /// The first unknown value among evaluated arguments, if any: the host call is then skipped.
    func firstUnknown(_ arguments: [Value?]) -> Value? {
        for argument in arguments {
            if let argument, argument.isUnknown { return argument }
            if case .array(let elements)? = argument, let inner = elements.first(where: \.isUnknown) { return inner }
        }
        return nil
    }

    /// A host call given an unknown argument is skipped; a constraint it was building is dropped with a warning
    /// naming the unknown constant or target.
    func skipHostCall(receiver: Value, describing: String, unknownArgument: Value, at span: SourceSpan) -> Value {
        if case .object(let object) = receiver, let description = object as? ConstraintChainDropping {
            description.dropConstraints()
            skipped.skippedConstraints += 1
            let role = describing.contains("offset") || describing.contains("inset") || describing.contains("multiplied")
                || describing.contains("dividedBy") || describing.contains("priority") ? "constant" : "target"
            warn("constraint skipped: its \(role) '\(unknownArgument.unknownSymbol?.name ?? "?")' is unknown", at: span)
        }
        return unknownArgument
    }
}

extension TypeValue {
    /// Whether the scene's files declare this type (its members are all known, so a missing one is an error).
    var isDeclaredByTheScene: Bool {
        switch self {
        case .scriptClass, .namespace: true
        default: false
        }
    }
}
