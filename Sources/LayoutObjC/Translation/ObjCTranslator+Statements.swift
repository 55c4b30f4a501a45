/// Statements: blocks, declarations (`__weak typeof(self) weakSelf = self` makes `weakSelf` another spelling of
/// `self`), `if` (with `@available`), C `for` loops over a range, `for … in`, `switch` (a case without `break`
/// falls through, as C's do), `return`; an initializer's `self = [super initWith…]` is Swift's `super.init(…)` and
/// its `return self` is implicit. `while` and `do … while` are not translated (a note says so): a scene never loops
/// on a condition.
extension ObjCTranslator {
    func writeStatements(of block: ObjCNode, inInitializer: Bool = false) {
        for statement in block.namedChildren { writeStatement(statement, inInitializer: inInitializer) }
    }

    func writeStatement(_ node: ObjCNode, inInitializer: Bool = false) {
        switch node.kind {
        case "expression_statement":
            guard let expression = node.namedChildren.first, !Self.isLogging(expression, text) else { return }
            if writeAttachKeys(expression) { return }
            if writeMacroStatement(expression, inInitializer: inInitializer) { return }
            newline()
            mark(expression)
            writeExpressionStatement(expression, inInitializer: inInitializer)
        case "declaration":
            newline()
            writeDeclaration(node, isGlobal: false)
        case "compound_statement":
            newline()
            write("do")
            braced { writeStatements(of: node, inInitializer: inInitializer) }
        case "if_statement":
            newline()
            writeIf(node, inInitializer: inInitializer)
        case "for_statement":
            newline()
            writeFor(node, inInitializer: inInitializer)
        case "switch_statement":
            newline()
            writeSwitch(node, inInitializer: inInitializer)
        case "return_statement":
            let value = node.namedChildren.first
            if inInitializer { return }
            newline()
            mark(node)
            write("return")
            if let value {
                write(" ")
                writeExpression(value)
            }
        case "break_statement":
            newline()
            write("break")
        case "continue_statement":
            newline()
            write("continue")
        case "comment", "preproc_call", "empty_statement":
            return
        default:
            note("'\(node.kind.replacingOccurrences(of: "_statement", with: ""))' is not translated; "
                     + "what it does is skipped", at: node)
        }
    }

    /// Whether a statement only logs (`NSLog(@"…", …)`, `printf`), which a picture never shows: left out.
    static func isLogging(_ expression: ObjCNode, _ text: (ObjCNode) -> String) -> Bool {
        guard expression.kind == "call_expression", let function = expression.child("function") else { return false }
        return ["NSLog", "printf", "NSLogv"].contains(text(function))
    }

    /// Writes the body of a statement that may be a block or one statement.
    func writeBody(_ node: ObjCNode?, inInitializer: Bool) {
        braced {
            guard let node else { return }
            if node.kind == "compound_statement" {
                writeStatements(of: node, inInitializer: inInitializer)
            } else {
                writeStatement(node, inInitializer: inInitializer)
            }
        }
    }

    private func writeExpressionStatement(_ expression: ObjCNode, inInitializer: Bool) {
        if inInitializer, expression.kind == "assignment_expression", let left = expression.child("left"),
           text(left) == "self", let right = expression.child("right") {
            writeExpression(right)
            return
        }
        if expression.kind == "assignment_expression" { return writeAssignment(expression) }
        if expression.kind == "update_expression", let argument = expression.child("argument"),
           let op = expression.child("operator") {
            if argument.kind == "field_expression" {
                writeField(argument, asTarget: true)
            } else {
                writeExpression(argument)
            }
            write(text(op) == "++" ? " += 1" : " -= 1")
            return
        }
        writeExpression(expression)
    }

    private func writeIf(_ node: ObjCNode, inInitializer: Bool) {
        mark(node)
        let condition = unparenthesized(node.child("condition"))
        // `if (self = [super init])` and `if (!(self = [super init])) return nil;`: the initializer runs and succeeds
        let negated = condition?.kind == "unary_expression"
            && condition.flatMap { $0.child("operator") }.map(text) == "!"
        let tested = negated ? unparenthesized(condition?.child("argument")) : condition
        if inInitializer, let tested, let right = superInitializerResult(tested) {
            writeExpression(right)
            newline()
            write(negated ? "if false" : "if true")
        } else if let available = condition, available.kind == "available_expression" {
            let arguments = available.namedChildren.map(text).joined(separator: " ")
            write("if #available(\(arguments), *)")
        } else {
            write("if ")
            if let condition { writeExpression(condition) } else { write("true") }
        }
        writeBody(node.child("consequence"), inInitializer: inInitializer)
        guard let alternative = node.child("alternative") else { return }
        let branch = alternative.kind == "else_clause" ? alternative.namedChildren.first : alternative
        write(" else")
        if let branch, branch.kind == "if_statement" {
            write(" ")
            writeIf(branch, inInitializer: inInitializer)
        } else {
            writeBody(branch, inInitializer: inInitializer)
        }
    }

