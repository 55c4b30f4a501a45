import Foundation

/// Numbers as the SVG writer prints them: rounded to at most two decimals (`places`: more for a transform's
/// entries, which multiply coordinates), trailing zeros and a trailing `.` dropped, `-0` as `0`, never an exponent,
/// the same in every locale (`12.5`, `0.33`, `-4`, `0`).
enum SVGNumber {
    static func format(_ value: CGFloat, places: Int = 2) -> String {
        format(Double(value), places: places)
    }

    static func format(_ value: Double, places: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        let unit = (0..<places).reduce(UInt64(1)) { product, _ in product * 10 }
        let limit = 1e17 / Double(unit)
        let scaled = (min(max(value, -limit), limit) * Double(unit)).rounded()
        guard scaled != 0 else { return "0" }
        let magnitude = UInt64(abs(scaled))
        let sign = scaled < 0 ? "-" : ""
        let whole = String(magnitude / unit)
        guard places > 0, magnitude % unit != 0 else { return sign + whole }
        var digits = String(magnitude % unit)
        digits = String(repeating: "0", count: places - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + whole + "." + digits
    }
}
