import Foundation
import LayoutPainter
import LayoutScene
import Testing
@testable import LayoutRender

@Suite("PNG text")
struct PNGTextTests {
    @Test("drawn text lies within its measured advance", arguments: ["Hello", "Layout 1024 px", "Wq,.;fi"])
    func measuredIsDrawn(text: String) throws {
        let fonts = try Fixtures.fonts()
        let measurer = PangoTextMeasurer(fonts: fonts)
        let origin = CGPoint(x: 10, y: 40)
        let item = Fixtures.text(text, at: origin, measurer: measurer)
        guard case .text(let label) = item else { throw TestFailure("not text") }
        let list = Fixtures.list(width: 200, height: 60, [item])
        let image = try PNGImage(data: PNGRenderer(fonts: fonts).render(list))
        let ink = try #require(image.inkBounds(differingFrom: .white))
        let width = label.lines[0].width
        #expect(width > 0)
        #expect(CGFloat(ink.minX) >= origin.x - 1)
        #expect(CGFloat(ink.maxX) <= origin.x + width + 1)
        #expect(CGFloat(ink.maxX) >= origin.x + width * 0.8, "the ink spans most of the advance")
        #expect(ink.maxY <= 40 + 5 && ink.minY >= 40 - 17, "glyphs sit on the baseline")
    }

    @Test("a label's ink stays inside its clip")
    func clip() throws {
        let fonts = try Fixtures.fonts()
        let clip = CGRect(x: 10, y: 20, width: 30, height: 25)
        let item = Fixtures.text("Clipped label text", at: CGPoint(x: 10, y: 40), clip: clip,
                                 measurer: PangoTextMeasurer(fonts: fonts))
        let image = try PNGImage(data: PNGRenderer(fonts: fonts).render(Fixtures.list(width: 200, height: 60, [item])))
        let ink = try #require(image.inkBounds(differingFrom: .white))
        #expect(ink.minX >= 10 && ink.maxX <= 39 && ink.minY >= 20 && ink.maxY <= 44)
        #expect(ink.maxX >= 35, "the text reaches the clip's edge")
    }

    @Test("lines are drawn at their own origins")
    func multipleLines() throws {
        let fonts = try Fixtures.fonts()
        let lines = [DisplayTextLine(text: "one", origin: CGPoint(x: 10, y: 20), width: 28),
                     DisplayTextLine(text: "two", origin: CGPoint(x: 110, y: 70), width: 28)]
        let item = DisplayItem.text(DisplayText(id: "label", classes: [], font: .systemFont(ofSize: 17), color: .black,
                                                clip: nil, lines: lines))
        let image = try PNGImage(data: PNGRenderer(fonts: fonts).render(Fixtures.list(width: 200, height: 100, [item])))
        let ink = try #require(image.inkBounds(differingFrom: .white))
        #expect(ink.minX >= 9 && ink.minX <= 12 && ink.minY < 20 && ink.maxX >= 130 && ink.maxY >= 60)
        let empty = (0..<200).allSatisfy { image.pixel(x: $0, y: 40) == .white }
        #expect(empty, "nothing between the two lines")
    }

    @Test("text is drawn in its colour")
    func colour() throws {
        let fonts = try Fixtures.fonts()
        let item = DisplayItem.text(DisplayText(id: "label", classes: [], font: .boldSystemFont(ofSize: 40), color: .red,
                                                clip: nil, lines: [DisplayTextLine(text: "I", origin: CGPoint(x: 10, y: 50), width: 15)]))
        let image = try PNGImage(data: PNGRenderer(fonts: fonts).render(Fixtures.list(width: 60, height: 60, [item])))
        let ink = try #require(image.inkBounds(differingFrom: .white))
        let centre = image.pixel(x: (ink.minX + ink.maxX) / 2, y: (ink.minY + ink.maxY) / 2)
        #expect(centre == RGBAPixel(red: 255, green: 0, blue: 0, alpha: 255))
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
