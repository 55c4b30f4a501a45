import SwiftSyntax

extension Lowering {
    func type(_ node: TypeSyntax) -> TypeRef {
        if let identifier = node.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.identifierText
            if isGenericParameter(name) { return .named(["Any"], span(identifier)) }
            if let generics = identifier.genericArgumentClause {
                let arguments = generics.arguments.compactMap { argument -> TypeRef? in
                    guard case .type(let type) = argument.argument else { return nil }
                    return self.type(type)
                }
                if name == "Array", arguments.count == 1 { return .array(arguments[0], span(node)) }
                if name == "Optional", arguments.count == 1 { return .optional(arguments[0]) }
                if name == "Dictionary", arguments.count == 2 { return .dictionary(arguments[0], arguments[1], span(node)) }
                return .generic(.named([name], span(identifier)), arguments, span(node))
            }
            return .named([name], span(identifier))
        }
        if let member = node.as(MemberTypeSyntax.self) {
            guard case .named(let components, _) = type(member.baseType).erasingGenericArguments else {
                return unsupportedType("this type is not supported in scene files", member)
            }
            return .named(components + [member.name.identifierText], span(member))
        }
        // `T.Type` and `any T.Type`: a type used as a value, which the interpreter checks when it is used.
        if node.is(MetatypeTypeSyntax.self) { return .named(["Any"], span(node)) }
        if let optional = node.as(OptionalTypeSyntax.self) { return .optional(type(optional.wrappedType)) }
        if let unwrapped = node.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .optional(type(unwrapped.wrappedType))
        }
        if let array = node.as(ArrayTypeSyntax.self) { return .array(type(array.element), span(array)) }
        if let function = node.as(FunctionTypeSyntax.self) {
            return .function(function.parameters.map { type($0.type) }, type(function.returnClause.type), span(function))
        }
        if let attributed = node.as(AttributedTypeSyntax.self) {
            if attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" }) {
                return unsupportedType("'inout' is not supported in scene files", attributed.specifiers)
            }
            return type(attributed.baseType)
        }
        if let tuple = node.as(TupleTypeSyntax.self) {
            if tuple.elements.isEmpty { return .named(["Void"], span(tuple)) }
            if tuple.elements.count == 1, let only = tuple.elements.first { return type(only.type) }
            return .tuple(tuple.elements.map { type($0.type) }, labels: tuple.elements.map { $0.firstName?.text },
                          span(tuple))
        }
        if let dictionary = node.as(DictionaryTypeSyntax.self) {
            return .dictionary(type(dictionary.key), type(dictionary.value), span(dictionary))
        }
        // `any P` and `some P` are P.
        if let existential = node.as(SomeOrAnyTypeSyntax.self) { return type(existential.constraint) }
        // `UIView & UIContentView`, `A & B` in a conformance list: the first type stands for the composition (its
        // values are what the code reads; the other members are protocols layoutviz checks nowhere else)
        if let composition = node.as(CompositionTypeSyntax.self), let first = composition.elements.first {
            return type(first.type)
        }
        // `protocol P: class` is `AnyObject`.
        if node.is(ClassRestrictionTypeSyntax.self) { return .named(["AnyObject"], span(node)) }
        let name = "this type is"
        return unsupportedType("\(name) \(UnsupportedConstruct.suffix)", node)
    }

    private func unsupportedType(_ message: String, _ node: some SyntaxProtocol) -> TypeRef {
        report(.unsupported(message, at: span(node)))
        return .named(["Any"], span(node))
    }
}
