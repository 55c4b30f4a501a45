/// `#define`s where they are used: the expansion is parsed and translated in place, every piece of it anchored at
/// the use (as a compiler reports a macro's code), a macro inside its own expansion left alone. A statement-shaped
/// macro (`WS(weakSelf);`, `#define SETUP [self setup];`) expands to statements.
extension ObjCTranslator {
    func writeExpansion(_ body: String, of name: String, at use: ObjCNode) {
        guard let (file, expression) = parsedExpression(body) else { return write(name) }
        within(file, anchoredAt: use, expanding: name) { writeExpression(expression) }
    }

    /// Writes an expression statement that calls a macro as the statements it expands to; false when it is not one.
    func writeMacroStatement(_ expression: ObjCNode, inInitializer: Bool) -> Bool {
        guard let (name, expansion) = macroExpansion(of: expression), expansion.contains(";") || !isExpressionShaped(expansion)
        else { return false }
        let (file, block) = Self.parseStatements(expansion)
        within(file, anchoredAt: expression, expanding: name) {
            writeStatements(of: block, inInitializer: inInitializer)
        }
        return true
    }

    /// The macro a call or name uses and its expansion.
    func macroExpansion(of node: ObjCNode) -> (name: String, expansion: String)? {
        if node.kind == "identifier", let body = macros.object(text(node)), !expanding.contains(text(node)) {
            return (text(node), body)
        }
        guard node.kind == "call_expression", let function = node.child("function"), function.kind == "identifier",
              !expanding.contains(text(function)) else { return nil }
        let arguments = node.child("arguments")?.namedChildren.map(text) ?? []
        return macros.expand(text(function), arguments: arguments).map { (text(function), $0) }
    }

    private func isExpressionShaped(_ text: String) -> Bool {
        parsedExpression(text) != nil
    }

    /// An expansion parsed as an expression, once per distinct text (a constant used fifty times is parsed once).
    func parsedExpression(_ text: String) -> (ObjCFile, ObjCNode)? {
        if let cached = parsedExpansions[text] { return cached }
        let parsed = Self.parseExpression(text)
        parsedExpansions[text] = parsed
        return parsed
    }

    /// Runs `body` writing nodes of `file`, every anchor at `use` in the current file.
    func within(_ file: ObjCFile, anchoredAt use: ObjCNode, expanding name: String, _ body: () -> Void) {
        let (line, column) = self.file.position(of: use)
        let saved = (overrideFile, anchorOverride)
        anchorOverride = anchorOverride ?? (self.file.name, line, column)
        overrideFile = file
        expanding.insert(name)
        body()
        expanding.remove(name)
        (overrideFile, anchorOverride) = saved
    }

    static func parseExpression(_ text: String) -> (ObjCFile, ObjCNode)? {
        let file = ObjCFile(name: "#define", text: "void __expansion(void) { __value = (\(text)); }")
        guard !file.tree.root.containsError,
              let statement = file.tree.root.namedChildren.first?.child("body")?.namedChildren.first,
              let assignment = statement.namedChildren.first, assignment.kind == "assignment_expression",
              let value = assignment.child("right")?.namedChildren.first else { return nil }
        return (file, value)
    }

    static func parseStatements(_ text: String) -> (ObjCFile, ObjCNode) {
        let file = ObjCFile(name: "#define", text: "void __expansion(void) { \(text); }")
        let body = file.tree.root.namedChildren.first?.child("body") ?? file.tree.root
        return (file, body)
    }
}
