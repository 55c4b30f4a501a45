import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Literals, string interpolation, arithmetic, comparison, logic and the ternary operator, with Swift's typing of
/// integer literals from their context.
@Suite struct LiteralsAndOperatorsTests {
    @Test func literals() {
        #expect(evaluated("", "42") == "42")
        #expect(evaluated("", "0x1F + 0b11 + 1_000") == "1034")
        #expect(evaluated("", "2.5") == "2.5")
        #expect(evaluated("", "true") == "true")
        #expect(evaluated("", "\"a\\tb\"") == "a\tb")
        #expect(evaluated("let n = 3", "\"n is \\(n), twice \\(n * 2)\"") == "n is 3, twice 6")
        #expect(evaluated("", "[1, 2]") == "[1, 2]")
        #expect(evaluated("", "#\"raw \\n\"#") == "raw \\n")
    }

    @Test func multilineStrings() {
        let statements = "let text = \"\"\"\n    first\n      second\n    \"\"\""
        #expect(evaluated(statements, "text") == "first\n  second")
    }

    @Test func integerArithmeticStaysInteger() {
        #expect(evaluated("", "7 / 2") == "3")
        #expect(evaluated("", "7 % 3") == "1")
        #expect(evaluated("", "-7 / 2") == "-3")
        #expect(evaluated("", "2 + 3 * 4 - 1") == "13")
        #expect(evaluated("", "(2 + 3) * 4") == "20")
        #expect(evaluated("", "1 << 4 | 1") == "17")
    }

    @Test func literalsTakeTheirTypeFromTheContext() {
        #expect(evaluated("let x: CGFloat = 7 / 2", "x") == "3.5")
        #expect(evaluated("let width: CGFloat = 100", "width / 3 * (3 / 2)") == "50.0")
        #expect(evaluated("let half = 2.0", "half * (1 / 2)") == "1.0")
        #expect(evaluated("var total: CGFloat = 0\ntotal += 5 / 2", "total") == "2.5")
        #expect(evaluated("let box = UIView()\nbox.alpha = 1 / 2", "box.alpha") == "0.5")
        #expect(evaluated("func f(_ x: CGFloat) -> CGFloat { x }", "f(9 / 2)") == "4.5")
    }

    @Test func mixedArithmeticPromotesToFloatingPoint() {
        #expect(evaluated("let i = 3\nlet d = 0.5", "Double(i) * d") == "1.5")
        #expect(evaluated("let i = 3", "CGFloat(i) / 2") == "1.5")
        #expect(evaluated("", "Int(7.9)") == "7")
    }

    @Test func comparisonsAndLogic() {
        #expect(evaluated("", "3 < 4 && 4 <= 4 && 5 > 4 && 5 >= 6 == false") == "true")
        #expect(evaluated("", "1 == 1.0") == "true")
        #expect(evaluated("", "\"a\" < \"b\" || false") == "true")
        #expect(evaluated("", "!(1 != 1)") == "true")
        #expect(evaluated("let v = UIView()\nlet w = v", "v === w") == "true")
        #expect(evaluated("", "UIColor.red == .red") == "true")
    }

    @Test func ternaryAndUnaryMinus() {
        #expect(evaluated("let n = 5", "n > 3 ? \"big\" : \"small\"") == "big")
        #expect(evaluated("let n = 5", "-n") == "-5")
        #expect(evaluated("let x: CGFloat = -3", "x") == "-3.0")
    }

    @Test func stringsConcatenate() {
        #expect(evaluated("var s = \"a\"\ns += \"b\"", "s + \"c\"") == "abc")
        #expect(evaluated("", "\"abc\".count") == "3")
        #expect(evaluated("", "\"abc\".uppercased()") == "ABC")
    }

    @Test func arithmeticErrorsAreReported() {
        #expect(headline("let x = 1 / 0") == "scene.swiftlay:1:11: error: division by zero")
        #expect(headline("let x = Int.max + 1") == "scene.swiftlay:1:17: error: arithmetic operation '9223372036854775807 + 1' overflows")
        #expect(headline("let x = 2.5 % 2") == "scene.swiftlay:1:13: error: '%' is unavailable for floating-point numbers: use 'truncatingRemainder(dividingBy:)' instead")
        #expect(headline("let x = \"a\" - 1") == "scene.swiftlay:1:13: error: binary operator '-' cannot be applied to operands of type 'String' and 'Int'")
    }
}

/// Foundation and Swift standard-library calls of view code: `NSLocalizedString`, `String(format:)`, string
/// methods, math functions, numeric parsing, `zip`.
@Suite struct FoundationCallsTests {
    @Test func stringsAndFormatting() {
        let statements = """
            let title = NSLocalizedString("profile.title", comment: "")
            let count = String(format: "%d items, %.1f%% full, %@", 3, 42.25, "ok")
            let padded = String(format: "%03d|%5.2f", 7, 3.14159)
            let words = "a,b,,c".components(separatedBy: ",")
            let parts = "x y z".split(separator: " ")
            let cleaned = "  hi  ".trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "h", with: "H")
            """
        #expect(evaluated(statements, "[title, count, padded]") == "[\"profile.title\", \"3 items, 42.2% full, ok\", \"007| 3.14\"]")
        #expect(evaluated(statements, "[words.count, parts.count]") == "[4, 3]")
        #expect(evaluated(statements, "cleaned + \"hello world\".capitalized + \"abc\".prefix(2) + (\"xyz\".last ?? \"\")") == "HiHello Worldabz")
        #expect(headline("let s = String(format: \"%d and %d\", 1)") == "scene.swiftlay:1:9: error: the format string needs more arguments (no value for '%d')")
    }

    @Test func positionalFormatArguments() {
        let statements = """
            let reordered = String(format: "%2$@ of %1$@", "3", "Step 1")
            let padded = String(format: "%1$03d/%1$d", 7)
            """
        #expect(evaluated(statements, "[reordered, padded]") == "[\"Step 1 of 3\", \"007/7\"]")
        #expect(headline("let s = String(format: \"%3$@\", \"a\")") == "scene.swiftlay:1:9: error: the format string needs more arguments (no value for '%@')")
    }

    @Test func mathParsingAndZip() {
        let statements = """
            let angle = atan2(1.0, 1.0) * 4
            let power = pow(2.0, 10.0)
            let parsed = (Int("42") ?? 0) + (Int("x") ?? -1)
            let pairs = zip([1, 2, 3], ["a", "b"]).map { "\\($0)\\($1)" }
            """
        #expect(evaluated(statements, "[angle == CGFloat.pi ? 1.0 : 0.0, power, Double(parsed)]") == "[1.0, 1024.0, 41.0]")
        #expect(evaluated(statements, "pairs") == "[\"1a\", \"2b\"]")
    }

    @Test func bitwiseCompoundAssignmentsAndIfExpressions() {
        let statements = """
            var flags = 6
            flags &= 3
            flags |= 8
            flags <<= 1
            flags ^= 1
            let wide = false, tall = true
            let size = if wide { 20 } else if tall { 10 } else { 5 }
            """
        #expect(evaluated(statements, "[flags, size]") == "[21, 10]")
    }

    @Test func numberTypesWithoutAnArgumentAreZero() {
        #expect(evaluated("let start = TimeInterval()", "[Double(Int()), start, CGFloat()]") == "[0.0, 0.0, 0.0]")
        #expect(evaluated("let flag = Bool()", "flag") == "false")
    }
}
