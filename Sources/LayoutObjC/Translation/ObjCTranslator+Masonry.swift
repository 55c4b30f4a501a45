/// Masonry in the spelling layoutviz's DSL shares with SnapKit: a make block is `snp.makeConstraints { make in … }`,
/// `mas_equalTo`/`mas_offset` are `equalTo`/`offset`, `with` and `and` are dropped, `insets` is `inset`, `key` is
/// `labeled`, `view.mas_bottom` is `view.snp.bottom` (`mas_safeAreaLayoutGuideTop` the safe area's, `mas_topLayoutGuide`
/// the controller's guide), and a modifier with no relation before it follows Masonry's rule: a size attribute's
/// `offset(16)` is a constant (`height == 16`), anything else relates to the superview (`make.top.offset(8)` is
/// `top == superview.top + 8`). `make.attributes(MASAttributeTop | MASAttributeLeft)` lists the mask's attributes
/// (`make.attributes(.top, .left)`).
extension ObjCTranslator {
    private enum Link {
        case root(String)
        case member(String)
        case call(String, [ObjCNode])
    }

    static let relations: Set = ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "equalToSuperview"]
    static let renamedLinks = [
        "mas_equalTo": "equalTo", "mas_greaterThanOrEqualTo": "greaterThanOrEqualTo",
        "mas_lessThanOrEqualTo": "lessThanOrEqualTo", "mas_offset": "offset", "insets": "inset", "key": "labeled",
        "valueOffset": "offset",
    ]
    static let sizeAttributes: Set = ["width", "height", "size"]

    func writeMakeBlock(receiver: ObjCNode, verb: String, block: ObjCNode) {
        let names = block.first("parameter_list")?.namedChildren.compactMap { $0.child("declarator").flatMap(declared)?.name }
        let maker = names?.first ?? "make"
        writeExpression(receiver)
        write(".snp.\(verb) ")
        let saved = makerNames
        makerNames.insert(maker)
        writeBlock(block, parameterNames: [maker])
        makerNames = saved
    }

    /// `MASAttachKeys(avatar, titleLabel)`: each view's key (its name in frames and logs) is the argument as written,
    /// as Masonry's `NSDictionaryOfVariableBindings` makes it; false when the statement is not one.
    func writeAttachKeys(_ expression: ObjCNode) -> Bool {
        guard expression.kind == "call_expression", expression.child("function").map(text) == "MASAttachKeys"
        else { return false }
        for argument in expression.child("arguments")?.namedChildren ?? [] where argument.kind != "comment" {
            newline()
            mark(argument)
            writeExpression(argument)
            write(".name = \"\(text(argument))\"")
        }
        return true
    }

    func writeDistribution(receiver: ObjCNode, pieces: [String], arguments: [ObjCNode]) {
        writeExpression(receiver)
        let axis = text(arguments[0]).hasSuffix("Vertical") ? ".vertical" : ".horizontal"
        let length = pieces[1].hasSuffix("ItemLength") ? "fixedItemLength" : "fixedSpacing"
        write(".snp.distributeViews(along: \(axis), \(length): ")
        writeExpression(arguments[1])
        write(", leadSpacing: ")
        writeExpression(arguments[2])
        write(", tailSpacing: ")
        writeExpression(arguments[3])
        write(")")
    }

    /// Whether a call or member chain starts at a make block's maker.
    func isMakerChain(_ node: ObjCNode) -> Bool {
        guard let links = links(of: node), case .root(let name)? = links.first else { return false }
        return makerNames.contains(name) && links.count > 1
    }

    private func links(of node: ObjCNode) -> [Link]? {
        switch node.kind {
        case "identifier":
            return [.root(text(node))]
        case "field_expression":
            guard let argument = node.child("argument"), let field = node.child("field") else { return nil }
            return links(of: argument).map { $0 + [.member(text(field))] }
        case "call_expression":
            guard let function = node.child("function"), function.kind == "field_expression",
                  let argument = function.child("argument"), let field = function.child("field") else { return nil }
            let arguments = node.child("arguments")?.namedChildren ?? []
            return links(of: argument).map { $0 + [.call(text(field), arguments)] }
        default:
            return nil
        }
    }

    func writeMakerChain(_ node: ObjCNode) {
        guard let links = links(of: node) else { return }
        writeMakerLinks(links)
    }

    /// A constant setter of Masonry's in a make block (`make.left.offset = 12`, `….insets = …`): the chain with the
    /// setter's method called on the value (`make.left.offset(12)`), read by the same rules as the call.
    func writeMakerChain(_ chain: ObjCNode, setting method: String, to value: ObjCNode) {
        guard let links = links(of: chain) else { return }
        writeMakerLinks(links + [.call(method, [value])])
    }

    private func writeMakerLinks(_ given: [Link]) {
        var links = given.compactMap { link -> Link? in
            switch link {
            case .member("with"), .member("and"): nil
            case .call(let name, let arguments): .call(Self.renamedLinks[name] ?? name, arguments)
            default: link
            }
        }
        if let modifier = links.firstIndex(where: { if case .call(let name, _) = $0 { !Self.relations.contains(name) && name != "attributes" } else { false } }),
           !links[..<modifier].contains(where: { if case .call(let name, _) = $0 { Self.relations.contains(name) } else { false } }) {
            let attributes = links[..<modifier].compactMap { if case .member(let name) = $0 { name } else { nil } }
            if case .call(let name, let arguments) = links[modifier], ["offset", "sizeOffset"].contains(name),
               Set(attributes).isSubset(of: Self.sizeAttributes) {
                links[modifier] = .call("equalTo", arguments)
            } else {
                links.insert(.call("equalToSuperview", []), at: modifier)
            }
        }
        for link in links {
            switch link {
            case .root(let name):
                write(name)
            case .member(let name):
                write(".\(name == "baseline" ? "lastBaseline" : name)")
            case .call("attributes", let arguments):
                write(".attributes(")
                write(arguments.flatMap(maskAttributes).joined(separator: ", "))
                write(")")
            case .call(let name, let arguments):
                write(".\(name)(")
                writeList(arguments)
                write(")")
            }
        }
    }

    /// `MASAttributeTop | MASAttributeLeft` as `.top`, `.left`; `0` as none.
    private func maskAttributes(_ node: ObjCNode) -> [String] {
        switch node.kind {
        case "binary_expression", "parenthesized_expression":
            return node.namedChildren.flatMap(maskAttributes)
        case "identifier" where text(node).hasPrefix("MASAttribute"):
            let name = text(node).dropFirst("MASAttribute".count)
            return [".\(name.prefix(1).lowercased() + name.dropFirst())"]
        default:
            return []
        }
    }

    /// `view.mas_bottom`, `self.view.mas_safeAreaLayoutGuideTop`, `self.mas_topLayoutGuideBottom`.
    func writeMasonryAttribute(of argument: ObjCNode, _ name: String) {
        let attribute = String(name.dropFirst(4))
        writeExpression(argument)
        for guide in ["safeAreaLayoutGuide", "topLayoutGuide", "bottomLayoutGuide"] where attribute.hasPrefix(guide) {
            let rest = attribute.dropFirst(guide.count)
            write(".\(guide)")
            if rest.isEmpty, guide == "safeAreaLayoutGuide" { return }
            let edge = rest.isEmpty ? (guide == "topLayoutGuide" ? "bottom" : "top") : rest.prefix(1).lowercased() + rest.dropFirst()
            return write(".snp.\(edge)")
        }
        if attribute == "key" { return write(".name") }
        write(".snp.\(attribute == "baseline" ? "lastBaseline" : attribute)")
    }
}
