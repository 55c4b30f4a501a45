import Foundation
import LayoutScene
import Testing
@testable import LayoutRender

@Suite("Pango text measurement")
struct TextMeasurementTests {
    private let measurer: PangoTextMeasurer

    init() throws {
        measurer = PangoTextMeasurer(fonts: try Fixtures.fonts())
    }

    private func measure(_ text: String, font: Font = .systemFont(ofSize: 17), maxWidth: CGFloat? = nil,
                         lines: Int = 1, mode: LineBreakMode = .byTruncatingTail) -> TextMetrics {
        measurer.measure(TextMeasureRequest(text: text, font: font, maxWidth: maxWidth, numberOfLines: lines,
                                            lineBreakMode: mode))
    }

    @Test("Inter 17 pt \"Hello\" has a plausible size and baseline")
    func hello() {
        let metrics = measure("Hello")
        #expect(metrics.size.width > 38 && metrics.size.width < 48)
        #expect(metrics.size.height > 17 && metrics.size.height < 23)
        #expect(metrics.firstBaseline > 12 && metrics.firstBaseline < metrics.size.height)
        #expect(metrics.lastBaseline == metrics.firstBaseline)
        #expect(metrics.lineCount == 1)
        #expect(metrics.lines == [TextLine(text: "Hello", width: metrics.size.width, baseline: metrics.firstBaseline)])
    }

    @Test("word wrapping at a width gives several lines, none wider than the width")
    func wrapping() {
        let metrics = measure("The quick brown fox jumps over the lazy dog", maxWidth: 100, lines: 0, mode: .byWordWrapping)
        #expect(metrics.lineCount >= 2)
        #expect(metrics.lines.count == metrics.lineCount)
        #expect(metrics.lines.allSatisfy { $0.width <= 100 })
        #expect(metrics.size.width <= 100)
        #expect(metrics.lines.map(\.text).joined(separator: " ") == "The quick brown fox jumps over the lazy dog")
        #expect(metrics.lines.allSatisfy { $0.text.last != " " }, "wrapped lines end without their space")
        let baselines = metrics.lines.map(\.baseline)
        #expect(baselines == baselines.sorted() && Set(baselines).count == baselines.count)
        #expect(metrics.lastBaseline == baselines.last && metrics.lastBaseline < metrics.size.height)
    }

    @Test("character wrapping breaks inside words")
    func characterWrapping() {
        let metrics = measure("Supercalifragilistic", maxWidth: 60, lines: 0, mode: .byCharWrapping)
        #expect(metrics.lineCount >= 3)
        #expect(metrics.lines.map(\.text).joined() == "Supercalifragilistic")
    }

    @Test("two lines with tail truncation end with an ellipsis")
    func truncatedTwoLines() {
        let metrics = measure("The quick brown fox jumps over the lazy dog", maxWidth: 100, lines: 2)
        #expect(metrics.lineCount == 2)
        #expect(metrics.lines.last?.text.hasSuffix("…") == true)
        #expect(metrics.lines.allSatisfy { $0.width <= 100 })
    }

    @Test("an ellipsized line is as wide as its text drawn alone")
    func ellipsizedWidth() throws {
        let metrics = measure("The quick brown fox jumps over the lazy dog", maxWidth: 100, lines: 2)
        let last = try #require(metrics.lines.last)
        #expect(abs(last.width - measure(last.text).size.width) < 0.01)
    }

    @Test("one line truncates at the head, middle or tail",
          arguments: [(LineBreakMode.byTruncatingHead, "prefix"), (.byTruncatingMiddle, "middle"), (.byTruncatingTail, "suffix")])
    func singleLineTruncation(mode: LineBreakMode, position: String) throws {
        let metrics = measure("The quick brown fox jumps over the lazy dog", maxWidth: 120, mode: mode)
        let text = try #require(metrics.lines.first?.text)
        #expect(metrics.lineCount == 1 && metrics.size.width <= 120)
        switch position {
        case "prefix": #expect(text.hasPrefix("…") && text.hasSuffix("dog"))
        case "middle": #expect(text.hasPrefix("The") && text.hasSuffix("dog") && text.contains("…"))
        default: #expect(text.hasPrefix("The") && text.hasSuffix("…"))
        }
    }

    @Test("clipping keeps the first lines without an ellipsis")
    func clipping() {
        let metrics = measure("The quick brown fox jumps over the lazy dog", maxWidth: 100, lines: 2, mode: .byClipping)
        #expect(metrics.lineCount == 2)
        #expect(!metrics.lines.contains { $0.text.contains("…") })
        #expect(metrics.size.height < measure("The quick brown fox jumps over the lazy dog", maxWidth: 100, lines: 0,
                                              mode: .byClipping).size.height)
    }

    @Test("one line shows every paragraph on it")
    func singleLineJoinsParagraphs() {
        #expect(measure("first\nsecond").lines.map(\.text) == ["first second"])
        #expect(measure("a\r\nb\u{2029}c").lines.map(\.text) == ["a b c"])
    }

    @Test("unlimited lines keep each paragraph")
    func paragraphs() {
        #expect(measure("first\nsecond", lines: 0, mode: .byWordWrapping).lines.map(\.text) == ["first", "second"])
    }

    @Test("the same request measures the same twice, also from several threads at once")
    func deterministic() async {
        let request = TextMeasureRequest(text: "Déjà vu — the same", font: .systemFont(ofSize: 15), maxWidth: 80,
                                         numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let first = measurer.measure(request)
        #expect(measurer.measure(request) == first)
        let measurer = self.measurer
        let concurrent = await withTaskGroup(of: TextMetrics.self) { group in
            for _ in 0..<8 { group.addTask { measurer.measure(request) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(concurrent.allSatisfy { $0 == first })
    }

    @Test("bold is wider than regular")
    func bold() {
        #expect(measure("Hello world", font: .boldSystemFont(ofSize: 17)).size.width
                > measure("Hello world", font: .systemFont(ofSize: 17)).size.width)
    }

    @Test("the monospaced font gives every character the same advance")
    func monospaced() {
        let font = Font.monospacedSystemFont(ofSize: 13, weight: .regular)
        let one = measure("a", font: font).size.width
        #expect(abs(measure("iiii", font: font).size.width - 4 * one) < 0.01)
        #expect(abs(measure("MMMM", font: font).size.width - 4 * one) < 0.01)
        #expect(measure("iiii").size.width < measure("MMMM").size.width, "the system font is proportional")
    }

    @Test("a missing family is reported once and measured with the default family")
    func missingFamily() throws {
        let fonts = try Fixtures.fonts()
        let measurer = PangoTextMeasurer(fonts: fonts)
        let request = TextMeasureRequest(text: "Hello", font: Font(family: "Helvetica", size: 17), maxWidth: nil,
                                         numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        let metrics = measurer.measure(request)
        _ = measurer.measure(request)
        #expect(fonts.warnings == ["font family 'Helvetica' is not available; using the system font (Inter)"])
        #expect(metrics == measure("Hello"))
    }

    @Test("empty text and unusable font sizes measure as empty", arguments: [("", 17.0), ("Hi", 0.0), ("Hi", -3), ("Hi", .nan)])
    func empty(text: String, size: Double) {
        #expect(measure(text, font: .systemFont(ofSize: CGFloat(size))) == .empty)
    }

    @Test("italic text is measured (with a slanted upright face)")
    func italic() {
        let italic = measure("Hello", font: .italicSystemFont(ofSize: 17))
        #expect(italic.size.width > 38 && italic.lineCount == 1)
    }
}
