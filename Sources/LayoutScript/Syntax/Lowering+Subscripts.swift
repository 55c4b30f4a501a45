import SwiftSyntax

/// `subscript(index: Int) -> T { get { } set { } }` lowered to two methods the interpreter calls for `value[i]` and
/// `value[i] = x`: ``SubscriptMethods/getterName`` with the subscript's parameters, and
/// ``SubscriptMethods/setterName`` with the same parameters and then the new value. As in Swift, a subscript
/// parameter has no argument label unless it spells one (`subscript(safe index: Int)` is called `items[safe: 2]`).
extension Lowering {
    func subscriptMethods(_ node: SubscriptDeclSyntax) -> [FunctionDecl] {
        withGenericParameters(node.genericParameterClause) {
            guard let parameters = subscriptParameters(node.parameterClause.parameters) else { return [] }
            let resultType = type(node.returnClause.type)
            let isStatic = node.modifiers.contains(.static) || node.modifiers.contains(.class)
            let keyword = span(node.subscriptKeyword)
            var getter: [Stmt] = []
            var setter: AccessorBody?
            switch node.accessorBlock?.accessors {
            case .getter(let body):
                getter = statementsInBlock(body)
            case .accessors(let list):
                for accessor in list {
                    let body = accessor.body.map(block) ?? []
                    switch accessor.accessorSpecifier.tokenKind {
                    case .keyword(.get):
                        getter = body
                    case .keyword(.set):
                        setter = AccessorBody(parameterName: accessor.parameters?.name.identifierText ?? "newValue",
                                              body: body, span: span(accessor.accessorSpecifier))
                    default:
                        _ = unsupported("'\(accessor.accessorSpecifier.text)' accessors are not supported on "
                                            + "subscripts in scene files", accessor.accessorSpecifier)
                        return []
                    }
                }
            case nil:
                _ = unsupported("subscripts without a body are not supported in scene files", node.subscriptKeyword)
                return []
            }
            var methods = [FunctionDecl(name: SubscriptMethods.getterName, parameters: parameters,
                                        returnType: resultType, body: getter, nameSpan: keyword, isStatic: isStatic,
                                        isOverride: node.modifiers.contains(.override))]
            if let setter {
                let newValue = FunctionParameter(label: nil, name: setter.parameterName, type: resultType,
                                                 defaultValue: nil)
                methods.append(FunctionDecl(name: SubscriptMethods.setterName, parameters: parameters + [newValue],
                                            returnType: nil, body: setter.body, nameSpan: setter.span,
                                            isStatic: isStatic, isOverride: node.modifiers.contains(.override),
                                            isMutating: true))
            }
            return methods
        }
    }

    /// A subscript's parameters: the first name is the parameter's name, not a label, unless a second name follows.
    private func subscriptParameters(_ list: FunctionParameterListSyntax) -> [FunctionParameter]? {
        guard let parameters = parameters(list) else { return nil }
        return zip(list, parameters).map { syntax, parameter in
            guard syntax.secondName == nil else { return parameter }
            var unlabelled = FunctionParameter(label: nil, name: parameter.name, type: parameter.type,
                                               defaultValue: parameter.defaultValue)
            unlabelled.isVariadic = parameter.isVariadic
            return unlabelled
        }
    }
}

/// The names subscript accessors are lowered to: the getter is named as swiftc names it in messages
/// (`subscript(_:)`); the setter's name cannot be written as a Swift identifier, so no method can collide with it.
enum SubscriptMethods {
    static let getterName = "subscript"
    static let setterName = "subscript(set)"
}
