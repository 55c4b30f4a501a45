/// Expressions: C's operators as Swift's, literals (`@"…"`, `@[…]`, `@{…}`, `@(…)`, `YES`, `nil`), casts (a number
/// cast converts, an object cast is the object), blocks as closures, `({ … })` as a closure called at once, dot
/// syntax (`self.titleLabel`; `_titleLabel`, a property's instance variable, is the property), and
/// CoreGraphics' and UIKit's C functions as their Swift spellings (`CGRectMake` is `CGRect(x:y:width:height:)`).
extension ObjCTranslator {
    func writeExpression(_ node: ObjCNode) {
        mark(node)
        switch node.kind {
        case "identifier":
            writeIdentifier(node)
        case "number_literal":
            write(number(text(node)))
        case "string_literal":
            writeString(node)
        case "concatenated_string":
            let parts = node.namedChildren.filter { $0.kind == "string_literal" }
            for (index, part) in parts.enumerated() {
                if index > 0 { write(" + ") }
                writeString(part)
            }
        case "char_literal":
            write("\"" + text(node).trimmingCharacters(in: CharacterSet(charactersIn: "'")) + "\"")
        case "true", "YES":
            write("true")
        case "false", "NO":
            write("false")
        case "null", "nil":
            write("nil")
        case "self":
            write("self")
        case "parenthesized_expression":
            guard let inner = node.namedChildren.first else { return write("()") }
            if inner.kind == "compound_statement" { return writeStatementExpression(inner) }
            write("(")
            writeExpression(inner)
            write(")")
        case "binary_expression":
            writeBinary(node)
        case "unary_expression", "pointer_expression":
            writeUnary(node)
        case "update_expression":
            node.child("argument").map(writeExpression)
        case "assignment_expression":
            writeAssignmentValue(node)
        case "conditional_expression":
            writeConditional(node)
        case "cast_expression":
            writeCast(node)
        case "field_expression":
            writeField(node)
        case "call_expression":
            writeCall(node)
        case "message_expression":
            writeMessage(node)
        case "subscript_expression":
            node.child("argument").map(writeExpression)
            write("[")
            node.child("index").map(writeExpression)
            write("]")
        case "array_literal":
            write("[")
            writeList(node.namedChildren)
            write("]")
        case "dictionary_literal":
            let pairs = node.namedChildren.filter { $0.kind == "dictionary_pair" }
            write(pairs.isEmpty ? "[:]" : "[")
            for (index, pair) in pairs.enumerated() {
                if index > 0 { write(", ") }
                let parts = pair.namedChildren
                if parts.count == 2 {
                    writeExpression(parts[0])
                    write(": ")
                    writeExpression(parts[1])
                }
            }
            if !pairs.isEmpty { write("]") }
        case "at_expression" where text(node).hasPrefix("@protocol"), "protocol_expression":
            // `@protocol(LCCKCellSubclassing)`: the protocol, as Swift's `LCCKCellSubclassing.self`
            write("\(Self.selectorBaseName(text(node))).self")
        case "at_expression":
            if let inner = node.namedChildren.first { writeExpression(inner) }
        case "block_literal":
            writeBlock(node)
        case "selector_expression":
            write("#selector(\(Self.escaped(Self.selectorBaseName(text(node)))))")
        case "available_expression":
            write("true")
        case "comment":
            break
        default:
            note("'\(text(node).prefix(40))' (\(node.kind)) is not translated; it is unknown", at: node)
            write("__untranslated")
        }
    }

    /// The first piece of the selector `@selector(…)` names (`numBtnClicked` of `@selector(numBtnClicked:)`), the
    /// Swift method's base name.
    static func selectorBaseName(_ expression: String) -> String {
        guard let open = expression.firstIndex(of: "(") else { return "selector" }
        let inside = expression[expression.index(after: open)...].prefix { $0 != ")" && $0 != ":" }
        let name = inside.trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? "selector" : name
    }

    func writeList(_ nodes: [ObjCNode]) {
        for (index, item) in nodes.filter({ $0.kind != "comment" }).enumerated() {
            if index > 0 { write(", ") }
            writeExpression(item)
        }
    }

    private func writeIdentifier(_ node: ObjCNode) {
        let name = text(node)
        if selfAliases.contains(name) { return write("self") }
        switch name {
        case "YES", "TRUE": return write("true")
        case "NO", "FALSE": return write("false")
        case "nil", "NULL", "Nil": return write("nil")
        default: break
        }
        if let swift = Self.renamedConstants[name] { return write(swift) }
        if name.hasPrefix("_"), name != lazyStorage, let model = currentClass,
           model.properties.contains(where: { "_" + $0.name == name }) {
            return write("self." + name.dropFirst())
        }
        if let body = macros.object(name), !expanding.contains(name) {
            return writeExpansion(body, of: name, at: node)
        }
        write(Self.escaped(name))
    }

