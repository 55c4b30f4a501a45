import SwiftSyntax

/// The messages for constructs outside the scene subset, named as swiftc users know them.
enum UnsupportedConstruct {
    static let suffix = "not supported in scene files"
    static let switchMessage = "'switch' statements are \(suffix)"

    static func statementMessage(_ node: StmtSyntax) -> String {
        let names: [(SyntaxKind, String)] = [
            (.whileStmt, "'while' loops are"),
            (.repeatStmt, "'repeat' loops are"),
            (.doStmt, "'do' statements are"),
            (.deferStmt, "'defer' statements are"),
            (.throwStmt, "'throw' statements are"),
            (.fallThroughStmt, "'fallthrough' is"),
            (.discardStmt, "'discard' is"),
            (.yieldStmt, "'yield' is"),
        ]
        let name = names.first { node.kind == $0.0 }?.1 ?? "this statement is"
        return "\(name) \(suffix)"
    }

    static func declarationMessage(_ node: DeclSyntax) -> String {
        let names: [(SyntaxKind, String)] = [
            (.protocolDecl, "protocols are"),
            (.extensionDecl, "extensions are"),
            (.typeAliasDecl, "type aliases are"),
            (.actorDecl, "actors are"),
            (.deinitializerDecl, "'deinit' is"),
            (.subscriptDecl, "subscript declarations are"),
            (.operatorDecl, "operator declarations are"),
            (.precedenceGroupDecl, "precedence groups are"),
            (.macroDecl, "macros are"),
            (.macroExpansionDecl, "macros are"),
            (.ifConfigDecl, "conditional compilation ('#if') is"),
            (.associatedTypeDecl, "associated types are"),
            (.enumCaseDecl, "enum cases are"),
            (.poundSourceLocation, "'#sourceLocation' is"),
            (.initializerDecl, "initializers outside a class are"),
            (.classDecl, "nested classes are"),
        ]
        let name = names.first { node.kind == $0.0 }?.1 ?? "this declaration is"
        return "\(name) \(suffix)"
    }
}
