import Foundation
import LayoutPainter
import LayoutScene
import Testing
@testable import LayoutRender

/// Lines of attributed text drawn run by run: each run in its colour and font where the measurer placed it, a
/// background colour behind its glyphs, and in SVG one `<tspan>` per run.
@Suite("Attributed text drawing")
struct AttributedTextDrawingTests {
    private let fonts: FontLibrary
    private let measurer: PangoTextMeasurer

    init() throws {
        fonts = try Fixtures.fonts()
        measurer = PangoTextMeasurer(fonts: fonts)
    }

    /// "II" in bold 40 pt, the first red, the second blue on yellow, laid out by the measurer, baseline at y 50.
    private func twoColours() throws -> (item: DisplayItem, line: DisplayTextLine) {
        var red = TextAttributes()
        red.foregroundColor = .red
        var blue = TextAttributes()
        blue.foregroundColor = .blue
        blue.backgroundColor = .yellow
        blue.kern = 3
        blue.underlineStyle = 1
        var text = AttributedText(string: "I", attributes: red)
        text.append(AttributedText(string: "I", attributes: blue))
        let metrics = measurer.measure(TextMeasureRequest(attributedText: text, font: .boldSystemFont(ofSize: 40),
                                                          color: .black, maxWidth: nil, numberOfLines: 1,
                                                          lineBreakMode: .byClipping))
        let measured = try #require(metrics.lines.first)
        let line = DisplayTextLine(text: measured.text, origin: CGPoint(x: 10, y: 50), width: measured.width,
                                   runs: measured.runs)
        return (.text(DisplayText(id: "label", classes: ["label"], font: .boldSystemFont(ofSize: 40), color: .black,
                                  clip: nil, lines: [line])), line)
    }

    @Test("each run is drawn in its own colour where it was measured, on its background")
    func png() throws {
        let (item, line) = try twoColours()
        let image = try PNGImage(data: PNGRenderer(fonts: fonts).render(Fixtures.list(width: 100, height: 70, [item])))
        let split = Int((line.origin.x + line.runs[1].x).rounded(.down))
        let red = RGBAPixel(red: 255, green: 0, blue: 0, alpha: 255)
        let blue = RGBAPixel(red: 0, green: 0, blue: 255, alpha: 255)
        let yellow = RGBAPixel(red: 255, green: 255, blue: 0, alpha: 255)
        let left = (0..<split).flatMap { x in (0..<70).map { image.pixel(x: x, y: $0) } }
        let right = (split + 1..<100).flatMap { x in (0..<70).map { image.pixel(x: x, y: $0) } }
        #expect(left.contains(red) && !left.contains(blue) && !left.contains(yellow))
        #expect(right.contains(blue) && right.contains(yellow) && !right.contains(red))
        #expect(image.pixel(x: split + 2, y: 20) == yellow, "the background fills the run's box")
        #expect(image.pixel(x: 12, y: 20) == .white, "no background behind the first run")
    }

    @Test("SVG writes one tspan per run with its position, font, fill, kern and decoration")
    func svg() throws {
        let (item, line) = try twoColours()
        let data = try SVGWriter(fonts: fonts).render(Fixtures.list(width: 100, height: 70, [item]))
        let parsed = try ParsedSVG(data)
        let spans = parsed.elements(named: "tspan")
        #expect(spans.map(\.text) == ["I", "I"])
        #expect(spans.map { $0.attributes["fill"] } == ["#FF0000", "#0000FF"])
        #expect(spans.map { $0.attributes["x"] } == ["10", SVGNumber.format(Double(10 + line.runs[1].x))])
        #expect(spans.map { $0.attributes["y"] } == ["50", "50"])
        #expect(spans.map { $0.attributes["font-size"] } == ["40", "40"])
        #expect(spans.map { $0.attributes["font-weight"] } == ["700", "700"])
        #expect(spans.map { $0.attributes["letter-spacing"] } == [nil, "3"])
        #expect(spans.map { $0.attributes["text-decoration"] } == [nil, "underline"])
        #expect(spans.map { $0.attributes["textLength"] } == line.runs.map { SVGNumber.format(Double($0.width)) })
        let background = try #require(parsed.elements(named: "rect").first { $0.attributes["fill"] == "#FFFF00" })
        #expect(background.attributes["x"] == SVGNumber.format(Double(10 + line.runs[1].x)))
        #expect(background.attributes["width"] == SVGNumber.format(Double(line.runs[1].width)))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#"<text x="10" y="50"><tspan"#), "the runs share one line, so no white space is drawn")
    }
}
