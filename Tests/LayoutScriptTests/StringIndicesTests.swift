import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `String.Index` as colour-hex helpers use it: `startIndex`/`endIndex`, `index(_:offsetBy:)` (and `limitedBy:`,
/// `after:`, `before:`), subscripts by an index and by ranges (`a..<b`, `a...b`, `a...`, `..<b`), `range(of:)`,
/// `distance(from:to:)`, the mutating `remove(at:)`, `removeFirst()`, `insert(_:at:)`, `append(_:)`; errors where
/// Swift traps.
@Suite struct StringIndicesTests {
    @Test func indicesCutAndChangeAString() {
        let statements = """
            var hex = "#FF8800"
            if hex.hasPrefix("#") { hex.remove(at: hex.startIndex) }
            let two = hex.index(hex.startIndex, offsetBy: 2)
            let red = String(hex[hex.startIndex..<two])
            let rest = String(hex[two...])
            let head = String(hex[..<two])
            let middle = String(hex[hex.index(after: two)...hex.index(two, offsetBy: 2)])
            let first = hex[hex.startIndex]
            var trimmed = hex
            let removed = trimmed.removeFirst()
            trimmed.insert("-", at: trimmed.index(before: trimmed.endIndex))
            trimmed.append("!")
            let beyond = hex.index(hex.startIndex, offsetBy: 9, limitedBy: hex.endIndex)
            let distance = hex.distance(from: two, to: hex.endIndex)
            var found = ""
            if let range = hex.range(of: "88") { found = String(hex[range.upperBound...]) }
            """
        #expect(evaluated(statements, #""\([hex, red, rest, head, middle, first, removed, trimmed]) \(beyond == nil) \(distance) \(found) \(two < hex.endIndex)""#)
            == #"["FF8800", "FF", "8800", "FF", "80", "F", "F", "F880-0!"] true 4 00 true"#)
    }

    @Test func theHexColourInitializerOfAnAppReadsItsDigits() {
        let declarations = """
            extension UIColor {
                convenience init?(hex: String) {
                    guard hex.hasPrefix("#") else { return nil }
                    let start = hex.index(hex.startIndex, offsetBy: 1)
                    let digits = String(hex[start...])
                    var number: UInt64 = 0
                    guard digits.count == 6, Scanner(string: digits).scanHexInt64(&number) else { return nil }
                    self.init(red: CGFloat((number & 0xFF0000) >> 16) / 255, green: CGFloat((number & 0x00FF00) >> 8) / 255,
                              blue: CGFloat(number & 0x0000FF) / 255, alpha: 1)
                }
            }
            let purple = UIColor(hex: "#BC4BD6")
            """
        #expect(evaluated(declarations, #""\(purple == UIColor(red: 188 / 255, green: 75 / 255, blue: 214 / 255, alpha: 1))""#)
            == "true")
    }

    @Test func goingPastAnEndIsSwiftsTrapAtItsPosition() {
        #expect(headline("let s = \"ab\"\nlet i = s.index(s.startIndex, offsetBy: 3)")
            == "scene.swiftlay:2:11: error: String index is out of bounds: 3 is not in 0...2")
        #expect(headline("let s = \"ab\"\nlet c = s[s.endIndex]")
            == "scene.swiftlay:2:9: error: String index is out of bounds: 2 is not in 0..<2")
        #expect(headline("var s = \"\"\ns.removeFirst()")
            == "scene.swiftlay:2:3: error: can't remove first element from an empty collection")
    }
}
