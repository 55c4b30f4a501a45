import SwiftSyntax

/// The name an operator function is declared and called by: the operator for an infix one (`<~`, as `static func ==`
/// already is), prefixed by its fixity for a prefix or postfix one (`prefix √`), so that `-x` and `a - b` stay apart.
///
/// ```swift
/// OperatorFunctionName.prefix("√") // "prefix √"
/// ```
enum OperatorFunctionName {
    static func prefix(_ op: String) -> String { "prefix \(op)" }
    static func postfix(_ op: String) -> String { "postfix \(op)" }

    /// Whether a function name is an operator's (`<~`, `prefix √`): it ends in an operator character, never in a
    /// letter, digit, `_` or a backtick.
    static func isOperator(_ name: String) -> Bool {
        guard let last = name.unicodeScalars.last else { return false }
        return !last.properties.isAlphabetic && !("0"..."9").contains(last) && last != "_" && last != "`"
    }
}

extension Lowering {
    /// `a <~ b`, `√x`, `x%`: a call of the operator's function with the operands, as Swift resolves an operator the
    /// module declares. A function the files lack (declared in one not given) is an unknown symbol, as any other.
    func operatorCall(_ name: String, _ operands: [Expr], operatorSpan: SourceSpan) -> Expr {
        let whole = operands.reduce(operatorSpan) { $0.through($1.span) }
        return .call(Call(callee: .name(name, operatorSpan),
                          arguments: operands.map { Argument(label: nil, value: $0, span: $0.span) },
                          span: whole, anchor: operatorSpan))
    }

    /// A function's name: its identifier, or for an operator function (`static func <~ (lhs:rhs:)`, `prefix func √`)
    /// its ``OperatorFunctionName``.
    func functionName(_ node: FunctionDeclSyntax) -> String {
        switch node.name.tokenKind {
        case .binaryOperator(let op), .prefixOperator(let op), .postfixOperator(let op):
            if node.modifiers.contains(where: { $0.name.text == "prefix" }) { return OperatorFunctionName.prefix(op) }
            if node.modifiers.contains(where: { $0.name.text == "postfix" }) { return OperatorFunctionName.postfix(op) }
            return op
        default:
            return node.name.identifierText
        }
    }

    /// Whether the function is an operator's (`static func == (lhs: T, rhs: T)`).
    func isOperatorFunction(_ node: FunctionDeclSyntax) -> Bool {
        switch node.name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator: true
        default: false
        }
    }

    /// An operator function's parameters, which Swift never labels at the call (`a <~ b`).
    func unlabelled(_ parameters: [FunctionParameter]) -> [FunctionParameter] {
        parameters.map {
            var parameter = FunctionParameter(label: nil, name: $0.name, type: $0.type, defaultValue: $0.defaultValue)
            parameter.isVariadic = $0.isVariadic
            parameter.isInout = $0.isInout
            return parameter
        }
    }

    /// `actor ImageCache { … }`: a class without a superclass. A scene has one thread, so isolation changes nothing;
    /// calls into it are awaited as any `async` call is.
    func actorDeclaration(_ node: ActorDeclSyntax) -> ClassDecl {
        withGenericParameters(node.genericParameterClause) {
            ClassDecl(name: node.name.identifierText, nameSpan: span(node.name), superclass: nil,
                      conformances: node.inheritanceClause?.inheritedTypes.map { type($0.type) } ?? [],
                      members: members(node.memberBlock.members, of: .classType),
                      outerName: Self.enclosingTypeName(of: node))
        }
    }
}
