import Foundation

/// Numbers as the painter prints them in badges, the summary and warnings: rounded to two decimals (halves away
/// from zero), trailing zeros and `.` trimmed, `-0` as `0`, no exponent, the same in every locale.
enum PaintNumber {
    static func text(_ value: CGFloat) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        var text = String(format: "%.2f", Double((value * 100).rounded() / 100))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `x,y w×h`.
    static func text(_ rect: CGRect) -> String {
        "\(text(rect.minX)),\(text(rect.minY)) \(text(rect.width))×\(text(rect.height))"
    }
}
