import Foundation
import LayoutScene
import Testing

// Where each content mode draws a 40 × 20 image in a 100 × 100 box at (10, 10).

@Suite struct ContentModeTests {
    static let bounds = CGRect(x: 10, y: 10, width: 100, height: 100)
    static let size = CGSize(width: 40, height: 20)

    @Test(arguments: [
        (ContentMode.scaleToFill, CGRect(x: 10, y: 10, width: 100, height: 100)),
        (.redraw, CGRect(x: 10, y: 10, width: 100, height: 100)),
        (.scaleAspectFit, CGRect(x: 10, y: 35, width: 100, height: 50)),
        (.scaleAspectFill, CGRect(x: -40, y: 10, width: 200, height: 100)),
        (.center, CGRect(x: 40, y: 50, width: 40, height: 20)),
        (.top, CGRect(x: 40, y: 10, width: 40, height: 20)),
        (.bottom, CGRect(x: 40, y: 90, width: 40, height: 20)),
        (.left, CGRect(x: 10, y: 50, width: 40, height: 20)),
        (.right, CGRect(x: 70, y: 50, width: 40, height: 20)),
        (.topLeft, CGRect(x: 10, y: 10, width: 40, height: 20)),
        (.topRight, CGRect(x: 70, y: 10, width: 40, height: 20)),
        (.bottomLeft, CGRect(x: 10, y: 90, width: 40, height: 20)),
        (.bottomRight, CGRect(x: 70, y: 90, width: 40, height: 20)),
    ])
    func drawnRect(mode: ContentMode, expected: CGRect) {
        let drawn = mode.rect(for: Self.size, in: Self.bounds)
        #expect(abs(drawn.minX - expected.minX) < 1e-6 && abs(drawn.minY - expected.minY) < 1e-6)
        #expect(abs(drawn.width - expected.width) < 1e-6 && abs(drawn.height - expected.height) < 1e-6)
    }

    @Test func allThirteenModesAreCovered() {
        #expect(ContentMode.allCases.count == 13)
        #expect(View().contentMode == .scaleToFill)
    }
}
