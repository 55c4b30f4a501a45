import Foundation
import LayoutPainter
import LayoutScene
import Testing
@testable import LayoutRender

/// A group's transform is drawn by Cairo (PNG, PDF) — contents and clip alike — and written as an SVG `matrix`.
@Suite("Transformed groups")
struct TransformDrawingTests {
    /// A 60 × 20 red bar centred on (50, 50), in a group turned a quarter about that centre.
    private static func turnedBar(clip: DisplayClip? = nil) -> DisplayList {
        let bar = Fixtures.rect(CGRect(x: 20, y: 40, width: 60, height: 20), id: "bar")
        let turn = ViewTransform(rotationAngle: .pi / 2).about(CGPoint(x: 50, y: 50))
        return Fixtures.list([.group(DisplayGroup(id: "view-bar", classes: ["view"], opacity: 1, clip: clip,
                                                  items: [bar], transform: turn))])
    }

    @Test("a quarter turn stands the bar up about its centre")
    func png() throws {
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(Self.turnedBar()))
        let bounds = try #require(image.inkBounds(differingFrom: .white))
        #expect(bounds.minX == 40 && bounds.maxX == 59 && bounds.minY == 20 && bounds.maxY == 79)
        #expect(image.pixel(x: 50, y: 25) == RGBAPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 25, y: 50) == .white)
    }

    @Test("the clip turns with the contents")
    func clip() throws {
        let clip = DisplayClip(rect: CGRect(x: 20, y: 40, width: 30, height: 20), cornerRadius: 0)
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(Self.turnedBar(clip: clip)))
        let bounds = try #require(image.inkBounds(differingFrom: .white))
        #expect(bounds.minX == 40 && bounds.maxX == 59 && bounds.minY == 20 && bounds.maxY == 49)
    }

    @Test("SVG writes the transform as a matrix on the group, before its clip")
    func svg() throws {
        let data = try SVGWriter(fonts: Fixtures.fonts()).render(Self.turnedBar())
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#"<g id="view-bar" class="view" transform="matrix(0 1 -1 0 100 0)">"#))
    }

    @Test("PDF draws it too")
    func pdf() throws {
        let data = try PDFRenderer(fonts: Fixtures.fonts()).render(Self.turnedBar())
        #expect(data.starts(with: Data("%PDF-".utf8)))
    }
}