    /// The `[super init…]` message of `self = [super init…]`, or of `self == [super init…]`: a slip for `=` that
    /// compiles, sends the message all the same and holds, as the initializer returns `self`.
    private func superInitializerResult(_ condition: ObjCNode) -> ObjCNode? {
        guard condition.child("left").map(text) == "self", let right = condition.child("right") else { return nil }
        if condition.kind == "assignment_expression" { return right }
        guard condition.kind == "binary_expression", condition.child("operator").map(text) == "==",
              let message = unparenthesized(right), message.kind == "message_expression",
              message.child("receiver").map(text) == "super", messageSelector(message).hasPrefix("init")
        else { return nil }
        return message
    }

    /// `node` without the parentheses around it.
    private func unparenthesized(_ node: ObjCNode?) -> ObjCNode? {
        var current = node
        while let wrapped = current, wrapped.kind == "parenthesized_expression",
              let inner = wrapped.namedChildren.first {
            current = inner
        }
        return current
    }

    private func writeFor(_ node: ObjCNode, inInitializer: Bool) {
        mark(node)
        let body = node.namedChildren.last
        if node.children.contains(where: { $0.kind == "in" }) {
            let element = node.namedChildren.first { $0.kind.contains("declarator") || $0.kind == "identifier" }
            let collection = node.namedChildren.dropLast().last
            write("for \(element.flatMap(declared).map { Self.escaped($0.name) } ?? "_") in ")
            if let collection { writeExpression(collection) }
            writeBody(body, inInitializer: inInitializer)
            return
        }
        // `for (int i = a; i < b; i++)`: a range
        guard let initializer = node.child("initializer"), let condition = node.child("condition"),
              let declarator = initializer.child("declarator") ?? initializer.child("left"),
              let variable = (declarator.child("declarator") ?? declarator).flatMap(declared)?.name
                ?? (declarator.kind == "identifier" ? text(declarator) : nil),
              let start = declarator.child("value") ?? initializer.child("right"),
              let op = condition.child("operator"), ["<", "<="].contains(text(op)),
              let bound = condition.child("right") else {
            note("this 'for' loop is not a count over a range; it is not translated", at: node)
            return
        }
        write("for \(Self.escaped(variable)) in ")
        writeExpression(start)
        write(text(op) == "<" ? " ..< " : " ... ")
        writeExpression(bound)
        writeBody(node.child("body"), inInitializer: inInitializer)
    }

    private func writeSwitch(_ node: ObjCNode, inInitializer: Bool) {
        mark(node)
        write("switch ")
        if let condition = node.child("condition") { writeExpression(condition) }
        write(" {")
        let cases = node.child("body")?.namedChildren.filter { $0.kind == "case_statement" } ?? []
        var hasDefault = false
        for (index, caseNode) in cases.enumerated() {
            newline()
            if let value = caseNode.child("value") {
                write("case ")
                writeExpression(value)
                write(":")
            } else {
                hasDefault = true
                write("default:")
            }
            indentation += 1
            let statements = caseNode.namedChildren.filter { $0.field != "value" }
            var ended = false
            for statement in statements {
                if statement.kind == "break_statement" { ended = true; break }
                writeStatement(statement, inInitializer: inInitializer)
                if statement.kind == "return_statement" { ended = true; break }
            }
            if !ended, index + 1 < cases.count {
                newline()
                write("fallthrough")
            } else if statements.isEmpty || statements.first?.kind == "break_statement" {
                newline()
                write("break")
            }
            indentation -= 1
        }
        if !hasDefault {
            newline()
            write("default: break")
        }
        newline()
        write("}")
    }

    /// A declaration: `UILabel *label = …;` is `var label: UILabel! = …`; at file level a constant.
    func writeDeclaration(_ node: ObjCNode, isGlobal: Bool) {
        guard let type = node.child("type") else { return }
        let declarators = node.children(in: "declarator")
        for (index, declarator) in declarators.enumerated() {
            if index > 0 { newline() }
            mark(declarator)
            let target = declarator.kind == "init_declarator" ? declarator.child("declarator") : declarator
            guard let (name, isPointer, isBlock) = target.flatMap(declared) else { continue }
            let value = declarator.kind == "init_declarator" ? declarator.child("value") : nil
            if type.kind == "typeof_specifier" || text(type).hasPrefix("__typeof") {
                if let value, isSelf(value) {
                    selfAliases.insert(name)
                    continue
                }
                write("let \(name) = ")
                if let value { writeExpression(value) } else { write("nil") }
                continue
            }
            let swiftType = isBlock ? "Any!" : swiftType(of: type, isPointer: isPointer)
            let keyword = isGlobal ? "let" : "var"
            guard let value else {
                write("\(keyword) " + ObjCTypes.stored(name, swiftType))
                continue
            }
            let escapedName = Self.escaped(name)
            if value.kind == "block_literal" || swiftType == "Any!" || swiftType == "Any" {
                write("\(keyword) \(escapedName) = ")
            } else {
                write("\(keyword) \(escapedName): \(swiftType) = ")
            }
            // C converts a number to the declared type (`NSInteger count = width / 10`)
            if swiftType == "Int", value.kind != "number_literal" || text(value).contains(".") {
                write("Int(")
                writeExpression(value)
                write(")")
                continue
            }
            writeExpression(value)
        }
    }
}
