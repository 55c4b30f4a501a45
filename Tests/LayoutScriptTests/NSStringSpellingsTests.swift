import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `NSString`'s spellings of `String`'s methods, as Objective-C and Swift 2 send them (``NSStringSpellings``), and
/// Foundation's `IndexPath` from an array literal.
@Suite struct NSStringSpellingsTests {
    /// The value as text: `true`, `12`, `"a"`, `["a", "b"]`, `nil` for no value.
    private func text(_ value: Value?) -> String {
        switch value {
        case .bool(let flag)?: "\(flag)"
        case .int(let number)?: "\(number)"
        case .double(let number)?: "\(number)"
        case .string(let string)?: "\"\(string)\""
        case .array(let elements)?: "[" + elements.map(text).joined(separator: ", ") + "]"
        default: "nil"
        }
    }

    @Test func methodsAnswerAsNSStringDoes() {
        #expect(text(NSStringSpellings.method("iPhone", "isEqualToString", [nil], [.string("iPad")])) == "false")
        #expect(text(NSStringSpellings.method("iPad", "isEqualToString", [nil], [.string("iPad")])) == "true")
        let parts = NSStringSpellings.method("a,b", "componentsSeparatedByString", [nil], [.string(",")])
        #expect(text(parts) == "[\"a\", \"b\"]")
        #expect(text(NSStringSpellings.method("héllo", "substringToIndex", [nil], [.int(2)])) == "\"hé\"")
        #expect(text(NSStringSpellings.method("x", "length", [], [])) == "1")
        #expect(text(NSStringSpellings.method("x", "stringByPaddingToLength", [nil], [.int(3)])) == "nil")
    }

    @Test func propertiesReadNumbersAsNSStringDoes() {
        #expect(text(NSStringSpellings.property("👍", "length")) == "2")
        #expect(text(NSStringSpellings.property(" 12.5 km", "floatValue")) == "12.5")
        #expect(text(NSStringSpellings.property("42px", "integerValue")) == "42")
        #expect(text(NSStringSpellings.property("km", "integerValue")) == "0")
        #expect(text(NSStringSpellings.property("YES", "boolValue")) == "true")
        #expect(text(NSStringSpellings.property("0", "boolValue")) == "false")
        #expect(NSStringSpellings.property("‹ownHP›", "integerValue")?.isUnknown == true)
        #expect(NSStringSpellings.method("‹model.status›", "isEqualToString", [nil], [.string("1")])?.isUnknown == true)
    }

    @Test func swiftTwoCallsThemOnStrings() {
        #expect(evaluated("let name = \"Ada\".stringByAppendingString(\"!\")", "name") == "Ada!")
        #expect(evaluated("let same = \"a\".isEqualToString(\"a\")", "same") == "true")
        #expect(evaluated("let size = \"abc\".length", "size") == "3")
    }

    @Test func anArrayLiteralIsAnIndexPath() {
        #expect(evaluated("let path: IndexPath = [1, 4]", "path.row") == "4")
        #expect(evaluated("let path: IndexPath = [1, 4]", "path.section") == "1")
        #expect(evaluated("var none: IndexPath = []", "none.row") == "0")
    }
}