    /// Swift's keywords that Objective-C code uses as names (`Class class = …`), escaped.
    static let swiftKeywords: Set = [
        "class", "func", "let", "var", "in", "is", "as", "case", "default", "repeat", "protocol", "extension", "struct",
        "enum", "where", "operator", "import", "internal", "public", "private", "guard", "defer", "do", "catch", "try",
        "throw", "throws", "func", "init", "deinit", "subscript", "typealias", "associatedtype", "inout", "fileprivate",
        "open", "static", "rethrows", "Any", "Type",
    ]

    /// A name, escaped with backticks when it is a Swift keyword. `_`, a name in C (`void (^_)(void) = ^{ … }`) but
    /// only a wildcard in Swift, is spelt `_underscore`.
    static func escaped(_ name: String) -> String {
        if name == "_" { return "_underscore" }
        return swiftKeywords.contains(name) ? "`\(name)`" : name
    }

    /// Constants Swift imports as static members.
    static let renamedConstants = [
        "CGRectZero": "CGRect.zero", "CGSizeZero": "CGSize.zero", "CGPointZero": "CGPoint.zero",
        "UIEdgeInsetsZero": "UIEdgeInsets.zero", "NSNotFound": "Int.max", "M_PI": "CGFloat.pi",
        "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
        "UITableViewAutomaticDimension": "UITableView.automaticDimension",
        "MASLayoutPriorityRequired": "1000", "MASLayoutPriorityDefaultHigh": "750",
        "MASLayoutPriorityDefaultMedium": "500", "MASLayoutPriorityDefaultLow": "250",
        "MASLayoutPriorityFittingSizeLevel": "50",
    ]

    private func number(_ literal: String) -> String {
        var digits = literal
        let isHex = digits.lowercased().hasPrefix("0x")
        while let last = digits.last, "fFlLuU".contains(last), !(isHex && "fF".contains(last)) { digits.removeLast() }
        if digits.hasSuffix(".") { digits += "0" }
        if digits.hasPrefix(".") { digits = "0" + digits }
        return digits
    }

    private func writeString(_ node: ObjCNode) {
        var content = ""
        for child in node.children where child.kind == "string_content" || child.kind == "escape_sequence" {
            let piece = text(child)
            content += child.kind == "escape_sequence" ? Self.swiftEscape(piece) : Self.escapingControls(piece)
        }
        write("\"" + content + "\"")
    }

