import Foundation
@testable import LayoutPainter
import Testing

/// Badge numbers are printed digit by digit with exactly the text `%.2f` gives (trimmed), across signs, halves,
/// hundredths, huge values and the non-finite ones.
@Suite struct PaintNumberTests {
    /// What the painter printed through `String(format: "%.2f")` before it formatted digits itself.
    private func formatted(_ value: CGFloat) -> String {
        var text = String(format: "%.2f", Double((value * 100).rounded() / 100))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    @Test func printsExactValues() {
        #expect(PaintNumber.text(0) == "0")
        #expect(PaintNumber.text(-0.0) == "0")
        #expect(PaintNumber.text(-0.004) == "0")
        #expect(PaintNumber.text(8) == "8")
        #expect(PaintNumber.text(-8) == "-8")
        #expect(PaintNumber.text(10) == "10")
        #expect(PaintNumber.text(0.5) == "0.5")
        #expect(PaintNumber.text(0.05) == "0.05")
        #expect(PaintNumber.text(-0.05) == "-0.05")
        #expect(PaintNumber.text(1.005) == "1")
        #expect(PaintNumber.text(1.015) == "1.01") // 1.015 is 1.01499999… in binary
        #expect(PaintNumber.text(2.675) == "2.68")
        #expect(PaintNumber.text(1.0 / 3) == "0.33")
        #expect(PaintNumber.text(-2.0 / 3) == "-0.67")
        #expect(PaintNumber.text(44.999) == "45")
        #expect(PaintNumber.text(1_234_567.891) == "1234567.89")
        #expect(PaintNumber.text(1e20) == "100000000000000000000")
        #expect(PaintNumber.text(-3.5e15) == "-3500000000000000")
        #expect(PaintNumber.text(.nan) == "nan")
        #expect(PaintNumber.text(.infinity) == "inf")
        #expect(PaintNumber.text(-.infinity) == "-inf")
        #expect(PaintNumber.text(CGRect(x: 8, y: -0.5, width: 64.25, height: 20)) == "8,-0.5 64.25×20")
    }

    @Test func agreesWithPrintfAcrossMagnitudes() {
        var mismatches: [String] = []
        var value: CGFloat = 0.0001
        while value < 1e14 {
            for step in 0..<40 {
                for candidate in [value * (1 + CGFloat(step) / 40), -value * (1 + CGFloat(step) / 40)]
                where PaintNumber.text(candidate) != formatted(candidate) {
                    mismatches.append("\(candidate): \(PaintNumber.text(candidate)) vs \(formatted(candidate))")
                }
            }
            value *= 1.7
        }
        for hundredths in -2_000...2_000 {
            let candidate = CGFloat(hundredths) / 100
            if PaintNumber.text(candidate) != formatted(candidate) { mismatches.append("\(candidate)") }
            let half = (CGFloat(hundredths) + 0.5) / 100
            if PaintNumber.text(half) != formatted(half) { mismatches.append("\(half)") }
        }
        #expect(mismatches == [])
    }
}
