/// Message sends: `[[UILabel alloc] initWithFrame:f]` and `[UILabel new]` make the object with Swift's
/// initializer (`initWithX:y:` is `init(x:y:)`), `[super …]` calls `super`'s method, `[X class]` is `X.self`,
/// Masonry's `mas_makeConstraints:` (and `remake`, `update`, the `MAS_SHORTHAND` spellings, an `NSArray`
/// receiver) is SnapKit's `snp.makeConstraints`, a saved `MASConstraint`'s `uninstall`/`install`/`setOffset:` are
/// `deactivate()`/`activate()`/`update(offset:)`, and any other message is written with its selector's first piece
/// as the name and the others as labels, which the interpreter matches to UIKit's Swift name.
extension ObjCTranslator {
    func writeMessage(_ node: ObjCNode) {
        guard let receiver = node.child("receiver") else { return }
        let pieces = node.children(in: "method").map(text)
        let arguments = messageArguments(node)
        let first = pieces.first ?? ""
        let selector = messageSelector(node)
        if writeArrayMessage(receiver: receiver, selector: selector, arguments: arguments) { return }
        if writeStringFactory(receiver: receiver, selector: selector, arguments: arguments) { return }
        if let labels = InitializerSelector.labels(of: pieces) {
            if let made = allocated(receiver) {
                write(made)
                return writeArguments(arguments, labels: labels)
            }
            if let made = allocatedExpression(receiver) {
                // `[[NSClassFromString(@"BooksViewController") alloc] init]`: a class computed at run time
                write("(")
                writeExpression(made)
                write(").init")
                return writeArguments(arguments, labels: labels)
            }
            if text(receiver) == "super" {
                write("super.init")
                return writeArguments(arguments, labels: labels)
            }
        }
        if let lazyStorage, lazyStorage == "_" + first, arguments.isEmpty, text(receiver) == "self" {
            return write(lazyStorage)   // `[self label]` inside `label`'s own getter, as `self.label` there
        }
        if first == "new" || first == "alloc", arguments.isEmpty {
            writeExpression(receiver)
            return write("()")
        }
        if first == "class", arguments.isEmpty {
            writeExpression(receiver)
            return write(".self")
        }
        if let verb = Self.makerVerbs[first], arguments.count == 1, arguments[0].kind == "block_literal" {
            return writeMakeBlock(receiver: receiver, verb: verb, block: arguments[0])
        }
        if first == "mas_distributeViewsAlongAxis", pieces.count == 4 {
            return writeDistribution(receiver: receiver, pieces: pieces, arguments: arguments)
        }
        if let renamed = Self.savedConstraintMessages[first] {
            writeExpression(receiver)
            write(".\(renamed)(")
            if let value = arguments.first {
                write(first == "setOffset" ? "offset: " : first == "setInsets" ? "inset: " : "")
                writeExpression(value)
            }
            return write(")")
        }
        writeReceiver(receiver)
        write(".\(first)")
        writeArguments(arguments, labels: [nil] + pieces.dropFirst().map { Optional($0) })
    }

    /// Masonry's block messages and the SnapKit verb each is.
    static let makerVerbs = [
        "mas_makeConstraints": "makeConstraints", "mas_remakeConstraints": "remakeConstraints",
        "mas_updateConstraints": "updateConstraints", "makeConstraints": "makeConstraints",
        "remakeConstraints": "remakeConstraints", "updateConstraints": "updateConstraints",
    ]
    /// A saved `MASConstraint`'s messages and SnapKit's `Constraint` methods.
    static let savedConstraintMessages = [
        "uninstall": "deactivate", "install": "activate", "setOffset": "update", "setInsets": "update",
    ]

    /// The arguments of a message, in order (the nodes after each `:`).
    func messageArguments(_ node: ObjCNode) -> [ObjCNode] {
        var arguments: [ObjCNode] = []
        var afterColon = false
        for child in node.children {
            // a variadic message's further arguments follow commas (`arrayWithObjects:a, b, nil`)
            if child.kind == ":" || child.kind == "," && !arguments.isEmpty { afterColon = true; continue }
            if afterColon, child.isNamed, child.field != "method", child.kind != "comment" {
                arguments.append(child)
                afterColon = false
            }
        }
        return arguments
    }

    func writeArguments(_ arguments: [ObjCNode], labels: [String?]) {
        write("(")
        for (index, argument) in arguments.enumerated() {
            if index > 0 { write(", ") }
            if index < labels.count, let label = labels[index], !label.isEmpty { write("\(label): ") }
            writeExpression(argument)
            // a maker chain handed on (`[constraints addObject:make.left.equalTo(view)]`) is its `MASConstraint`
            if isMakerChain(argument) { write(".constraint") }
        }
        write(")")
    }

    /// `[X alloc]`, the receiver of an initializer message: the type to construct, or nil when it is not one.
    private func allocated(_ receiver: ObjCNode) -> String? {
        guard let inner = allocReceiver(receiver), !Self.computedClassKinds.contains(inner.kind) else { return nil }
        return Self.escaped(text(inner))
    }

    /// `[expression alloc]` where the class is computed (a call, a message, a member): the expression, else nil.
    private func allocatedExpression(_ receiver: ObjCNode) -> ObjCNode? {
        allocReceiver(receiver).flatMap { Self.computedClassKinds.contains($0.kind) ? $0 : nil }
    }

    /// What `alloc` is sent to in `[X alloc]`, else nil.
    private func allocReceiver(_ receiver: ObjCNode) -> ObjCNode? {
        guard receiver.kind == "message_expression", receiver.children(in: "method").map(text) == ["alloc"] else {
            return nil
        }
        return receiver.child("receiver")
    }

    /// The kinds of node that compute a class rather than name one.
    private static let computedClassKinds: Set = ["call_expression", "message_expression", "field_expression",
                                                  "parenthesized_expression"]

    /// The class a factory message is sent to: `NSArray` of `[NSArray array]` and of `[[NSArray alloc] init]`; nil
    /// for a receiver that is no class name.
    func factoryClass(of receiver: ObjCNode) -> String? {
        allocated(receiver) ?? (receiver.kind == "identifier" ? text(receiver) : nil)
    }

    /// A receiver: a class name stays a type; `super` and expressions as usual.
    private func writeReceiver(_ receiver: ObjCNode) {
        if text(receiver) == "super" { return write("super") }
        writeExpression(receiver)
    }
}
