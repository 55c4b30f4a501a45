import Foundation

/// Numbers as the painter prints them in badges, the summary and warnings: rounded to two decimals (halves away
/// from zero), trailing zeros and `.` trimmed, `-0` as `0`, no exponent, the same in every locale.
enum PaintNumber {
    static func text(_ value: CGFloat) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        var text = twoDecimals((value * 100).rounded())
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A whole number of hundredths as `%.2f` prints it divided by 100: digit by digit below ten billion (below
    /// which the quotient is within a ten-thousandth of a hundredth, so `%.2f` prints those very digits), through
    /// `String(format:)` above (whose variadic arguments cost four searches of the conformance records at first use).
    private static func twoDecimals(_ hundredths: CGFloat) -> String {
        guard abs(hundredths) < 1e12 else { return String(format: "%.2f", Double(hundredths / 100)) }
        let count = Int(hundredths.magnitude)
        let fraction = count % 100
        return (hundredths < 0 ? "-" : "") + "\(count / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// `x,y w×h`.
    static func text(_ rect: CGRect) -> String {
        "\(text(rect.minX)),\(text(rect.minY)) \(text(rect.width))×\(text(rect.height))"
    }
}
