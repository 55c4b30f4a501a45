import Foundation

/// The root class is made the way UIKit would make it when a host creates it: with `init()`, else with its
/// designated initializer of fewest parameters, given `.zero` for a frame, `.default` for a cell style, `nil` for
/// optionals, defaults where declared, an array of one unknown element for an array (a representative item, as a loop
/// over an unknown sequence runs once), and unknown values for anything else (an app's view model), with a warning.
///
/// One exception: when the initializers a host would run (`init()`, UIKit's designated ones such as `init(frame:)`,
/// and any whose parameters all have defaults) build no layout but another initializer the class declares does
/// (`convenience init(menuItems:frame:)` adding the views), the root is made with that one — the app makes it so,
/// or its layout would never be built. Likewise when one of the initializers a host would run only traps
/// (`required override init(nibName:bundle:) { fatalError() }`): the root is made with another initializer the class
/// declares, the fewest parameters first. And a plain view root declaring `init(frame:)` and no `init()` is made with
/// it, given the frame it is drawn in (``frameInitializer(of:)``).
extension Interpreter {
    static let unknownArgumentName = "$rootArgument"

    func instantiateRoot(_ scriptClass: ScriptClass) throws -> Value {
        let span = scriptClass.decl.nameSpan
        if let builder = layoutBuildingInitializer(of: scriptClass) ?? frameInitializer(of: scriptClass) {
            return try instantiate(scriptClass, with: builder, at: span)
        }
        do {
            return try instantiate(scriptClass, nil, in: globals, at: span)
        } catch let failure as ScriptFailure where failure.message.hasPrefix("no exact matches")
                    || failure.message.hasPrefix("missing argument") && failure.span == span {
            // a class declaring no initializer inherits its superclass's (`BaseViewController<VM>.init(viewModel:)`)
            var owner: ScriptClass? = scriptClass
            while let candidate = owner, candidate.decl.initializers.isEmpty { owner = candidate.superclass }
            let declared = (owner?.decl.initializers ?? []).filter { $0.selector != "init(coder:)" }
            guard let chosen = declared.min(by: { $0.parameters.count < $1.parameters.count }) else { throw failure }
            return try instantiate(scriptClass, with: chosen, at: span)
        }
    }

    /// The initializer the root is made with instead of `init()` because only it builds layout, if any.
    private func layoutBuildingInitializer(of scriptClass: ScriptClass) -> InitializerDecl? {
        let declared = scriptClass.decl.initializers.filter { $0.selector != "init(coder:)" }
        let hostRuns = Set(scriptClass.hostBase.initializerSelectors)
        let (plain, others) = declared.reduce(into: ([InitializerDecl](), [InitializerDecl]())) { split, initializer in
            let runByHost = hostRuns.contains(initializer.selector)
                || initializer.parameters.allSatisfy { $0.defaultValue != nil }
            if runByHost { split.0.append(initializer) } else { split.1.append(initializer) }
        }
        // `required override init(nibName:bundle:) { fatalError() }` beside `init(dataStack:)`: the app makes it
        // with the other one
        if plain.contains(where: Self.onlyTraps), let made = others.filter({ !Self.onlyTraps($0) })
            .min(by: { $0.parameters.count < $1.parameters.count }) {
            return made
        }
        guard !plain.contains(where: { layoutBuilding.builds($0.bodySpan) }) else { return nil }
        return others.filter { layoutBuilding.builds($0.bodySpan) }.min { $0.parameters.count < $1.parameters.count }
    }

    /// The `init(frame:)` a plain view root declares (itself or a superclass the files declare) when it declares no
    /// `init()`: the root is made with it, given the frame it is drawn in, as the app gives a frame-built view its
    /// place (`ReadSetView(frame: CGRect(x: 0, y: 0, width: kScreenW, height: 300))`), so that code reading the
    /// view's own frame while it sets up (`bar.frame = CGRect(x: 0, y: 0, width: frame.width, height: 40)`) sizes
    /// what it builds. Cells, lists and controllers are made as UIKit makes them.
    private func frameInitializer(of scriptClass: ScriptClass) -> InitializerDecl? {
        guard Self.framedRootBases.contains(scriptClass.hostBase) else { return nil }
        var owner: ScriptClass? = scriptClass
        while let candidate = owner {
            let declared = candidate.decl.initializers
            if declared.contains(where: { $0.selector == "init()" }) { return nil }
            if let framed = declared.first(where: { $0.selector == "init(frame:)" }) {
                return Self.onlyTraps(framed) ? nil : framed
            }
            owner = candidate.superclass
        }
        return nil
    }

    /// The UIKit bases of a root made with the frame it is drawn in (``frameInitializer(of:)``).
    private static let framedRootBases: Set<HostBase> = [.view, .scrollView]

    /// The name the frame a plain view root is made with is bound to while it is made.
    static let rootFrameName = "$rootFrame"

    /// Whether an initializer's body is only a trap (`fatalError()`, `preconditionFailure("…")`).
    private static func onlyTraps(_ initializer: InitializerDecl) -> Bool {
        guard initializer.body.count == 1, case .expression(.call(let call)) = initializer.body[0],
              case .name(let name, _) = call.callee else { return false }
        return ["fatalError", "preconditionFailure"].contains(name)
    }

    private static let tableStyleTypes: Set = ["UITableView.Style", "UITableViewStyle"]
    private static let cellStyleTypes: Set = ["UITableViewCell.CellStyle", "UITableViewCellStyle", "CellStyle"]

    /// Makes the root with `chosen`, synthesising its arguments.
    private func instantiate(_ scriptClass: ScriptClass, with chosen: InitializerDecl, at span: SourceSpan) throws
        -> Value {
        globals.declare(Self.unknownArgumentName, Variable(value: .unknown("root argument"), isMutable: false,
                                                           type: nil, naming: .local))
        var unknownLabels: [String] = []
        let arguments = chosen.parameters.compactMap { parameter -> Argument? in
            if parameter.defaultValue != nil { return nil }
            let value: Expr
            let typeName = parameter.type.description
            switch parameter.label {
            case "frame" where Self.framedRootBases.contains(scriptClass.hostBase):
                let frame = CGRect(origin: .zero, size: drawnScreenSize)
                globals.declare(Self.rootFrameName, Variable(value: .object(frame), isMutable: false, type: nil,
                                                             naming: .local))
                value = .name(Self.rootFrameName, span)
            case "frame": value = .implicitMember("zero", span)
            case "style" where Self.tableStyleTypes.contains(typeName) || Self.cellStyleTypes.contains(typeName):
                // a table's style (`init(style: UITableView.Style)`) is plain by default, a cell's `.default`
                value = .implicitMember(Self.tableStyleTypes.contains(typeName) ? "plain" : "default", span)
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
