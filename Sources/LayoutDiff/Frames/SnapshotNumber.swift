import Foundation

/// Numbers in frames snapshots: kept to hundredths, printed with trailing zeros trimmed.
enum SnapshotNumber {
    /// `value` rounded to hundredths (halves away from zero), with −0 made 0; non-finite values kept.
    static func rounded(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e13 else { return value }
        return (value * 100).rounded() / 100 + 0
    }

    /// `16`, `16.5`, `16.33`, `-2`, `nan`, `inf`, `-inf`.
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        guard abs(value) < 1e13 else { return "\(value)" }
        let hundredths = Int64((value * 100).rounded())
        guard hundredths != 0 else { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let whole = hundredths.magnitude / 100, fraction = hundredths.magnitude % 100
        switch fraction {
        case 0: return "\(sign)\(whole)"
        case let tenths where tenths % 10 == 0: return "\(sign)\(whole).\(tenths / 10)"
        case let digits where digits < 10: return "\(sign)\(whole).0\(digits)"
        default: return "\(sign)\(whole).\(fraction)"
        }
    }

    /// A change: `+4`, `-0.5`.
    static func signedText(_ value: Double) -> String {
        let text = text(value)
        return text.hasPrefix("-") || text == "nan" ? text : "+" + text
    }

    /// A number as written by ``text(_:)``; `nil` for anything else.
    static func parse(_ text: String) -> Double? {
        switch text {
        case "nan": return .nan
        case "inf": return .infinity
        case "-inf": return -.infinity
        default:
            guard !text.isEmpty, text.allSatisfy({ "0123456789.-+e".contains($0) }), let value = Double(text) else {
                return nil
            }
            return rounded(value)
        }
    }
}
