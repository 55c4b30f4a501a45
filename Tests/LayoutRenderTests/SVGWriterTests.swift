import Foundation
import LayoutPainter
import LayoutScene
import Testing
@testable import LayoutRender

@Suite("SVG writer")
struct SVGWriterTests {
    private let fonts: FontLibrary
    private let list: DisplayList

    init() throws {
        fonts = try Fixtures.fonts()
        list = Fixtures.sampleList(measurer: PangoTextMeasurer(fonts: fonts))
    }

    private func svg(_ list: DisplayList) throws -> (text: String, parsed: ParsedSVG) {
        let data = try SVGWriter(fonts: fonts).render(list)
        return (String(decoding: data, as: UTF8.self), try ParsedSVG(data))
    }

    @Test("the document is well-formed, sized, accessible and starts with title and description")
    func root() throws {
        let (text, parsed) = try svg(list)
        #expect(text.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="180" viewBox="0 0 300 180" role="img" aria-labelledby="title desc">"#))
        #expect(parsed.elements.map(\.name).prefix(4) == ["svg", "title", "desc", "style"])
        #expect(parsed.element(id: "title")?.text == "sample")
        #expect(parsed.element(id: "desc")?.text == "card: 20,20 240×100")
        #expect(text.hasSuffix("</svg>\n"))
    }

