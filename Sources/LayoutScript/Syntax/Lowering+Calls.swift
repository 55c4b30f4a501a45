import SwiftSyntax

extension Lowering {
    func call(_ node: FunctionCallExprSyntax) -> Expr {
        // `UIColor(#colorLiteral(…))`: Swift makes the literal a SwiftUI `Color` and bridges it back: the same colour
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIColor",
           node.arguments.count == 1, let only = node.arguments.first, only.label == nil,
           only.expression.as(MacroExpansionExprSyntax.self)?.macroName.text == "colorLiteral" {
            return expression(only.expression)
        }
        var arguments = self.arguments(node.arguments)
        // SnapKit before 3.0 labelled its closure: `view.snp_makeConstraints(closure: { make in … })`
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           SnapKitLegacySpelling.modernName(member.declName.baseName.identifierText) != nil {
            arguments = arguments.map {
                $0.label == "closure" ? Argument(label: nil, value: $0.value, span: $0.span) : $0
            }
        }
        if let trailing = node.trailingClosure {
            arguments.append(Argument(label: nil, value: .closure(closure(trailing)), span: span(trailing),
                                      isTrailingClosure: true))
        }
        for extra in node.additionalTrailingClosures {
            arguments.append(Argument(label: extra.label.identifierText, value: .closure(closure(extra.closure)),
                                      span: span(extra), isTrailingClosure: true))
        }
        let anchor = node.leftParen.map { span($0) } ?? node.trailingClosure.map { span($0.leftBrace) }
            ?? span(node.calledExpression)
        if let dictionary = node.calledExpression.as(DictionaryExprSyntax.self), arguments.isEmpty,
           case .elements(let elements) = dictionary.content, elements.count == 1 {
            // `[Key: Value]()` is `[:] as [Key: Value]`, so a variable it initializes has that type
            guard let type = typeReference(in: node.calledExpression) else { return .dictionary([], span(node)) }
            return .cast(.dictionary([], span(node)), type, .plain, span(node))
        }
        if let array = node.calledExpression.as(ArrayExprSyntax.self) {
            guard array.elements.count == 1, let element = array.elements.first else {
                return unsupportedExpression("only '[Type]()' array initializers are supported in scene files", node)
            }
            // an element type the expression cannot spell (`[((Bool) -> Void)]()`) holds any value
            let elementType = typeReference(in: element.expression) ?? .named(["Any"], span(element))
            guard arguments.isEmpty else {
                // `[UInt8](repeating: 0, count: 4)`, `[NoteID](list.dropFirst())`: Array's initializers
                return .call(Call(callee: .specialized(.name("Array", span(array)), [elementType], span(array)),
                                  arguments: arguments, span: span(node), anchor: anchor))
            }
            return .emptyArray(.array(elementType, span(array)), span(node))
        }
        return .call(Call(callee: expression(node.calledExpression), arguments: arguments, span: span(node),
                          anchor: anchor))
    }

    /// The type an expression spells in `[UIView]()`, `[UIView?]()` or `[[String: Double]]()`.
    private func typeReference(in node: ExprSyntax) -> TypeRef? {
        if let reference = node.as(DeclReferenceExprSyntax.self) {
            return .named([reference.baseName.identifierText], span(reference))
        }
        if let member = node.as(MemberAccessExprSyntax.self), let base = member.base,
           case .named(let components, _)? = typeReference(in: base) {
            return .named(components + [member.declName.baseName.identifierText], span(member))
        }
        if let optional = node.as(OptionalChainingExprSyntax.self) {
            return typeReference(in: optional.expression).map(TypeRef.optional)
        }
        if let specialized = node.as(GenericSpecializationExprSyntax.self),
           let base = typeReference(in: specialized.expression) {
            // `[Set<String>]()`
            let arguments = specialized.genericArgumentClause.arguments.compactMap { argument -> TypeRef? in
                guard case .type(let type) = argument.argument else { return nil }
                return self.type(type)
            }
            return .generic(base, arguments, span(specialized))
        }
        if let written = node.as(TypeExprSyntax.self) {
            return type(written.type)   // `Any` in `[String: Any]()`
        }
        if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            // `[(String, Data)]()`
            let elements = tuple.elements.map { typeReference(in: $0.expression) ?? .named(["Any"], span($0)) }
            return .tuple(elements, labels: tuple.elements.map { $0.label?.identifierText }, span(tuple))
        }
        if let array = node.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first {
            return typeReference(in: element.expression).map { .array($0, span(array)) }
        }
        if let dictionary = node.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content,
           elements.count == 1, let element = elements.first,
           let key = typeReference(in: element.key), let value = typeReference(in: element.value) {
            return .dictionary(key, value, span(dictionary))
        }
        return nil
    }

    func closure(_ node: ClosureExprSyntax) -> ClosureLiteral {
        var parameters: [ClosureParameter] = []
        var returnType: TypeRef?
        var captures: [ClosureCapture] = []
        if let signature = node.signature {
            if let capture = signature.capture { captures = captureList(capture) }
            switch signature.parameterClause {
            case .simpleInput(let list):
                parameters = list.map { ClosureParameter(name: $0.name.identifierText, type: nil) }
            case .parameterClause(let clause):
                parameters = clause.parameters.map {
                    ClosureParameter(name: ($0.secondName ?? $0.firstName).identifierText, type: $0.type.map(type))
                }
            case nil:
                break
            }
            returnType = signature.returnClause.map { type($0.type) }
        }
        enterClosure()
        let body = statementsInBlock(node.statements)
        let anonymousCount = leaveClosure()
        if anonymousCount > 0, node.signature?.parameterClause != nil {
            report(.runtime("anonymous closure arguments cannot be used inside a closure that has explicit "
                                         + "arguments", at: span(node.leftBrace)))
        }
        return ClosureLiteral(parameters: parameters, anonymousParameterCount: anonymousCount, returnType: returnType,
                              body: body, span: span(node), captures: captures)
    }

    /// `[weak self, unowned view, title = label.text]`: `self` needs no binding (a closure sees its method's `self`);
    /// other names are bound when the closure is created. `weak` and `unowned` change nothing in a scene, where
    /// nothing is ever deallocated.
    private func captureList(_ clause: ClosureCaptureClauseSyntax) -> [ClosureCapture] {
        clause.items.compactMap { item -> ClosureCapture? in
            if item.name.tokenKind == .keyword(.self), item.initializer == nil { return nil }
            let name = item.name.identifierText
            let value = item.initializer.map { expression($0.value) } ?? .name(name, span(item.name))
            return ClosureCapture(name: name, value: value)
        }
    }
}
