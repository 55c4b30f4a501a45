import LayoutScript

/// The first pass: macros, classes, their properties, instance variables and methods, from every file, so a class's
/// Swift declaration holds what its header and implementation both say.
extension ObjCTranslator {
    func collect(_ node: ObjCNode) {
        for child in node.namedChildren {
            switch child.kind {
            case "preproc_def":
                if let name = child.child("name") {
                    macros.define(text(name), parameters: nil, body: child.child("value").map(text) ?? "")
                }
            case "preproc_function_def":
                if let name = child.child("name") {
                    let parameters = child.child("parameters")?.namedChildren.map(text) ?? []
                    macros.define(text(name), parameters: parameters, body: child.child("value").map(text) ?? "")
                }
            case "preproc_ifdef", "preproc_if", "preproc_else", "preproc_elif":
                collect(child)
            case "class_interface":
                collectInterface(child)
            case "class_implementation":
                collectImplementation(child)
            default:
                break
            }
        }
    }

    private func className(of node: ObjCNode) -> String? {
        node.children.first { $0.kind == "identifier" && $0.field == nil }.map(text)
    }

    private func collectInterface(_ node: ObjCNode) {
        guard let name = className(of: node), node.child("category") == nil else { return }
        let model = model(name)
        if let superclass = node.child("superclass") { model.superclass = text(superclass) }
        if model.anchor == nil { model.anchor = (fileIndex, node) }
        let isHeader = file.name.lowercased().hasSuffix(".h")
        if isHeader, model.headerSelectors == nil { model.headerSelectors = [] }
        for child in node.namedChildren {
            if child.kind == "property_declaration", let declaration = child.first("struct_declaration") {
                let isOutlet = file.writtenText(of: child).contains(#/\bIBOutlet\b/#)
                let declared = variables(in: declaration).map { variable in
                    var variable = variable
                    variable.isOutlet = isOutlet
                    return variable
                }
                model.properties += declared
                if isHeader {
                    for property in declared {
                        let setter = "set" + property.name.prefix(1).uppercased() + property.name.dropFirst() + ":"
                        model.headerSelectors?.formUnion([property.name, setter])
                    }
                }
            } else if child.kind == "instance_variables" {
                model.instanceVariables += instanceVariables(in: child)
            } else if child.kind == "parameterized_arguments",
                      child.namedChildren.map(text).contains(where: { !SceneScript.isCallbackProtocol(named: $0) }) {
                model.adoptsOwnProtocol = true
            } else if isHeader, child.kind == "method_declaration", let declared = method(child) {
                model.headerSelectors?.insert(declared.selector)
            }
        }
    }

    private func collectImplementation(_ node: ObjCNode) {
        guard let name = className(of: node) else { return }
        let model = model(name)
        let isCategory = node.child("category") != nil
        if !isCategory { model.isImplemented = true }
        if !isCategory || model.anchor == nil { model.anchor = (fileIndex, node) }
        for child in node.namedChildren {
            if child.kind == "instance_variables" { model.instanceVariables += instanceVariables(in: child) }
            guard child.kind == "implementation_definition" else { continue }
            for definition in child.namedChildren where definition.kind == "method_definition" {
                if let method = method(definition) { model.methods.append(method) }
            }
        }
    }

    private func instanceVariables(in node: ObjCNode) -> [ObjCClassModel.Variable] {
        node.namedChildren.flatMap { variable in
            variable.namedChildren.filter { $0.kind == "struct_declaration" }.flatMap(variables(in:))
        }
    }

    /// The variables a `struct_declaration` declares (`UILabel *a, *b;`). A variable named `id` (`NSInteger id;`, an
    /// app's model field), which the grammar reads as a second type and an empty declarator, is named `id`.
    func variables(in declaration: ObjCNode) -> [ObjCClassModel.Variable] {
        let types = declaration.namedChildren.filter { $0.kind != "struct_declarator" }
        guard let type = types.first else { return [] }
        let namedID = types.count > 1 && types.last.map(text) == "id"
        return declaration.namedChildren.filter { $0.kind == "struct_declarator" }.compactMap { declarator in
            guard let (declaredName, isPointer, isBlock) = declared(declarator) else { return nil }
            let name = declaredName.isEmpty && namedID ? "id" : declaredName
            guard !name.isEmpty else { return nil }
            let swiftType = isBlock ? "Any!" : swiftType(of: type, isPointer: isPointer)
            var variable = ObjCClassModel.Variable(name: name, swiftType: swiftType, file: fileIndex, node: declarator)
            variable.arrayCount = arrayCount(of: declarator)
            return variable
        }
    }

    /// The element count of a C array declarator with a literal size (`_heights[2]`), else nil.
    private func arrayCount(of declarator: ObjCNode) -> Int? {
        if declarator.kind == "array_declarator" {
            return declarator.child("size").flatMap { Int(text($0)) }
        }
        return declarator.namedChildren.lazy.compactMap(arrayCount(of:)).first
    }

    /// The name a declarator declares, whether it is a pointer and whether a block.
    func declared(_ node: ObjCNode) -> (name: String, isPointer: Bool, isBlock: Bool)? {
        switch node.kind {
        case "identifier", "field_identifier":
            return (text(node), false, false)
        case "pointer_declarator":
            guard let inner = node.child("declarator").flatMap(declared) else { return nil }
            return (inner.name, true, inner.isBlock)
        case "block_pointer_declarator":
            guard let inner = node.child("declarator").flatMap(declared) else { return nil }
            return (inner.name, true, true)
        default:
            for child in node.namedChildren {
                if let found = declared(child) { return (found.name, found.isPointer, found.isBlock || node.kind == "function_declarator") }
            }
            return nil
        }
    }

    /// The Swift spelling of a type node (`type_identifier`, `generic_specifier`, `typedefed_specifier` …).
    func swiftType(of type: ObjCNode, isPointer: Bool) -> String {
        let base: String
        switch type.kind {
        case "generic_specifier":
            base = type.namedChildren.first.map(text) ?? "Any"
        case "typeof_specifier", "type_qualifier":
            base = "Any"
        default:
            let written = text(type)
            base = written.hasPrefix("id") && !written.dropFirst(2).contains(where: \.isLetter) || written.hasPrefix("id<")
                || written.hasPrefix("id <") ? "id" : written.components(separatedBy: .whitespaces).last ?? written
        }
        return ObjCTypes.swift(named: base, isPointer: isPointer)
    }

    /// The Swift type a `method_type` (`(UILabel *)`) or `type_name` spells, nil for `void`.
    func swiftType(ofMethodType node: ObjCNode?) -> String? {
        guard let node else { return "Any" }
        let name = node.kind == "type_name" ? node : (node.first("type_name") ?? node)
        guard let type = name.namedChildren.first(where: { !$0.kind.contains("declarator") }) else { return "Any" }
        if text(type) == "void" || text(type) == "IBAction" { return nil }
        let isPointer = name.namedChildren.contains { $0.kind.contains("pointer") }
        return swiftType(of: type, isPointer: isPointer)
    }

    private func method(_ node: ObjCNode) -> ObjCClassModel.Method? {
        var pieces: [(piece: String, parameter: (name: String, type: String)?)] = []
        var returnType: String?? = nil
        var pendingPiece = ""
        for child in node.children {
            switch child.kind {
            case "method_type" where returnType == nil:
                returnType = .some(swiftType(ofMethodType: child))
            case "identifier":
                if !pendingPiece.isEmpty { pieces.append((pendingPiece, nil)) }
                pendingPiece = text(child)
            case "method_parameter":
                let name = child.namedChildren.last { $0.kind == "identifier" }.map(text) ?? "value"
                let type = swiftType(ofMethodType: child.first("method_type")) ?? "Any"
                pieces.append((pendingPiece, (name, type)))
                pendingPiece = ""
            default:
                break
            }
        }
        if !pendingPiece.isEmpty { pieces.append((pendingPiece, nil)) }
        guard !pieces.isEmpty else { return nil }
        let isClassMethod = node.children.first?.kind == "+"
        return ObjCClassModel.Method(file: fileIndex, node: node, isClassMethod: isClassMethod, pieces: pieces,
                                     returnType: returnType ?? "Any")
    }
}
