/// The root class is made the way UIKit would make it when a host creates it: with `init()`, else with its
/// designated initializer of fewest parameters, given `.zero` for a frame, `.default` for a cell style, `nil` for
/// optionals, defaults where declared, an array of one unknown element for an array (a representative item, as a loop
/// over an unknown sequence runs once), and unknown values for anything else (an app's view model), with a warning.
extension Interpreter {
    static let unknownArgumentName = "$rootArgument"

    func instantiateRoot(_ scriptClass: ScriptClass) throws -> Value {
        let span = scriptClass.decl.nameSpan
        do {
            return try instantiate(scriptClass, nil, in: globals, at: span)
        } catch let failure as ScriptFailure where failure.message.hasPrefix("no exact matches")
                    || failure.message.hasPrefix("missing argument") && failure.span == span {
            // a class declaring no initializer inherits its superclass's (`BaseViewController<VM>.init(viewModel:)`)
            var owner: ScriptClass? = scriptClass
            while let candidate = owner, candidate.decl.initializers.isEmpty { owner = candidate.superclass }
            let declared = (owner?.decl.initializers ?? []).filter { $0.selector != "init(coder:)" }
            guard let chosen = declared.min(by: { $0.parameters.count < $1.parameters.count }) else { throw failure }
            globals.declare(Self.unknownArgumentName, Variable(value: .unknown("root argument"), isMutable: false,
                                                               type: nil, naming: .local))
            var unknownLabels: [String] = []
            let arguments = chosen.parameters.compactMap { parameter -> Argument? in
                if parameter.defaultValue != nil { return nil }
                let value: Expr
                switch parameter.label {
                case "frame": value = .implicitMember("zero", span)
                case "style": value = .implicitMember("default", span)
                default:
                    if case .optional = parameter.type {
                        value = .nilLiteral(span)
                    } else if case .array = parameter.type {
                        // one representative element, as a loop over an unknown sequence runs once
                        value = .array([.name(Self.unknownArgumentName, span)], span)
                        unknownLabels.append(parameter.label ?? parameter.name)
                    } else {
                        value = .name(Self.unknownArgumentName, span)
                        unknownLabels.append(parameter.label ?? parameter.name)
                    }
                }
                return Argument(label: parameter.label, value: value, span: span)
            }
            if !unknownLabels.isEmpty {
                warn("the root '\(scriptClass.name)' is made with \(chosen.selector), given unknown values for "
                         + unknownLabels.map { "'\($0)'" }.joined(separator: ", "), at: span)
            }
            let call = Call(callee: .name(scriptClass.name, span), arguments: arguments, span: span, anchor: span)
            return try instantiate(scriptClass, call, in: globals, at: span)
        }
    }
}