    /// A string literal's raw text with its control characters escaped (`\u{8}`): clang takes a raw backspace
    /// inside `@"…"`, Swift does not.
    static func escapingControls(_ raw: String) -> String {
        guard raw.unicodeScalars.contains(where: isControl) else { return raw }
        return raw.unicodeScalars.map { isControl($0) ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }

    /// A C escape in Swift's spelling: `\U0000e6e2` and `\u00e9` are `\u{…}`, `\x41` too; octal and others as
    /// they are.
    static func swiftEscape(_ escape: String) -> String {
        let body = escape.dropFirst()
        guard let kind = body.first, "uUx".contains(kind) else { return escape == "\\(" ? "\\\\(" : escape }
        let digits = body.dropFirst().drop { $0 == "0" }
        return "\\u{\(digits.isEmpty ? "0" : digits)}"
    }

    private func writeBinary(_ node: ObjCNode) {
        guard let left = node.child("left"), let right = node.child("right"), let op = node.child("operator") else { return }
        writeExpression(left)
        write(" \(text(op)) ")
        writeExpression(right)
    }

    private func writeUnary(_ node: ObjCNode) {
        guard let operand = node.child("argument") else { return }
        let op = node.child("operator").map(text) ?? ""
        if op == "*" || op == "&" { return writeExpression(operand) }
        write(op)
        writeExpression(operand)
    }

    /// An assignment as a statement: `left = right`.
    func writeAssignment(_ node: ObjCNode) {
        guard let left = node.child("left"), let right = node.child("right") else { return }
        let op = node.child("operator").map(text) ?? "="
        if op == "=", left.kind == "field_expression",
           let field = left.child("field").map(text), let method = Self.constantSetters[field],
           let chain = left.child("argument"), isMakerChain(chain) {
            return writeMakerChain(chain, setting: method, to: right)
        }
        if left.kind == "field_expression" { writeField(left, asTarget: true) } else { writeExpression(left) }
        write(" \(op) ")
        writeExpression(right)
        if isMakerChain(right) { write(".constraint") }
    }

    /// Masonry's setters of a constraint's constant (`setOffset:`, `setInsets:` …) and the maker method each is.
    static let constantSetters = ["offset": "offset", "inset": "inset", "insets": "inset", "sizeOffset": "sizeOffset",
                                  "centerOffset": "centerOffset"]

    /// An assignment where C uses its value (`_top = _bottom = 0`, `if ((cell = [self reusableCell]))`): a closure
    /// called at once that assigns and gives the assigned value, since a Swift assignment has none; parenthesized, so
    /// that as an `if`'s condition it is not read as the statement's body.
    private func writeAssignmentValue(_ node: ObjCNode) {
        guard let left = node.child("left") else { return }
        write("({")
        indentation += 1
        newline()
        writeAssignment(node)
        newline()
        write("return ")
        writeExpression(left)
        indentation -= 1
        newline()
        write("}())")
    }

    private func writeConditional(_ node: ObjCNode) {
        guard let condition = node.child("condition"), let alternative = node.child("alternative") else { return }
        guard let consequence = node.child("consequence") else {
            writeExpression(condition)
            write(" ?? ")
            return writeExpression(alternative)
        }
        writeExpression(condition)
        write(" ? ")
        writeExpression(consequence)
        write(" : ")
        writeExpression(alternative)
    }

    private func writeCast(_ node: ObjCNode) {
        guard let value = node.child("value") else { return }
        let descriptor = node.child("type")
        let isPointer = descriptor?.namedChildren.contains { $0.kind.contains("pointer") } == true
        let typeName = descriptor?.child("type").map(text) ?? ""
        let swift = ObjCTypes.swift(named: typeName, isPointer: false)
        guard !isPointer, ["CGFloat", "Int", "Double", "Bool"].contains(swift) else { return writeExpression(value) }
        write("\(swift)(")
        writeExpression(value)
        write(")")
    }

    /// A member read; `asTarget` when it is assigned to, where dot syntax sends the setter and no method is called.
    func writeField(_ node: ObjCNode, asTarget: Bool = false) {
        guard let argument = node.child("argument"), let field = node.child("field") else { return }
        let name = text(field)
        if name.hasPrefix("mas_") { return writeMasonryAttribute(of: argument, name) }
        // `self.label` inside `label`'s own getter: Objective-C reads the instance variable the getter just set
        if let lazyStorage, lazyStorage == "_" + name, text(argument) == "self" { return write(lazyStorage) }
        writeExpression(argument)
        // `self->_label`: the property's instance variable is the property
        if name.hasPrefix("_"), text(argument) == "self", let model = currentClass,
           model.properties.contains(where: { "_" + $0.name == name }) {
            return write("." + name.dropFirst())
        }
        write(".\(Self.arrayProperties[name] ?? name)")
        // dot syntax sends the message: `self.setupViews;` and `self.boxWidth` call the class's own methods
        if !asTarget, isSelf(argument), classDeclaresPlainMethod(name) { write("()") }
    }

    /// Whether the current class, or a class of the files it derives from, defines an instance method `name` taking no
    /// arguments that is no declared property's getter.
    private func classDeclaresPlainMethod(_ name: String) -> Bool {
        var model = currentClass
        var seen: Set<String> = []
        while let each = model, seen.insert(each.name).inserted {
            if each.properties.contains(where: { $0.name == name }) { return false }
            if each.getter(of: name) != nil { return true }
            model = each.superclass.flatMap { classes[$0] }
        }
        return false
    }

    /// Whether `node` is `self` or a weak-self alias of it (`weakSelf`).
    func isSelf(_ node: ObjCNode) -> Bool {
        let spelt = text(node)
        return spelt == "self" || selfAliases.contains(spelt)
    }

    /// A block: `^(BOOL finished) { … }` is `{ finished in … }`; with its return type, `^BOOL(UIView *view) { … }` is
    /// `{ view in … }`; without parameters, `^{ … }` is `{ () in … }`.
    func writeBlock(_ node: ObjCNode, parameterNames: [String]? = nil) {
        let names = parameterNames ?? blockParameterNames(node)
        // `{ () in`: a first statement starting with `(` (`(DispatchQueue.main).async(…)`) is not a parameter clause
        write(names.isEmpty ? "{ () in" : "{ \(names.joined(separator: ", ")) in")
        indentation += 1
        if let body = node.first("compound_statement") { writeStatements(of: body) }
        indentation -= 1
        newline()
        write("}")
    }

    /// The names of a block literal's parameters (`^(UIView *view, NSUInteger index)` gives `view`, `index`).
    func blockParameterNames(_ node: ObjCNode) -> [String] {
        let parameters = node.first("parameter_list") ?? node.first("type_name").flatMap(Self.firstParameterList)
        return parameters?.namedChildren.compactMap { parameter in
            parameter.child("declarator").flatMap(declared)?.name
        } ?? []
    }

    /// The first parameter list within a block's return type (`BOOL(UIView *view)`), depth first.
    private static func firstParameterList(in node: ObjCNode) -> ObjCNode? {
        if node.kind == "parameter_list" { return node }
        for child in node.namedChildren {
            if let found = firstParameterList(in: child) { return found }
        }
        return nil
    }

    /// `({ UIView *view = …; view; })`: a closure called at once, returning its last expression.
    private func writeStatementExpression(_ block: ObjCNode) {
        write("{")
        indentation += 1
        let statements = block.namedChildren
        for (index, statement) in statements.enumerated() {
            if index == statements.count - 1, statement.kind == "expression_statement",
               let value = statement.namedChildren.first {
                newline()
                write("return ")
                writeExpression(value)
            } else {
                writeStatement(statement)
            }
        }
        indentation -= 1
        newline()
        write("}()")
    }
}

import Foundation
