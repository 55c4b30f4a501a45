import Foundation
import LayoutScene
import Testing

/// `UIColor(hue:saturation:brightness:alpha:)` gives the sRGB colour of a point on the HSB cylinder.
@Suite struct HueColorTests {
    private func expectComponents(_ color: Color, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat,
                                  sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(abs(color.red - red) < 1e-9, sourceLocation: sourceLocation)
        #expect(abs(color.green - green) < 1e-9, sourceLocation: sourceLocation)
        #expect(abs(color.blue - blue) < 1e-9, sourceLocation: sourceLocation)
    }

    @Test func primaryAndSecondaryHues() {
        expectComponents(Color(hue: 0, saturation: 1, brightness: 1), 1, 0, 0)
        expectComponents(Color(hue: 1.0 / 3, saturation: 1, brightness: 1), 0, 1, 0)
        expectComponents(Color(hue: 2.0 / 3, saturation: 1, brightness: 1), 0, 0, 1)
        expectComponents(Color(hue: 0.5, saturation: 1, brightness: 1), 0, 1, 1)
    }

    @Test func saturationAndBrightnessMixTowardsGreyAndBlack() {
        expectComponents(Color(hue: 0.25, saturation: 0, brightness: 0.4), 0.4, 0.4, 0.4)
        expectComponents(Color(hue: 0, saturation: 0.5, brightness: 0.8), 0.8, 0.4, 0.4)
        expectComponents(Color(hue: 1.25, saturation: 1, brightness: 1), 0.5, 1, 0)
        #expect(Color(hue: 0.1, saturation: 1, brightness: 1, alpha: 0.5).alpha == 0.5)
    }
}
