import CTreeSitterObjC

/// An Objective-C file parsed by tree-sitter's Objective-C grammar. The C parser and tree live only inside
/// ``init(text:)``: the result is a tree of ``ObjCNode`` values and the file's bytes. A subtree nested deeper than
/// ``maximumDepth`` (far beyond what code writes: `((((…` two hundred times) becomes one `ERROR` node, so an
/// untrusted file cannot exhaust the stack of the passes that walk the tree.
///
/// ```swift
/// let tree = ObjCSyntaxTree(text: source)
/// for node in tree.root.namedChildren where node.kind == "class_implementation" { … }
/// ```
public struct ObjCSyntaxTree: Sendable {
    /// The file's text as UTF-8 bytes, which node ranges index.
    public let bytes: [UInt8]
    /// The `translation_unit` node.
    public let root: ObjCNode
    /// The deepest a node may be nested before its subtree is cut to an `ERROR` node.
    public static let maximumDepth = 200

    /// Parses `text`.
    ///
    /// ```swift
    /// let tree = ObjCSyntaxTree(text: "@implementation Card\n@end\n")
    /// ```
    public init(text: String) {
        bytes = Array(text.utf8)
        let parser = ts_parser_new()
        defer { ts_parser_delete(parser) }
        ts_parser_set_language(parser, tree_sitter_objc())
        let tree = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) { pointer in
                ts_parser_parse_string(parser, nil, pointer, UInt32(buffer.count))
            }
        }
        defer { ts_tree_delete(tree) }
        root = Self.copy(ts_tree_root_node(tree), field: nil, depth: 0)
    }

    /// The text a node covers.
    ///
    /// ```swift
    /// tree.text(of: identifier)   // "titleLabel"
    /// ```
    public func text(of node: ObjCNode) -> String {
        String(decoding: bytes[node.range.clamped(to: 0..<bytes.count)], as: UTF8.self)
    }

    private static func copy(_ node: TSNode, field: String?, depth: Int) -> ObjCNode {
        let range = Int(ts_node_start_byte(node))..<Int(ts_node_end_byte(node))
        guard depth < maximumDepth else {
            return ObjCNode(kind: "ERROR", field: field, isNamed: true, range: range, children: [])
        }
        var children: [ObjCNode] = []
        var cursor = ts_tree_cursor_new(node)
        defer { ts_tree_cursor_delete(&cursor) }
        if ts_tree_cursor_goto_first_child(&cursor) {
            repeat {
                let fieldName = ts_tree_cursor_current_field_name(&cursor).map { String(cString: $0) }
                children.append(copy(ts_tree_cursor_current_node(&cursor), field: fieldName, depth: depth + 1))
            } while ts_tree_cursor_goto_next_sibling(&cursor)
        }
        return ObjCNode(kind: String(cString: ts_node_type(node)), field: field, isNamed: ts_node_is_named(node),
                        range: range, children: children)
    }
}
