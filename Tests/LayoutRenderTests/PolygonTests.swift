import Foundation
import LayoutPainter
import LayoutScene
import Testing
@testable import LayoutRender

@Suite("Polygons and titled groups")
struct PolygonTests {
    private let triangle = DisplayItem.polygon(DisplayPolygon(
        id: "glyph", classes: ["symbol-glyph"],
        points: [CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 50), CGPoint(x: 10, y: 90)], fill: .red, stroke: nil))

    @Test("a filled polygon covers its inside in PNG and leaves the outside alone")
    func filledInPNG() throws {
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(Fixtures.list([triangle])))
        let red = RGBAPixel(red: 255, green: 0, blue: 0, alpha: 255)
        #expect(image.pixel(x: 30, y: 50) == red)
        #expect(image.pixel(x: 80, y: 50) == red)
        #expect(image.pixel(x: 80, y: 20) == .white)
        #expect(image.pixel(x: 5, y: 50) == .white)
    }

    @Test("SVG writes a polygon with its points, and a group's title as its first child")
    func svg() throws {
        let outlined = DisplayItem.polygon(DisplayPolygon(
            id: "mark", classes: ["symbol-mark"], points: [CGPoint(x: 0, y: 0.5), CGPoint(x: 4, y: 2), CGPoint(x: 1, y: 3)],
            fill: nil, stroke: DisplayStroke(color: .blue, width: 1.5)))
        let group = DisplayItem.group(DisplayGroup(id: "symbol-play", classes: ["symbol"], opacity: 1, clip: nil,
                                                   items: [triangle, outlined], title: "play.fill"))
        let data = try SVGWriter(fonts: Fixtures.fonts()).render(Fixtures.list([group]))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(##"<polygon id="glyph" class="symbol-glyph" points="10,10 90,50 10,90" fill="#FF0000"/>"##))
        #expect(text.contains(##"<polygon id="mark" class="symbol-mark" points="0,0.5 4,2 1,3" fill="none" stroke="#0000FF" stroke-width="1.5"/>"##))
        let parsed = try ParsedSVG(data)
        let groupIndex = try #require(parsed.elements.firstIndex { $0.attributes["id"] == "symbol-play" })
        #expect(parsed.elements[groupIndex + 1].name == "title")
        #expect(parsed.elements[groupIndex + 1].text == "play.fill")
    }

    @Test("an open polyline is stroked with round ends and never filled")
    func polyline() throws {
        let tick = DisplayItem.polygon(DisplayPolygon(
            id: "tick", classes: [], points: [CGPoint(x: 10, y: 50), CGPoint(x: 40, y: 80), CGPoint(x: 90, y: 20)],
            fill: .red, stroke: DisplayStroke(color: .blue, width: 6), isClosed: false))
        let text = String(decoding: try SVGWriter(fonts: Fixtures.fonts()).render(Fixtures.list([tick])), as: UTF8.self)
        #expect(text.contains(##"<polyline id="tick" points="10,50 40,80 90,20" fill="none" stroke="#0000FF" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>"##))
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(Fixtures.list([tick])))
        let blue = RGBAPixel(red: 0, green: 0, blue: 255, alpha: 255)
        #expect(image.pixel(x: 40, y: 79) == blue)
        #expect(image.pixel(x: 8, y: 50) == blue, "a round end reaches past the end point")
        #expect(image.pixel(x: 40, y: 60) == .white, "not filled")
    }

    @Test("a polygon with a corner that is not finite is refused, naming it")
    func invalid() throws {
        let bad = DisplayItem.polygon(DisplayPolygon(id: "bad", classes: [], points: [CGPoint(x: CGFloat.nan, y: 0)],
                                                     fill: .red, stroke: nil))
        #expect(throws: RenderError.self) {
            try PNGRenderer(fonts: Fixtures.fonts()).render(Fixtures.list([bad]))
        }
    }
}
