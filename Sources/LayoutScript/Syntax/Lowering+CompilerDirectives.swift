import SwiftSyntax

/// `#if`, `#available`, `#selector` and the other `#…` forms of view code, resolved as an iOS build would see them.
extension Lowering {
    /// The declarations of a member list with each `#if` replaced by its active clause's members.
    func activeMembers(_ list: MemberBlockItemListSyntax) -> [DeclSyntax] {
        list.flatMap { item -> [DeclSyntax] in
            guard let conditional = item.decl.as(IfConfigDeclSyntax.self) else { return [item.decl] }
            switch activeClause(of: conditional)?.elements {
            case .decls(let members): return activeMembers(members)
            case nil: return []
            case .some:
                _ = unsupported("this '#if' clause is not supported among members in scene files", conditional)
                return []
            }
        }
    }

    /// The statements of a `#if` at statement level: its active clause's, and the `#Preview` blocks a Debug build
    /// would compile (see ``debugOnlyPreviews(of:)``).
    func activeStatements(_ node: IfConfigDeclSyntax) -> [Stmt] {
        let previews = debugOnlyPreviews(of: node)
        switch activeClause(of: node)?.elements {
        case .statements(let items): return statements(items) + previews
        case .decls(let members): return activeMembers(members).flatMap(declaration) + previews
        case nil: return previews
        case .some:
            return [unsupported("this '#if' clause is not supported in scene files", node)]
        }
    }

    /// The `#Preview` blocks of the clause a Debug build takes when it is not the clause the device build takes:
    /// Xcode builds previews in the Debug configuration, so `#if DEBUG` around a preview keeps it an entry point.
    private func debugOnlyPreviews(of node: IfConfigDeclSyntax) -> [Stmt] {
        guard !assumesDebugBuild else { return [] }
        let release = activeClause(of: node)
        assumesDebugBuild = true
        defer { assumesDebugBuild = false }
        guard let debug = activeClause(of: node), debug.id != release?.id else { return [] }
        return previews(in: debug.elements)
    }

    private func previews(in elements: IfConfigClauseSyntax.Elements?) -> [Stmt] {
        switch elements {
        case .statements(let items):
            return items.flatMap { item -> [Stmt] in
                if let macro = item.item.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                    return [preview(macro)]
                }
                if let macro = item.item.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                    return [preview(macro)]
                }
                if let nested = item.item.as(IfConfigDeclSyntax.self) {
                    return previews(in: activeClause(of: nested)?.elements)
                }
                return []
            }
        case .decls(let members):
            return members.flatMap { member -> [Stmt] in
                if let macro = member.decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                    return [preview(macro)]
                }
                if let nested = member.decl.as(IfConfigDeclSyntax.self) {
                    return previews(in: activeClause(of: nested)?.elements)
                }
                return []
            }
        default:
            return []
        }
    }

    /// The first clause whose condition holds on iOS (`#else` always does).
    func activeClause(of node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        node.clauses.first { clause in clause.condition.map(compilationConditionHolds) ?? true }
    }

    /// A `#if` condition on an iOS device build: `os(iOS)`, `canImport(UIKit)`, `swift(>=…)` and `compiler(>=…)`
    /// hold; `DEBUG` (outside ``assumesDebugBuild``), other flags, `targetEnvironment(simulator)` and other
    /// platforms do not.
    func compilationConditionHolds(_ node: ExprSyntax) -> Bool {
        if let boolean = node.as(BooleanLiteralExprSyntax.self) { return boolean.literal.tokenKind == .keyword(.true) }
        if let flag = node.as(DeclReferenceExprSyntax.self) { return assumesDebugBuild && flag.baseName.text == "DEBUG" }
        if let prefix = node.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !compilationConditionHolds(prefix.expression)
        }
        if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return compilationConditionHolds(only.expression)
        }
        if let sequence = node.as(SequenceExprSyntax.self) {
            return sequenceConditionHolds(Array(sequence.elements))
        }
        if let call = node.as(FunctionCallExprSyntax.self),
           let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch function {
            case "os": return argument == "iOS"
            case "canImport": return !["AppKit", "WatchKit", "Cocoa"].contains(argument)
            case "swift", "compiler": return argument.hasPrefix(">=")
            case "arch": return argument == "arm64"
            case "targetEnvironment": return false
            default: return false
            }
        }
        return false
    }

    /// `a || b && c` in a `#if` condition.
    private func sequenceConditionHolds(_ elements: [ExprSyntax]) -> Bool {
        var alternatives: [[ExprSyntax]] = [[]]
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                if op.operator.text == "||" { alternatives.append([]) }
                continue
            }
            alternatives[alternatives.count - 1].append(element)
        }
        return alternatives.contains { $0.allSatisfy(compilationConditionHolds) }
    }

    /// `#selector(…)`, `#colorLiteral(…)`, `#imageLiteral(…)`, `#file`, `#line`, `#function`, `#column`; Swift's other
    /// macros are not supported; any other macro is the app's own, a call to an unknown name (`#localize("key")` is a
    /// placeholder).
    func macroExpression(_ node: MacroExpansionExprSyntax) -> Expr {
        let name = node.macroName.text
        switch name {
        case "selector":
            return .selector(node.arguments.trimmedDescription, span(node))
        case "colorLiteral":
            let callee = Expr.name("UIColor", span(node.macroName))
            return .call(Call(callee: callee, arguments: arguments(node.arguments), span: span(node),
                              anchor: node.leftParen.map { span($0) } ?? span(node)))
        case "imageLiteral":
            return .imageLiteral(arguments(node.arguments), span(node))
        case "file", "filePath", "fileID":
            return .string([.text("scene.swiftlay")], span(node))
        case "function":
            return .string([.text("")], span(node))
        case "line", "column":
            return .integer(0, span(node))
        case "keyPath":
            return .string([.text(node.arguments.trimmedDescription)], span(node))
        case "warning", "Preview":
            return .tuple([], span(node))
        case "error":
            report(.runtime(errorMessage(node.arguments), at: span(node)))
            return .tuple([], span(node))
        case "dsohandle", "fileLiteral", "externalMacro", "isolation":
            // Swift's own, which a still picture has no use for
            return unsupportedExpression("macro '#\(name)' is not supported in scene files", node)
        default:
            // the app's own macro (`#localize("key")`), declared in a package not given: a call to an unknown name,
            // so its value is a placeholder that keeps flowing
            return .call(Call(callee: .name("#\(name)", span(node.macroName)), arguments: arguments(node.arguments),
                              span: span(node), anchor: node.leftParen.map { span($0) } ?? span(node)))
        }
    }

    /// The message of `#error("…")`: its string literal's text.
    private func errorMessage(_ arguments: LabeledExprListSyntax) -> String {
        guard let literal = arguments.first?.expression.as(StringLiteralExprSyntax.self) else { return "#error" }
        return literal.representedLiteralValue ?? literal.trimmedDescription
    }

    /// `#Preview { }` is an entry point (see ``preview(_:)-(MacroExpansionDeclSyntax)``); `#warning` is ignored;
    /// `#error` is an error.
    func macroDeclaration(_ node: MacroExpansionDeclSyntax) -> [Stmt] {
        switch node.macroName.text {
        case "Preview":
            return [preview(node)]
        case "warning":
            return [.nothing]
        case "error":
            report(.runtime(errorMessage(node.arguments), at: span(node)))
            return [.nothing]
        default:
            return [unsupported("macro '#\(node.macroName.text)' is not supported in scene files", node)]
        }
    }
}
