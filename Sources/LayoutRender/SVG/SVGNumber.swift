import Foundation

/// Numbers as the SVG writer prints them: rounded to at most two decimals, trailing zeros and a trailing `.`
/// dropped, `-0` as `0`, never an exponent, the same in every locale (`12.5`, `0.33`, `-4`, `0`).
enum SVGNumber {
    static func format(_ value: CGFloat) -> String {
        format(Double(value))
    }

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (min(max(value, -1e15), 1e15) * 100).rounded()
        guard hundredths != 0 else { return "0" }
        let magnitude = UInt64(abs(hundredths))
        let whole = String(magnitude / 100)
        let fraction = magnitude % 100
        let sign = hundredths < 0 ? "-" : ""
        switch fraction {
        case 0: return sign + whole
        case let tenths where tenths % 10 == 0: return sign + whole + "." + String(tenths / 10)
        case ..<10: return sign + whole + ".0" + String(fraction)
        default: return sign + whole + "." + String(fraction)
        }
    }
}
