/// C function calls: the file's function-like macros expanded, CoreGraphics' and UIKit's C functions in their Swift
/// spellings (`CGRectMake(0, 0, w, h)` is `CGRect(x: 0, y: 0, width: w, height: h)`, `CGRectGetWidth(r)`
/// `r.width`, `MAX(a, b)` `max(a, b)`), block properties called (`self.onTap()`), Masonry's chains in a make block,
/// and anything else called as it is written (an app's function from another file is unknown to the interpreter).
extension ObjCTranslator {
    /// C functions Swift imports as initializers or functions with labels (`nil` for none).
    static let labelledFunctions: [String: (name: String, labels: [String?])] = [
        "CGRectMake": ("CGRect", ["x", "y", "width", "height"]), "CGSizeMake": ("CGSize", ["width", "height"]),
        "CGPointMake": ("CGPoint", ["x", "y"]), "UIEdgeInsetsMake": ("UIEdgeInsets", ["top", "left", "bottom", "right"]),
        "NSMakeRange": ("NSRange", ["location", "length"]), "CGVectorMake": ("CGVector", ["dx", "dy"]),
        "NSLocalizedString": ("NSLocalizedString", [nil, "comment"]), "NSStringFromClass": ("String", ["describing"]),
    ]
    /// C functions Swift imports as a property of their argument.
    static let geometryGetters: [String: String] = [
        "CGRectGetWidth": "width", "CGRectGetHeight": "height", "CGRectGetMinX": "minX", "CGRectGetMaxX": "maxX",
        "CGRectGetMidX": "midX", "CGRectGetMinY": "minY", "CGRectGetMaxY": "maxY", "CGRectGetMidY": "midY",
    ]
    /// C functions and macros Swift spells in lower case or with labels.
    static let renamedFunctions: [String: String] = [
        "MAX": "max", "MIN": "min", "ABS": "abs", "fabs": "abs", "fabsf": "abs", "ceilf": "ceil", "floorf": "floor",
        "roundf": "round", "sqrtf": "sqrt",
    ]

    func writeCall(_ node: ObjCNode) {
        guard let function = node.child("function") else { return }
        let arguments = node.child("arguments")?.namedChildren ?? []
        if isMakerChain(node) { return writeMakerChain(node) }
        if function.kind == "identifier" {
            let name = text(function)
            if let macro = macroExpansion(of: node), let (file, expression) = parsedExpression(macro.expansion) {
                return within(file, anchoredAt: node, expanding: macro.name) { writeExpression(expression) }
            }
            if let (swiftName, labels) = Self.labelledFunctions[name], labels.count == arguments.count {
                write("\(swiftName)(")
                for (index, (label, argument)) in zip(labels, arguments).enumerated() {
                    write((index == 0 ? "" : ", ") + (label.map { "\($0): " } ?? ""))
                    writeExpression(argument)
                }
                return write(")")
            }
            if writeDispatchCall(name, arguments: arguments) { return }
            if let property = Self.geometryGetters[name], arguments.count == 1 {
                write("(")
                writeExpression(arguments[0])
                return write(").\(property)")
            }
            write(Self.renamedFunctions[name] ?? Self.escaped(name))
        } else {
            writeExpression(function)
        }
        write("(")
        writeList(arguments)
        write(")")
    }
}
