import Foundation
import LayoutPainter
import LayoutScene
import Testing
@testable import LayoutRender

@Suite("PNG shapes")
struct PNGShapeTests {
    private let red = RGBAPixel(red: 255, green: 0, blue: 0, alpha: 255)

    @Test("a filled rectangle is its colour at the centre and at the inner edges, background outside")
    func filledRectangle() throws {
        let list = Fixtures.list([Fixtures.rect(CGRect(x: 10, y: 20, width: 50, height: 30))])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        #expect(image.pixel(x: 35, y: 35) == red)
        #expect(image.pixel(x: 10, y: 20) == red)
        #expect(image.pixel(x: 59, y: 49) == red)
        #expect(image.pixel(x: 9, y: 35) == .white)
        #expect(image.pixel(x: 60, y: 35) == .white)
        #expect(image.pixel(x: 35, y: 50) == .white)
    }

    @Test("a rounded corner stays transparent without a background")
    func roundedCorner() throws {
        let list = Fixtures.list(background: nil, [Fixtures.rect(CGRect(x: 10, y: 10, width: 80, height: 80), radius: 20)])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        #expect(image.pixel(x: 11, y: 11) == .transparent)
        #expect(image.pixel(x: 88, y: 88) == .transparent)
        #expect(image.pixel(x: 10, y: 50) == red)
        #expect(image.pixel(x: 50, y: 10) == red)
        #expect(image.pixel(x: 0, y: 0) == .transparent)
    }

    @Test("a stroke is drawn over the fill, centred on the edge")
    func strokeOverFill() throws {
        let stroke = DisplayStroke(color: .blue, width: 2)
        let list = Fixtures.list([Fixtures.rect(CGRect(x: 20, y: 20, width: 60, height: 60), stroke: stroke)])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        let blue = RGBAPixel(red: 0, green: 0, blue: 255, alpha: 255)
        #expect(image.pixel(x: 19, y: 50) == blue)
        #expect(image.pixel(x: 20, y: 50) == blue)
        #expect(image.pixel(x: 21, y: 50) == red)
        #expect(image.pixel(x: 18, y: 50) == .white)
    }

    @Test("a translucent fill blends with the background")
    func translucentFill() throws {
        let list = Fixtures.list([Fixtures.rect(CGRect(x: 0, y: 0, width: 50, height: 50), fill: .black.withAlphaComponent(0.5))])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        #expect(image.pixel(x: 25, y: 25).isClose(to: RGBAPixel(red: 128, green: 128, blue: 128, alpha: 255)))
    }

    @Test("a shape with neither fill nor stroke draws nothing")
    func invisibleShape() throws {
        let list = Fixtures.list([Fixtures.rect(CGRect(x: 0, y: 0, width: 50, height: 50), fill: nil)])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        #expect(image.inkBounds(differingFrom: .white) == nil)
    }
}
