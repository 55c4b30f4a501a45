import SwiftSyntax

/// `#Preview` blocks as entry points: the name (the first unlabelled string), the traits (`traits:` and the
/// unlabelled arguments after it) and the body (the trailing closure or `body:`), a single expression returning as
/// in a closure.
extension Lowering {
    /// The preview a `#Preview` expands to.
    func preview(_ node: MacroExpansionDeclSyntax) -> Stmt {
        preview(arguments: node.arguments, trailingClosure: node.trailingClosure, pound: node.pound, node: Syntax(node))
    }

    /// The preview a `#Preview` written where an expression may stand expands to.
    func preview(_ node: MacroExpansionExprSyntax) -> Stmt {
        preview(arguments: node.arguments, trailingClosure: node.trailingClosure, pound: node.pound, node: Syntax(node))
    }

    private func preview(arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?, pound: TokenSyntax,
                         node: Syntax) -> Stmt {
        var name: String?
        var traits: [PreviewTrait] = []
        var closure = trailingClosure
        var inTraits = false
        for argument in arguments {
            if let label = argument.label?.text { inTraits = label == "traits" }
            if argument.label?.text == "body", let body = argument.expression.as(ClosureExprSyntax.self) {
                closure = body
            } else if inTraits {
                traits.append(trait(argument.expression))
            } else if argument.label == nil, name == nil,
                      let literal = argument.expression.as(StringLiteralExprSyntax.self) {
                name = literal.representedLiteralValue ?? literal.trimmedDescription
            }
        }
        guard let closure else { return unsupported("'#Preview' needs a body: #Preview { … }", node) }
        var body = statementsInBlock(closure.statements)
        if body.count == 1, case .expression(let value) = body[0] {
            body = [.returnStatement(value, span(closure.statements))]
        }
        let function = FunctionDecl(name: "#Preview", parameters: [], returnType: nil, body: body,
                                    nameSpan: span(pound), isStatic: false, isOverride: false,
                                    bodySpan: span(closure))
        return .preview(PreviewDecl(name: name, traits: traits, body: function, span: span(pound)))
    }

    /// `.landscapeLeft`, `.sizeThatFitsLayout`, `.fixedLayout(width: 320, height: 200)`, …
    private func trait(_ node: ExprSyntax) -> PreviewTrait {
        let unsupported = PreviewTrait.unsupported(node.trimmedDescription, span(node))
        if let member = node.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "portrait": return .portrait
            case "landscapeLeft", "landscapeRight": return .landscape
            case "sizeThatFitsLayout": return .sizeThatFitsLayout
            case "defaultLayout": return .defaultLayout
            default: return unsupported
            }
        }
        guard let call = node.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "fixedLayout",
              call.arguments.map({ $0.label?.text }) == ["width", "height"] else { return unsupported }
        let numbers = call.arguments.compactMap { argument -> Double? in
            if let integer = argument.expression.as(IntegerLiteralExprSyntax.self) {
                return Double(integer.literal.text.replacingOccurrences(of: "_", with: ""))
            }
            if let float = argument.expression.as(FloatLiteralExprSyntax.self) {
                return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
            }
            return nil
        }
        guard numbers.count == 2 else { return unsupported }
        return .fixedLayout(width: numbers[0], height: numbers[1])
    }
}
