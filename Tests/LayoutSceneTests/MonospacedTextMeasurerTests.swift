import Foundation
@testable import LayoutScene
import Testing

/// The deterministic stand-in measurer: 0.5 em per character, 1.2 em per line, baseline 0.9 em down.
@Suite struct MonospacedTextMeasurerTests {
    let measurer = MonospacedTextMeasurer()
    let font = Font.systemFont(ofSize: 10)

    private func measure(_ text: String, maxWidth: CGFloat? = nil, lines: Int = 0,
                         mode: LineBreakMode = .byWordWrapping) -> TextMetrics {
        measurer.measure(TextMeasureRequest(text: text, font: font, maxWidth: maxWidth, numberOfLines: lines,
                                            lineBreakMode: mode))
    }

    @Test func singleLineIsFiveUnitsPerCharacter() {
        let metrics = measure("abcd", lines: 1)
        #expect(metrics.size == CGSize(width: 20, height: 12))
        #expect(metrics.firstBaseline == 9)
        #expect(metrics.lastBaseline == 9)
        #expect(metrics.lines == [TextLine(text: "abcd", width: 20, baseline: 9)])
    }

    @Test func wordsWrapAtTheWidth() {
        let metrics = measure("hello world again", maxWidth: 50)
        #expect(metrics.lines.map(\.text) == ["hello", "world", "again"])
        #expect(metrics.lines.map(\.baseline) == [9, 21, 33])
        #expect(metrics.size == CGSize(width: 25, height: 36))
        #expect(metrics.lastBaseline == 33)
        #expect(metrics.lineCount == 3)
    }

    @Test func longWordsBreakAnywhere() {
        #expect(measure("abcdefghijkl", maxWidth: 25).lines.map(\.text) == ["abcde", "fghij", "kl"])
    }

    @Test func characterWrappingIgnoresSpaces() {
        #expect(measure("ab cd ef", maxWidth: 15, mode: .byCharWrapping).lines.map(\.text) == ["ab ", "cd ", "ef"])
    }

    @Test func lineLimitKeepsTheFirstLines() {
        let metrics = measure("one two three four", maxWidth: 25, lines: 2)
        #expect(metrics.lines.map(\.text) == ["one", "two"])
        #expect(metrics.size.height == 24)
    }

    @Test func singleLineJoinsParagraphsAndClipsToTheWidth() {
        let metrics = measure("ab\ncd", maxWidth: 12, lines: 1)
        #expect(metrics.lines == [TextLine(text: "ab cd", width: 12, baseline: 9)])
        #expect(metrics.size.width == 12)
    }

    @Test func newlinesStartParagraphs() {
        #expect(measure("ab\ncd").lines.map(\.text) == ["ab", "cd"])
    }

    @Test func absurdSizesDoNotTrap() {
        let tiny = measurer.measure(TextMeasureRequest(text: "a b", font: .systemFont(ofSize: 1e-300), maxWidth: 1e300,
                                                       numberOfLines: 0, lineBreakMode: .byWordWrapping))
        #expect(tiny.lines.map(\.text) == ["a b"])
        let unbounded = measure("a b", maxWidth: .infinity)
        #expect(unbounded.lines.map(\.text) == ["a b"])
        let negative = measure("ab", maxWidth: -5)
        #expect(negative.lines.map(\.text) == ["a", "b"])
        #expect(negative.size.width == 0)
    }

    @Test func emptyTextHasNoSize() {
        #expect(measure("") == .empty)
    }
}