    @Test("every element is on its own line, with no timestamp or version")
    func layout() throws {
        let (text, _) = try svg(list)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { !$0.hasPrefix("<") } == ["text { white-space: pre; }"])
        #expect(lines.allSatisfy { $0.filter { $0 == "<" }.count <= 2 }, "at most a start and an end tag per line")
        #expect(!text.contains("version") && text.range(of: #"\d{4}-\d{2}-\d{2}"#, options: .regularExpression) == nil)
    }

    @Test("groups carry id, class, opacity and a clip path defined before them")
    func groups() throws {
        let (text, parsed) = try svg(list)
        #expect(text.contains(#"<g id="view-card" class="view" clip-path="url(#view-card-clip)">"#))
        #expect(text.contains(#"<g id="view-dot" class="view" opacity="0.5">"#))
        let clip = try #require(parsed.element(id: "view-card-clip"))
        #expect(clip.name == "clipPath")
        let clipIndex = try #require(parsed.elements.firstIndex { $0.attributes["id"] == "view-card-clip" })
        #expect(parsed.elements[clipIndex + 1].attributes == ["x": "20", "y": "20", "width": "240", "height": "100", "rx": "12"])
    }

    @Test("shapes are rects with rounded corners, fill and stroke with separate opacity")
    func shapes() throws {
        let (text, _) = try svg(list)
        #expect(text.contains(##"<rect id="view-card-fill" class="view" x="20" y="20" width="240" height="100" rx="12" fill="#F2F2F7" stroke="#3C3C43" stroke-opacity="0.29" stroke-width="1"/>"##))
        #expect(text.contains(##"<rect class="background" width="300" height="180" fill="#FFFFFF"/>"##))
    }

    @Test("plain lines are lines, I-bars paths with their caps")
    func lines() throws {
        let (text, _) = try svg(list)
        #expect(text.contains(##"<line id="guide-align" class="guide" x1="20.5" y1="130" x2="20.5" y2="170" stroke="#0000FF" stroke-width="1"/>"##))
        #expect(text.contains(##"<path id="guide-width" class="guide" d="M20 150.5L260 150.5M20 150.5L20 153.5M20 150.5L20 147.5M260 150.5L260 153.5M260 150.5L260 147.5" fill="none" stroke="#FF9500" stroke-width="1" stroke-dasharray="4 3"/>"##))
    }

    @Test("text keeps its characters, escaped, in the resolved family pinned to the measured width")
    func text() throws {
        let (text, parsed) = try svg(list)
        let body = try #require(parsed.element(id: "label-body"))
        #expect(body.name == "text")
        #expect(body.text == "Tom & Jerry <3")
        #expect(text.contains(">Tom &amp; Jerry &lt;3</text>"))
        #expect(body.attributes["font-family"] == "'Inter', 'Noto Color Emoji', 'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif")
        #expect(body.attributes["font-size"] == "13")
        #expect(body.attributes["font-weight"] == "400")
        #expect(body.attributes["lengthAdjust"] == "spacingAndGlyphs")
        let width = try #require(body.attributes["textLength"].flatMap(Double.init))
        #expect(width > 80 && width < 110)
        let title = try #require(parsed.element(id: "label-title"))
        #expect(title.attributes["font-weight"] == "700" && title.attributes["clip-path"] == "url(#label-title-clip)")
    }

    @Test("attribute order is fixed per element")
    func attributeOrder() throws {
        let (text, _) = try svg(list)
        let line = try #require(text.split(separator: "\n").first { $0.contains(#"id="label-body""#) })
        let names = line.matches(of: #/ ([a-zA-Z-]+)="/#).map { String($0.output.1) }
        #expect(names == ["id", "class", "x", "y", "font-family", "font-size", "font-weight", "fill", "textLength", "lengthAdjust"])
    }

    @Test("several lines of text are a group of text elements")
    func multilineText() throws {
        let lines = [DisplayTextLine(text: "first", origin: CGPoint(x: 1, y: 12), width: 30),
                     DisplayTextLine(text: "second", origin: CGPoint(x: 1, y: 30), width: 40)]
        let item = DisplayItem.text(DisplayText(id: "label-multi", classes: ["label"], font: .italicSystemFont(ofSize: 12),
                                                color: .red, clip: nil, lines: lines))
        let (_, parsed) = try svg(Fixtures.list([item]))
        let group = try #require(parsed.element(id: "label-multi"))
        #expect(group.name == "g")
        let texts = parsed.elements(named: "text")
        #expect(texts.map(\.text) == ["first", "second"])
        #expect(texts.allSatisfy { $0.attributes["font-style"] == "italic" && $0.attributes["id"] == nil })
    }

    @Test("ids are made valid and unique, classes valid")
    func identifiers() throws {
        let items = [Fixtures.rect(CGRect(x: 0, y: 0, width: 1, height: 1), id: "view card"),
                     Fixtures.rect(CGRect(x: 0, y: 0, width: 1, height: 1), id: "view card"),
                     Fixtures.rect(CGRect(x: 0, y: 0, width: 1, height: 1), id: "title"),
                     .shape(DisplayShape(id: "1st", classes: ["state ok", "guide"], rect: .zero, cornerRadius: 0, fill: nil,
                                         stroke: nil))]
        let (_, parsed) = try svg(Fixtures.list(items))
        let ids = parsed.elements(named: "rect").compactMap { $0.attributes["id"] }
        #expect(ids == ["view-card", "view-card-2", "title-2", "_1st"])
        #expect(parsed.element(id: "_1st")?.attributes["class"] == "state-ok guide")
    }

    @Test("a dark block is written only when the list has dark styles")
    func darkStyles() throws {
        #expect(try !svg(list).text.contains("prefers-color-scheme"))
        var dark = list
        dark.darkStyles = [DisplayClassStyle(className: "background", fill: Color(hex: 0x1C1C1E), stroke: nil),
                           DisplayClassStyle(className: "guide", fill: nil, stroke: Color(hex: 0x0A84FF, alpha: 0.5))]
        let (text, _) = try svg(dark)
        #expect(text.contains("""
              @media (prefers-color-scheme: dark) {
                .background { fill: #1C1C1E; fill-opacity: 1; }
                .guide { stroke: #0A84FF; stroke-opacity: 0.5; }
              }
            """))
        #expect(text.contains(##"fill="#FFFFFF""##), "light colours stay as presentation attributes")
    }

    @Test("title, description and text escape XML and drop characters XML cannot hold")
    func escaping() throws {
        var escaped = Fixtures.list([])
        escaped.title = "a < b & \"c\""
        escaped.summary = "line\u{1}one\nline two"
        let (text, parsed) = try svg(escaped)
        #expect(text.contains(#"<title id="title">a &lt; b &amp; "c"</title>"#))
        #expect(parsed.element(id: "desc")?.text == "line\u{FFFD}one\nline two")
    }

    @Test("the SVG is the same bytes every time")
    func deterministic() throws {
        #expect(try SVGWriter(fonts: fonts).render(list) == SVGWriter(fonts: fonts).render(list))
    }
}
