/// One node of an Objective-C syntax tree, copied out of tree-sitter so the rest of the front end is plain Swift:
/// its grammar kind (`message_expression`, `identifier`), the field its parent holds it in (`receiver`), its byte
/// range in the file, and its children (anonymous tokens such as `[` and `;` included, marked unnamed).
///
/// ```swift
/// let tree = ObjCSyntaxTree(text: "[self addSubview:label];")
/// tree.root.children.first?.kind   // "expression_statement"
/// ```
public struct ObjCNode: Sendable {
    /// The grammar's name for the node (`method_definition`), or the token itself for an unnamed one (`[`).
    public let kind: String
    /// The field of the parent this node fills (`receiver`, `method`, `left`), if any.
    public let field: String?
    /// Whether the grammar names the node (an `identifier`), as opposed to a punctuation or keyword token.
    public let isNamed: Bool
    /// Where the node starts and ends, as UTF-8 byte offsets into the file.
    public let range: Range<Int>
    /// The node's children, in source order.
    public let children: [ObjCNode]

    /// The named children only.
    ///
    /// ```swift
    /// node.namedChildren.map(\.kind)   // ["identifier", "argument_list"]
    /// ```
    public var namedChildren: [ObjCNode] { children.filter(\.isNamed) }

    /// The first child that fills `field`.
    ///
    /// ```swift
    /// message.child("receiver")?.kind   // "identifier"
    /// ```
    public func child(_ field: String) -> ObjCNode? {
        children.first { $0.field == field }
    }

    /// Every child that fills `field` (a message's several `method` pieces).
    ///
    /// ```swift
    /// message.children(in: "method").count   // 2 for `[b setTitle:t forState:s]`
    /// ```
    public func children(in field: String) -> [ObjCNode] {
        children.filter { $0.field == field }
    }

    /// The first named child of `kind`.
    ///
    /// ```swift
    /// method.first("compound_statement")
    /// ```
    public func first(_ kind: String) -> ObjCNode? {
        children.first { $0.kind == kind }
    }

    /// Whether the node or a descendant is a parse error.
    ///
    /// ```swift
    /// ObjCSyntaxTree(text: "@interface").root.containsError   // true
    /// ```
    public var containsError: Bool {
        kind == "ERROR" || children.contains { $0.containsError }
    }
}
