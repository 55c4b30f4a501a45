import Foundation
import Testing
@testable import LayoutRender

@Suite("SVG numbers")
struct SVGNumberTests {
    @Test("at most two decimals, no trailing zeros, no -0, no exponent",
          arguments: [(0.0, "0"), (-0.0, "0"), (-0.001, "0"), (1, "1"), (1.5, "1.5"), (1.25, "1.25"), (1.256, "1.26"),
                      (2.999, "3"), (0.05, "0.05"), (-12.34, "-12.34"), (-0.5, "-0.5"), (1e-9, "0"), (123456.789, "123456.79"),
                      (1e12, "1000000000000"), (0.1 + 0.2, "0.3"), (Double.nan, "0"), (Double.infinity, "0")])
    func format(value: Double, expected: String) {
        #expect(SVGNumber.format(value) == expected)
    }

    @Test("more places for a transform's entries",
          arguments: [(0.9192388155, "0.919239"), (1.0, "1"), (-0.258819, "-0.258819"), (0.5, "0.5"), (1e-9, "0"),
                      (337.7106781, "337.710678")])
    func formatWithPlaces(value: Double, expected: String) {
        #expect(SVGNumber.format(value, places: 6) == expected)
    }
}
