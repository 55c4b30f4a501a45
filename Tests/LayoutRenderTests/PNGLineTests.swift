import Foundation
import LayoutPainter
import LayoutScene
import Testing
@testable import LayoutRender

@Suite("PNG lines")
struct PNGLineTests {
    private let blue = RGBAPixel(red: 0, green: 0, blue: 255, alpha: 255)

    @Test("a solid half-pixel-aligned line covers one row of pixels")
    func solid() throws {
        let list = Fixtures.list([Fixtures.line(from: CGPoint(x: 10, y: 20.5), to: CGPoint(x: 90, y: 20.5))])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        #expect((10..<90).allSatisfy { image.pixel(x: $0, y: 20) == blue })
        #expect(image.pixel(x: 50, y: 19) == .white && image.pixel(x: 50, y: 21) == .white)
    }

    @Test("a dashed line alternates on and off along its length")
    func dashed() throws {
        let list = Fixtures.list(background: nil, [Fixtures.line(from: CGPoint(x: 0, y: 10.5), to: CGPoint(x: 100, y: 10.5),
                                                                 dash: [4, 4])])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        for dash in 0..<12 {
            let on = dash * 8
            #expect((on..<on + 4).allSatisfy { image.pixel(x: $0, y: 10) == blue }, "dash \(dash) is drawn")
            #expect((on + 4..<on + 8).allSatisfy { image.pixel(x: $0, y: 10) == .transparent }, "gap \(dash) is empty")
        }
    }

    @Test("an I-bar has perpendicular caps of its cap length centred on each end")
    func iBarCaps() throws {
        let list = Fixtures.list([Fixtures.line(from: CGPoint(x: 50.5, y: 10.5), to: CGPoint(x: 50.5, y: 80.5), cap: 10)])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        for y in [10, 80] {
            #expect((46..<55).allSatisfy { image.pixel(x: $0, y: y) == blue }, "cap at y = \(y)")
            #expect(image.pixel(x: 44, y: y) == .white && image.pixel(x: 56, y: y) == .white, "cap at y = \(y) is 10 long")
        }
        #expect(image.pixel(x: 47, y: 45) == .white, "no cap in the middle")
        #expect(image.pixel(x: 50, y: 45) == blue)
    }

    @Test("a dashed I-bar still shows whole caps")
    func dashedIBarCaps() throws {
        let list = Fixtures.list([Fixtures.line(from: CGPoint(x: 10.5, y: 50.5), to: CGPoint(x: 90.5, y: 50.5),
                                                dash: [4, 3], cap: 6)])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        for x in [10, 90] {
            #expect((48..<53).allSatisfy { image.pixel(x: x, y: $0) == blue }, "cap at x = \(x)")
        }
    }

    @Test("a line of zero width draws nothing")
    func zeroWidth() throws {
        let list = Fixtures.list([Fixtures.line(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 100, y: 10), width: 0)])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        #expect(image.inkBounds(differingFrom: .white) == nil)
    }
}
