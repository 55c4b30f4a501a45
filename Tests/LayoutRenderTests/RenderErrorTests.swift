import Foundation
import LayoutPainter
import LayoutScene
import Testing
@testable import LayoutRender

@Suite("Render errors")
struct RenderErrorTests {
    private func error(_ list: DisplayList, _ format: OutputFormat) throws -> RenderError? {
        let renderer = Renderer(fonts: try Fixtures.fonts())
        do {
            _ = try renderer.render(list, format: format)
            return nil
        } catch {
            return error
        }
    }

    @Test("a canvas with too many pixels is refused with the numbers")
    func tooManyPixels() throws {
        let failure = try error(Fixtures.list(width: 10_000, height: 10_001, []), .png(scale: 1))
        #expect(failure == .canvasTooLarge(width: 10_000, height: 10_001, scale: 1,
                                           limit: .pixelCount(needed: 100_010_000, limit: 100_000_000)))
        #expect(failure?.description
                == "canvas 10000 × 10001 pt at scale 1 is too large: needs 100010000 pixels; the limit is 100000000")
    }

    @Test("a side longer than Cairo's limit is refused, counting the scale")
    func tooLongSide() throws {
        let failure = try error(Fixtures.list(width: 20_000, height: 10, []), .png(scale: 2))
        #expect(failure?.description == "canvas 20000 × 10 pt at scale 2 is too large: a side of 40000 px; the limit is 32767 px")
    }

    @Test("the same canvas fits as PDF and SVG")
    func vectorFormatsHaveNoPixelLimit() throws {
        let list = Fixtures.list(width: 20_000, height: 10_001, [])
        #expect(try error(list, .svg) == nil)
        #expect(try error(list, .pdf) == nil)
    }

    @Test("zero, negative, NaN and infinite sizes are refused in every format",
          arguments: [(0.0, 10.0), (10, 0), (-5, 10), (.nan, 10), (10, .infinity), (2_000_000, 10)] as [(Double, Double)])
    func invalidSize(width: Double, height: Double) throws {
        for format in [OutputFormat.png(scale: 1), .pdf, .svg] {
            let failure = try error(Fixtures.list(width: CGFloat(width), height: CGFloat(height), []), format)
            guard case .invalidCanvasSize = failure else {
                Issue.record("\(format): \(String(describing: failure))")
                continue
            }
        }
        let message = RenderError.invalidCanvasSize(width: .nan, height: 10).description
        #expect(message == "canvas size must be finite, positive and at most 1000000 pt per side, got nan × 10")
    }

    @Test("a text line over 10,000 characters is refused, naming the item")
    func textTooLong() throws {
        let line = DisplayTextLine(text: String(repeating: "x", count: 10_001), origin: .zero, width: 10)
        let text = DisplayItem.text(DisplayText(id: "label-huge", classes: [], font: .labelDefault, color: .black,
                                                clip: nil, lines: [line]))
        let failure = try error(Fixtures.list([text]), .svg)
        #expect(failure == .textTooLong(id: "label-huge", length: 10_001, limit: 10_000))
        #expect(failure?.description == "text 'label-huge' has a line of 10001 characters; the limit is 10000")
    }

    @Test("bad numbers in items are refused, naming the item", arguments: [
        Fixtures.rect(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), id: "bad-rect"),
        Fixtures.rect(CGRect(x: 0, y: 0, width: 1, height: 1), id: "bad-radius", radius: -1),
        Fixtures.line("bad-dash", from: .zero, to: CGPoint(x: 1, y: 1), dash: [0, 0]),
        Fixtures.line("bad-width", from: .zero, to: CGPoint(x: 1, y: 1), width: CGFloat.infinity),
        Fixtures.line("bad-point", from: .zero, to: CGPoint(x: 5_000_000, y: 1)),
        .group(DisplayGroup(id: "bad-opacity", classes: [], opacity: CGFloat.nan, clip: nil, items: [])),
        .group(DisplayGroup(id: "bad-transform", classes: [], opacity: 1, clip: nil, items: [],
                            transform: ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0))),
        .group(DisplayGroup(id: "flat-transform", classes: [], opacity: 1, clip: nil, items: [],
                            transform: ViewTransform(scaleX: 0, y: 1))),
        .text(DisplayText(id: "bad-font", classes: [], font: .systemFont(ofSize: 0), color: .black, clip: nil, lines: [])),
    ])
    func invalidGeometry(item: DisplayItem) throws {
        for format in [OutputFormat.png(scale: 1), .pdf, .svg] {
            let failure = try error(Fixtures.list([item]), format)
            guard case .invalidGeometry(let id, _) = failure else {
                Issue.record("\(format): \(String(describing: failure))")
                continue
            }
            #expect(id == item.id)
        }
    }

    @Test("invalid geometry inside a group is found too")
    func nestedInvalidGeometry() throws {
        let group = DisplayItem.group(DisplayGroup(id: "outer", classes: [], opacity: 1, clip: nil,
                                                   items: [Fixtures.rect(CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1), id: "inner")]))
        let failure = try error(Fixtures.list([group]), .svg)
        #expect(failure?.description == "item 'inner' cannot be drawn: rectangle y inf is not a finite number within ±1000000")
    }

    @Test("Cairo errors carry Cairo's message and the operation")
    func cairoMessage() {
        let error = RenderError.cairo(CairoStatus(code: 1, message: "no memory"), operation: "encode the PNG")
        #expect(error.description == "cairo failed to encode the PNG: no memory (status 1)")
    }

    @Test("a missing font file names the file and the package that installs it")
    func missingFontMessage() {
        let error = RenderError.missingFontFile(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                                                package: "fonts-dejavu-core")
        #expect(error.description
                == "font file /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf is missing; install the package fonts-dejavu-core")
    }
}
