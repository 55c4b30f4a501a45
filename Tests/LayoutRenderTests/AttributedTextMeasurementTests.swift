import Foundation
import LayoutScene
import Testing
@testable import LayoutRender

/// Attributed text measured with Pango: each run in its own font, kern as letter spacing, line spacing between
/// lines, the label's font filling runs without one, and each line's runs with their positions.
@Suite("Pango attributed text measurement")
struct AttributedTextMeasurementTests {
    private let measurer: PangoTextMeasurer

    init() throws {
        measurer = PangoTextMeasurer(fonts: try Fixtures.fonts())
    }

    private func plain(_ text: String, font: Font = .systemFont(ofSize: 17), maxWidth: CGFloat? = nil,
                       lines: Int = 1) -> TextMetrics {
        measurer.measure(TextMeasureRequest(text: text, font: font, maxWidth: maxWidth, numberOfLines: lines,
                                            lineBreakMode: .byWordWrapping))
    }

    private func attributed(_ text: AttributedText, maxWidth: CGFloat? = nil, lines: Int = 1) -> TextMetrics {
        measurer.measure(TextMeasureRequest(attributedText: text, font: .systemFont(ofSize: 17), color: .black,
                                            maxWidth: maxWidth, numberOfLines: lines, lineBreakMode: .byWordWrapping))
    }

    private func attributes(font: Font? = nil, kern: CGFloat? = nil, lineSpacing: CGFloat? = nil) -> TextAttributes {
        var attributes = TextAttributes()
        attributes.font = font
        attributes.kern = kern
        if let lineSpacing {
            var style = ParagraphStyle()
            style.lineSpacing = lineSpacing
            attributes.paragraphStyle = style
        }
        return attributes
    }

    @Test("a two-run string is as wide as its runs measured alone, and runs without a font take the label's")
    func twoRuns() {
        var text = AttributedText(string: "Hello ")
        text.append(AttributedText(string: "World", attributes: attributes(font: .boldSystemFont(ofSize: 24))))
        let metrics = attributed(text)
        let hello = plain("Hello ")
        let world = plain("World", font: .boldSystemFont(ofSize: 24))
        #expect(abs(metrics.size.width - (hello.size.width + world.size.width)) <= 1e-6)
        #expect(metrics.size.width > plain("Hello World").size.width)
        #expect(abs(metrics.size.height - world.size.height) <= 1e-6, "the tallest run sets the line's height")
        let line = try? #require(metrics.lines.first)
        #expect(line?.runs.map(\.text) == ["Hello ", "World"])
        #expect(line?.runs.map(\.x) == [0, hello.size.width])
        #expect(line?.runs.first?.attributes.font == .systemFont(ofSize: 17))
        #expect(line?.runs.last?.attributes.font == .boldSystemFont(ofSize: 24))
        #expect(line?.runs.first?.attributes.foregroundColor == .black)
    }

    @Test("a string with one run of the label's font measures as plain text")
    func plainRun() {
        let metrics = attributed(AttributedText(string: "Hello World"))
        let reference = plain("Hello World")
        #expect(metrics.size == reference.size)
        #expect(metrics.firstBaseline == reference.firstBaseline)
        #expect(metrics.lines.map(\.text) == ["Hello World"])
    }

    @Test("kern widens the text by the kern after every character, the last one's included as in UIKit")
    func kern() {
        let kerned = attributed(AttributedText(string: "Hello", attributes: attributes(kern: 2)))
        let reference = plain("Hello")
        #expect(abs(kerned.size.width - (reference.size.width + 10)) <= 1e-6)
        #expect(kerned.size.height == reference.size.height)
    }

    @Test("line spacing adds space between the lines of a wrapped label")
    func lineSpacing() {
        let words = "The quick brown fox jumps"
        let spaced = attributed(AttributedText(string: words, attributes: attributes(lineSpacing: 10)), maxWidth: 150,
                                lines: 0)
        let reference = plain(words, maxWidth: 150, lines: 0)
        #expect(reference.lineCount == 2 && spaced.lineCount == 2)
        #expect(abs(spaced.size.height - (reference.size.height + 10)) <= 1e-6)
        #expect(abs(spaced.lastBaseline - (reference.lastBaseline + 10)) <= 1e-6)
        #expect(spaced.firstBaseline == reference.firstBaseline)
        #expect(spaced.lines.map(\.text) == reference.lines.map(\.text))
    }
}
