import Foundation
import LayoutPainter
import LayoutScene
import Testing
@testable import LayoutRender

@Suite("PNG scale")
struct PNGScaleTests {
    @Test("the image is the size in points times the scale, rounded up", arguments: [1, 2, 3, 4])
    func size(scale: Int) throws {
        let list = Fixtures.list(width: 50.2, height: 30, [])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts(), scale: scale).render(list))
        #expect(image.width == Int((50.2 * Double(scale)).rounded(.up)))
        #expect(image.height == 30 * scale)
    }

    @Test("scale 2 draws every point as 2 × 2 pixels")
    func geometry() throws {
        let list = Fixtures.list(width: 50, height: 50, [Fixtures.rect(CGRect(x: 10, y: 10, width: 10, height: 10))])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts(), scale: 2).render(list))
        let ink = try #require(image.inkBounds(differingFrom: .white))
        #expect(ink.minX == 20 && ink.minY == 20 && ink.maxX == 39 && ink.maxY == 39)
    }

    @Test("text at scale 2 is twice as wide as at scale 1")
    func text() throws {
        let fonts = try Fixtures.fonts()
        let item = Fixtures.text("Scaled text", at: CGPoint(x: 5, y: 20), measurer: PangoTextMeasurer(fonts: fonts))
        let list = Fixtures.list(width: 120, height: 30, [item])
        let one = try #require(PNGImage(data: PNGRenderer(fonts: fonts, scale: 1).render(list)).inkBounds(differingFrom: .white))
        let two = try #require(PNGImage(data: PNGRenderer(fonts: fonts, scale: 2).render(list)).inkBounds(differingFrom: .white))
        let widthOne = Double(one.maxX - one.minX + 1), widthTwo = Double(two.maxX - two.minX + 1)
        #expect(abs(widthTwo - 2 * widthOne) <= 3)
    }

    @Test("scales outside 1...4 are refused", arguments: [0, -1, 5])
    func invalidScale(scale: Int) throws {
        #expect(throws: RenderError.invalidScale(scale)) {
            try PNGRenderer(fonts: Fixtures.fonts(), scale: scale).render(Fixtures.list([]))
        }
    }
}
