import LayoutScene

/// How unknown symbols degrade (see ``UnknownSymbol``): each becomes an unknown value with one warning per distinct
/// symbol, at its first use. A name close to a known one (`UIColor.gray3` beside `gray`) is still the app's own until
/// proven otherwise — defined in a file not given — so the suggestion goes into the warning ("did you mean 'gray'?"),
/// and the file goes on.
extension Interpreter {
    /// The unknown value for `symbol`, warning the first time the scene uses it; `name` close to one of `candidates`
    /// adds the suggestion.
    func unknown(_ symbol: String, at span: SourceSpan, name: String? = nil, candidates: [String] = []) -> Value {
        if skipped.noteUnknown(symbol) {
            warn("unknown symbol '\(symbol)': not declared in the scene's files and not UIKit API that layoutviz models; "
                     + "what uses it is skipped" + (name.map { Suggestion.clause($0, among: candidates) } ?? ""), at: span)
        }
        return .unknown(symbol)
    }

    /// A name that is nowhere in scope: an unknown value (with a suggestion when it is close to a known name).
    func degradedName(_ name: String, candidates: [String], at span: SourceSpan) -> Value? {
        unknown(name, at: span, name: name, candidates: candidates)
    }

    /// A member a value does not have: the unknown itself for an unknown base, else an unknown value named
    /// `Type.member` (with a suggestion when it is close to one of the value's members), unless the value is a struct
    /// or enum type the scene declares or a SnapKit DSL chain.
    func degradedMember(_ name: String, of value: Value, at span: SourceSpan) -> Value? {
        if value.isUnknown {
            if let made = viewMadeByUnknownCode(value, reachingFor: name, at: span) { return made }
            return screenSizeName(name, at: span) ?? .unknown(value.unknownSymbol?.name ?? name)
        }
        let candidates: [String]
        let typeText: String
        if let part = frameCategoryMember(name, of: value, at: span) { return part }
        if case .type(let type) = value {
            // a struct's or enum's missing member is an error, unless it conforms to a protocol of a library the files
            // import (`enum ThemeType: ThemeProvider`, whose `service(initial:)` RxTheme's extension declares); a
            // class's static member may come from an extension in a file not given (`BankListCell.cellIdentifier`
            // from `extension UICollectionViewCell` elsewhere)
            if case .namespace(let namespace) = type, !conformsToUndeclaredProtocol(namespace) { return nil }
            // a class declared inside a scene class (`HomeViewController.FeedCell`), declared at the top level
            if case .scriptClass = type, let nested = classes[name] { return .type(.scriptClass(nested)) }
            candidates = staticMemberNames(of: type)
            typeText = type.name
        } else {
            candidates = memberNames(of: value)
            // SnapKit's DSL is modelled whole: a member it lacks close to one it has (`make.lefft`) is a typo, swiftc's
            // error; another (`.flexible()`) is the app's extension of SnapKit's types, declared in a file not given
            if value.host(ConstraintMaker.self) != nil || value.host(ConstraintChainDropping.self) != nil {
                guard !Suggestion.isLikelyMisspelling(name, of: candidates) else { return nil }
            }
            // a component's or controller's `view` (`header.view`, the class is not given): the placeholder, or the
            // UIKit view standing in for the class by its name, is its view
            if name == "view", let view = value.host(View.self),
               view is PlaceholderView || viewsStandingInForClasses[ObjectIdentifier(view)] != nil { return value }
            if let member = placeholderMemberView(name, of: value, at: span) { return member }
            if let inherited = inheritedViewProperty(name, of: value, at: span, isMember: true) {
                return inherited
            }
            if let anchor = anchorNamedLike(name, of: value, at: span) { return anchor }
            if let viewMember = viewMemberOfControllerGuessedFromName(name, of: value, at: span) { return viewMember }
            typeText = typeName(of: value)
        }
        // an unknown member of a number (`44.adjusted`) most likely gives that number adapted
        return carryingLikelyNumber(unknown("\(typeText).\(name)", at: span, name: name, candidates: candidates),
                                    of: value)
    }

    /// Whether a struct or enum conforms to a protocol the files do not declare and layoutviz does not know (a
    /// library's, whose extensions may give it members).
    func conformsToUndeclaredProtocol(_ namespace: Namespace) -> Bool {
        namespace.conformanceNames.contains { name in
            protocols[name] == nil && !Self.standardProtocols.contains(name) && !Self.isUIKitProtocolName(name)
                && BuiltinTypes.named(name) == nil && registry.named(name) == nil
        }
    }

    /// The first unknown value among evaluated arguments, if any: the host call is then skipped.
    func firstUnknown(_ arguments: [Value?]) -> Value? {
        for argument in arguments {
            if let argument, argument.isUnknown { return argument }
            if case .array(let elements)? = argument, let inner = elements.first(where: \.isUnknown) { return inner }
        }
        return nil
    }

    /// The arguments a host call given an unknown argument runs with: placeholder text and images, the unknown
    /// value itself for a parameter of any type, stand-ins in place of the unknown constant, multiplier or priority
    /// of a constraint (see ``StandInConstants``), converted to the parameters' types; nil when the call is to be
    /// skipped.
    func standInArguments(_ function: HostFunction, receiver: Value, arguments: [Value?], _ call: Call,
                          at span: SourceSpan) throws -> [Value?]? {
        let arguments = try capitalisedNumbersAsViews(function, arguments, at: span)
        let texts = zip(arguments, function.parameters).enumerated().map { index, pair -> Value? in
            guard let argument = pair.0, argument.isUnknown, index < call.arguments.count else { return pair.0 }
            return placeholderValue(for: call.arguments[index].value, type: pair.1.type) ?? argument
        }
        if firstUnknown(texts) == nil { return texts }
        // a parameter of any type takes the unknown value as it is: it keeps flowing (an unknown cell class given to
        // `register(_:forCellWithReuseIdentifier:)` is what a dequeue of that identifier then gives)
        if zip(texts, function.parameters).allSatisfy({ argument, parameter in
            firstUnknown([argument]) == nil || parameter.type.isAny
        }) {
            return texts
        }
        if let made = try viewInitializerStandIns(function, receiver: receiver, arguments: texts, call, at: span) {
            return made
        }
        guard let standIns = StandInConstants.arguments(for: function, receiver: receiver, arguments: arguments,
                                                        call: call) else { return nil }
        return try zip(standIns, function.parameters).map { value, parameter in
            try value.map { try coerce($0, to: parameter.type, context: .argument, at: span) }
        }
    }

    /// A host call given an unknown argument it cannot stand in for is skipped; a constraint it was building is
    /// dropped with a warning naming the unknown target.
    func skipHostCall(_ function: HostFunction, receiver: Value, unknownArgument: Value, at span: SourceSpan) -> Value {
        let symbol = unknownArgument.unknownSymbol?.name ?? "?"
        if receiver.host(ConstraintChainDropping.self) != nil || StandInConstants.isAnchorConstraint(function, receiver: receiver) {
            receiver.host(ConstraintChainDropping.self)?.dropConstraints()
            skipped.skippedConstraints += 1
            coverage.noteSkipped(at: span, because: "its target '\(symbol)' is unknown")
            warn("constraint skipped: its target '\(symbol)' is unknown", at: span)
        }
        return unknownArgument
    }

    /// How the scene spelt the unknown argument (`Constants.margin`), for the stand-in's mark; the symbol if no
    /// argument names it.
    func standInSpelling(_ call: Call, symbol: String) -> String {
        call.arguments.lazy.map { self.source.spelling(of: $0.value.span) }.first { $0.contains(symbol) } ?? symbol
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
