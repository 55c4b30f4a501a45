import Foundation
import LayoutScene
import Testing

/// ``AttributedText``'s runs as `NSMutableAttributedString` keeps them, a label's plain and attributed text, and
/// the monospaced measurer's rules for runs.
@Suite struct AttributedTextTests {
    private func font(_ size: CGFloat) -> TextAttributes {
        var attributes = TextAttributes()
        attributes.font = .systemFont(ofSize: size)
        return attributes
    }

    @Test func addingAttributesSplitsAndMergesRuns() {
        var text = AttributedText(string: "abcdef", attributes: font(10))
        var red = TextAttributes()
        red.foregroundColor = .red
        text.addAttributes(red, range: 2..<4)
        #expect(text.runs.map(\.range) == [0..<2, 2..<4, 4..<6])
        #expect(text.runs[1].attributes.font == .systemFont(ofSize: 10) && text.runs[1].attributes.foregroundColor == .red)
        text.addAttributes(red, range: 0..<6)
        #expect(text.runs.map(\.range) == [0..<6], "equal neighbours merge")
        text.setAttributes(TextAttributes(), range: 5..<9)
        #expect(text.runs.map(\.range) == [0..<5, 5..<6], "a range past the end is clamped")
        #expect(text.runs[1].attributes == TextAttributes())
    }

    @Test func appendingOffsetsTheRunsAndLengthCountsUTF16() {
        var text = AttributedText(string: "né", attributes: font(10))
        text.append(AttributedText(string: "😀", attributes: font(20)))
        #expect(text.length == 4)
        #expect(text.runs.map(\.range) == [0..<2, 2..<4])
        #expect(text.substring(2..<4) == "😀")
        #expect(text.contains(0..<4) && !text.contains(3..<5))
        #expect(AttributedText(string: "").runs.isEmpty)
    }

    @Test func aLabelFillsWhatTheRunsLeaveUnset() {
        let label = Label()
        label.font = .systemFont(ofSize: 14)
        label.textColor = .blue
        label.lineBreakMode = .byClipping
        var style = ParagraphStyle()
        style.lineBreakMode = .byCharWrapping
        var styled = TextAttributes()
        styled.paragraphStyle = style
        var text = AttributedText(string: "ab", attributes: styled)
        text.addAttributes(font(20), range: 1..<2)
        label.attributedText = text
        let request = label.measureRequest(maxWidth: 50)
        #expect(request.text == "ab" && request.lineBreakMode == .byCharWrapping)
        #expect(request.attributedText?.runs.map(\.attributes.font) == [.systemFont(ofSize: 14), .systemFont(ofSize: 20)])
        #expect(request.attributedText?.runs.map(\.attributes.foregroundColor) == [.blue, .blue])
        #expect(label.effectiveTextAlignment == .natural)
        label.text = "plain"
        #expect(label.attributedText == nil && label.measureRequest(maxWidth: nil).attributedText == nil)
    }

    @Test func aPlainLabelsRequestIsUnchanged() {
        let label = Label()
        label.text = "Hello"
        #expect(label.measureRequest(maxWidth: 80) == TextMeasureRequest(text: "Hello", font: .labelDefault, maxWidth: 80,
                                                                         numberOfLines: 1, lineBreakMode: .byTruncatingTail))
    }

    @Test func theMonospacedMeasurerSizesEachRun() {
        var text = AttributedText(string: "ab ", attributes: font(10))
        var big = font(20)
        big.kern = 1
        text.append(AttributedText(string: "cd", attributes: big))
        let request = TextMeasureRequest(attributedText: text, font: .systemFont(ofSize: 10), color: .black, maxWidth: 30,
                                         numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let metrics = MonospacedTextMeasurer().measure(request)
        #expect(metrics.lines.map(\.text) == ["ab", "cd"])
        #expect(metrics.lines.map(\.width) == [10, 22])
        #expect(metrics.size == CGSize(width: 22, height: 36))
        #expect(metrics.lines.map(\.baseline) == [9, 30])
        #expect(metrics.lines[1].runs == [TextLineRun(text: "cd", x: 0, width: 22,
                                                      attributes: request.attributedText!.runs[1].attributes)])
    }

    @Test func paragraphLineHeightsShapeTheMonospacedLines() {
        var style = ParagraphStyle()
        style.minimumLineHeight = 20
        style.lineSpacing = 4
        var attributes = font(10)
        attributes.paragraphStyle = style
        let request = TextMeasureRequest(attributedText: AttributedText(string: "a\nb", attributes: attributes),
                                         font: .systemFont(ofSize: 10), color: .black, maxWidth: nil, numberOfLines: 0,
                                         lineBreakMode: .byWordWrapping)
        let metrics = MonospacedTextMeasurer().measure(request)
        #expect(metrics.size.height == 44)
        #expect(metrics.lines.map(\.baseline) == [17, 41], "the extra height goes above the glyphs")
        #expect(style.ignoredMembers.isEmpty)
    }

    @Test func anAttributedTitleWinsOverThePlainOneAndTakesTheButtonsColour() {
        let button = Button(type: .custom)
        button.setTitle("Plain", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.setAttributedTitle(AttributedText(string: "Rich"), for: .normal)
        let content = button.measureTextContent(width: nil) { MonospacedTextMeasurer().measure($0) }
        #expect(content.texts.first?.lines.map(\.text) == ["Rich"])
        #expect(content.texts.first?.lines.first?.runs.first?.attributes.foregroundColor == .red)
        #expect(button.attributedTitle(for: .highlighted)?.string == "Rich", "other states fall back to normal's")
        #expect(button.currentTitle == "Plain")
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.measureTextContent(width: nil) { MonospacedTextMeasurer().measure($0) }.texts.first?.lines
            .map(\.text) == ["Plain"])
    }

    @Test func settingAFieldsPlainTextOrPlaceholderDropsTheAttributedOne() {
        let field = TextField()
        field.attributedText = AttributedText(string: "rich")
        field.attributedPlaceholder = AttributedText(string: "hint")
        #expect(field.text == "rich" && field.placeholder == "hint")
        field.text = "plain"
        field.placeholder = "other"
        #expect(field.attributedText == nil && field.attributedPlaceholder == nil)
        let notes = TextView()
        notes.attributedText = AttributedText(string: "notes")
        #expect(notes.text == "notes")
        notes.text = nil
        #expect(notes.attributedText == nil)
    }
}
