@testable import LayoutObjC
import Testing

/// tree-sitter's Objective-C grammar through the Swift owner: nodes, fields, text, and the macro lines blanked
/// before parsing with offsets kept.
@Suite struct ObjCSyntaxTreeTests {
    @Test func aMessageHasItsReceiverPiecesAndArguments() throws {
        let tree = ObjCSyntaxTree(text: "void f(void) { [button setTitle:@\"Go\" forState:UIControlStateNormal]; }")
        let body = try #require(tree.root.namedChildren.first?.child("body"))
        let message = try #require(body.namedChildren.first?.namedChildren.first)
        #expect(message.kind == "message_expression")
        #expect(message.child("receiver").map(tree.text) == "button")
        #expect(message.children(in: "method").map(tree.text) == ["setTitle", "forState"])
        #expect(!tree.root.containsError)
    }

    @Test func rangesAreByteOffsetsIntoTheText() throws {
        let tree = ObjCSyntaxTree(text: "@interface 卡片 : UIView\n@end\n")
        let interface = try #require(tree.root.namedChildren.first)
        #expect(interface.kind == "class_interface")
        #expect(interface.child("superclass").map(tree.text) == "UIView")
        #expect(interface.child("superclass")?.range == 20..<26)
    }

    @Test func aSubtreeNestedTooDeeplyIsCutToAnErrorNode() throws {
        let depth = 100_000
        let text = "void f(void) { x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
            + "; }"
        let tree = ObjCSyntaxTree(text: text)
        #expect(tree.root.containsError)
        func deepest(_ node: ObjCNode, _ depth: Int) -> (depth: Int, kind: String) {
            node.children.map { deepest($0, depth + 1) }.max { $0.depth < $1.depth } ?? (depth, node.kind)
        }
        let leaf = deepest(tree.root, 0)
        #expect(leaf.depth == ObjCSyntaxTree.maximumDepth)
        #expect(leaf.kind == "ERROR")
    }

    @Test func macroLinesAreBlankedKeepingEveryOffset() {
        let text = "NS_ASSUME_NONNULL_BEGIN\ntypedef NS_ENUM(NSInteger, Style) { StyleA };\n@weakify(self)\nx;\n"
        let blanked = ObjCPreprocessing.blankingMacroLines(text)
        #expect(blanked.utf8.count == text.utf8.count)
        #expect(blanked == String(repeating: " ", count: 23) + "\nenum Style" + String(repeating: " ", count: 23)
            + " { StyleA };\n" + String(repeating: " ", count: 14) + "\nx;\n")
        #expect(!ObjCFile(name: "a.m", text: text).tree.root.containsError)
    }

    @Test func aBareNameBeforeAStatementIsBlankedButNotAKeywordOrALineTheNextGoesOnFrom() {
        let text = "- (void)a {\n    WeakSelf\n    [self go];\n    else\n    x = 1;\n    NSString\n    *name = nil;\n"
            + "    y = 2;\n    total\n    .count = 3;\n}\n@interface GroupView : UIView;\n@end\n"
        let blanked = ObjCPreprocessing.blankingMacroLines(text)
        #expect(blanked.utf8.count == text.utf8.count)
        #expect(blanked == "- (void)a {\n            \n    [self go];\n    else\n    x = 1;\n    NSString\n"
            + "    *name = nil;\n    y = 2;\n    total\n    .count = 3;\n}\n@interface GroupView : UIView \n@end\n")
    }
}
