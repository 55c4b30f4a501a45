import Foundation
import LayoutDiff
import LayoutEngine
import LayoutScene
import Testing

/// The frames snapshot text: one line per view in tree order, then the diagnostics.
@Suite struct FramesSnapshotFormatTests {
    /// A card with a bold title, a wrapped note and an unplaced badge, laid out with the monospaced measurer.
    static func cardLayout() -> (canvas: Canvas, result: LayoutResult, badgeLine: Int) {
        let canvas = Canvas(width: 375, height: 667)
        let card = View()
        card.name = "card"
        let title = Label()
        title.name = "title"
        title.text = "Ada Lovelace"
        title.font = .systemFont(ofSize: 22, weight: .bold)
        let note = Label()
        note.name = "side note"
        note.text = "Wrote the first program"
        note.numberOfLines = 0
        let badge = View()
        badge.name = "badge"
        canvas.addSubview(card)
        card.addSubview(title)
        card.addSubview(note)
        card.addSubview(badge)
        card.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(63)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        title.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview().inset(UIEdgeInsets(top: 12, left: 16, bottom: 0, right: 16))
        }
        note.snp.makeConstraints { make in
            make.top.equalTo(title.snp.bottom).offset(8)
            make.leading.equalTo(title)
            make.width.equalTo(100)
            make.bottom.equalToSuperview().inset(12)
        }
        let badgeLine = #line + 2 // the ambiguity points at the badge's first constraint
        badge.snp.makeConstraints { make in
            make.top.equalTo(4.5)
            make.size.equalTo(10)
        }
        return (canvas, canvas.layout(), badgeLine)
    }

    @Test func printsASmallLayoutExactly() {
        let (canvas, result, badgeLine) = Self.cardLayout()
        #expect(FramesSnapshot(canvas: canvas, result: result).text == """
            layoutviz frames v1
            canvas 375x667
            view root - 0 0 375 667
            view card root 16 63 343 121
            view title card 16 12 311 27 text "Ada Lovelace" lines=1 font="system 22.0 bold"
            view "side note" card 16 47 100 62 text "Wrote the first program" lines=3 first="Wrote the" \
            font="system 17.0 regular"
            view badge card -16 4.5 10 10 ambiguous=x
            diagnostic warning ambiguity LayoutDiffTests/FramesSnapshotFormatTests.swift:\(badgeLine):29 \
            "Ambiguous layout: UIView:badge x is not determined by its constraints"

            """)
    }

    @Test func numbersKeepTwoDecimalsWithoutTrailingZeros() {
        let view = ViewSnapshot(name: "v", parentName: "root",
                                frame: CGRect(x: 1.006, y: -0.004, width: 2.5, height: 1.0 / 3))
        let text = FramesSnapshot(canvasSize: CGSize(width: 320.25, height: 480), views: [view]).text
        #expect(text == "layoutviz frames v1\ncanvas 320.25x480\nview v root 1.01 0 2.5 0.33\n")
    }

    @Test func quotesAndEscapesWhatIsNotABareWord() {
        let views = [ViewSnapshot(name: "-", parentName: nil, frame: .zero),
                     ViewSnapshot(name: "say \"hi\"", parentName: "-", frame: .zero,
                                  text: LabelTextSummary(text: "a\\b\nc\t\u{1B}", lineCount: 2, firstLine: "a\\b",
                                                         font: "Fira Sans 12.0 regular"))]
        let diagnostic = LayoutDiagnostic(severity: .error, kind: .conflict, message: "Unable to satisfy\nconstraints",
                                          location: SourceLocation(file: "My Scene.swiftlay", line: 3))
        let text = FramesSnapshot(canvasSize: .zero, views: views, diagnostics: [diagnostic]).text
        let expected: [String] = [
            #"view "-" - 0 0 0 0"#,
            #"view "say \"hi\"" "-" 0 0 0 0 text "a\\b\nc\t\u{1B}" lines=2 first="a\\b" font="Fira Sans 12.0 regular""#,
            #"diagnostic error conflict "My Scene.swiftlay:3" "Unable to satisfy\nconstraints""#,
        ]
        #expect(text.split(separator: "\n").dropFirst(2).map(String.init) == expected)
    }

    @Test func labelsWithoutTextListTheirFont() {
        let canvas = Canvas(width: 100, height: 100)
        let empty = Label()
        empty.name = "empty"
        empty.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
        canvas.addSubview(empty)
        let text = FramesSnapshot(canvas: canvas, result: canvas.layout()).text
        #expect(text.contains(#"view empty root 0 0 50 20 text "" lines=0 font="system 17.0 regular""#))
    }
}
