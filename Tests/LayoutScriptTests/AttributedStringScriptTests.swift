import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// `NSAttributedString`, `NSMutableAttributedString`, their keys in the Swift 3, 4 and 4.2+ spellings,
/// `NSMutableParagraphStyle`, `NSRange` and `NSString` in scenes; a label's `attributedText` measured with its runs;
/// text measured in scene code through the engine's measurer.
@Suite struct AttributedStringScriptTests {
    private func load(_ source: String) throws -> LoadedScene {
        try SceneScript.load(source: source, fileName: "scene.swiftlay", defaultSize: testSize, assets: nil,
                             fitting: EngineLayoutFitting(measurer: MonospacedTextMeasurer()))
    }

    private func label(_ scene: LoadedScene) throws -> Label {
        try #require(scene.canvas.subviews.compactMap { $0 as? Label }.first)
    }

    @Test func runsAreBuiltByTheMutableStringsMethods() throws {
        let scene = try load("""
            let title = UILabel()
            view.addSubview(title)
            let text = NSMutableAttributedString(string: "Hello world", attributes: [.font: UIFont.systemFont(ofSize: 10)])
            text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 5))
            text.addAttributes([.font: UIFont.boldSystemFont(ofSize: 20), .kern: 2],
                               range: (text.string as NSString).range(of: "world"))
            text.append(NSAttributedString(string: "!"))
            text.removeAttribute(.kern, range: NSMakeRange(10, 1))
            title.attributedText = text
            text.append(NSAttributedString(string: " later"))
            title.tag = text.length
            """)
        let title = try label(scene)
        let shown = try #require(title.attributedText)
        #expect(shown.string == "Hello world!", "the label keeps a copy")
        #expect(title.text == "Hello world!")
        #expect(title.tag == 18)
        #expect(shown.runs.map(\.range) == [0..<5, 5..<6, 6..<10, 10..<11, 11..<12])
        #expect(shown.runs[0].attributes.foregroundColor == .red)
        #expect(shown.runs[0].attributes.font == .systemFont(ofSize: 10))
        #expect(shown.runs[2].attributes.font == .boldSystemFont(ofSize: 20) && shown.runs[2].attributes.kern == 2)
        #expect(shown.runs[3].attributes.kern == nil && shown.runs[3].attributes.font == .boldSystemFont(ofSize: 20))
        #expect(shown.runs[4].attributes == TextAttributes())
    }

    @Test func aLabelsIntrinsicSizeIsMeasuredWithItsRuns() throws {
        let scene = try load("""
            let title = UILabel()
            title.font = .systemFont(ofSize: 10)
            view.addSubview(title)
            let text = NSMutableAttributedString(string: "abcd")
            text.addAttribute(.font, value: UIFont.systemFont(ofSize: 20), range: NSRange(location: 2, length: 2))
            title.attributedText = text
            title.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            let plain = UILabel()
            plain.font = .systemFont(ofSize: 10)
            plain.text = "abcd"
            view.addSubview(plain)
            plain.snp.makeConstraints { make in make.bottom.left.equalToSuperview() }
            """)
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(frame("title", in: result), 0, 0, 30, 24)   // 2 × 5 + 2 × 10 wide, 1.2 × 20 tall
        expectFrame(frame("plain", in: result), 0, 655, 20, 12)
    }

    @Test func kernAndLineSpacingChangeTheSize() throws {
        let scene = try load("""
            let title = UILabel()
            title.font = .systemFont(ofSize: 10)
            title.numberOfLines = 0
            view.addSubview(title)
            let style = NSMutableParagraphStyle()
            style.lineSpacing = 6
            style.alignment = .center
            title.attributedText = NSAttributedString(string: "ab\\ncd", attributes: [.kern: 1.5, .paragraphStyle: style])
            title.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            """)
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(frame("title", in: result), 0, 0, 13, 30)   // 2 × (5 + 1.5) wide; 12 + 6 + 12 tall
        #expect(try label(scene).effectiveTextAlignment == .center)
    }

    @Test func settingTextReplacesTheAttributedText() throws {
        let scene = try load("""
            let title = UILabel()
            view.addSubview(title)
            title.attributedText = NSAttributedString(string: "Styled", attributes: [.kern: 4])
            let before = title.text ?? ""
            title.text = "Plain"
            title.font = .systemFont(ofSize: 11)
            let copy = NSMutableAttributedString(attributedString: title.attributedText!)
            copy.addAttribute(.kern, value: 1, range: NSRange(location: 0, length: 1))
            let note = UILabel()
            view.addSubview(note)
            note.attributedText = copy
            let check = UILabel()
            view.addSubview(check)
            check.text = before + " " + (title.attributedText?.string ?? "nil") + " \\(note.attributedText!.length)"
            """)
        let title = try label(scene)
        #expect(title.attributedText == nil && title.text == "Plain")
        #expect((scene.canvas.subviews.last as? Label)?.text == "Styled Plain 5")
        let note = try #require(scene.canvas.subviews.dropLast().last as? Label)
        let runs = try #require(note.attributedText?.runs)
        #expect(runs.map(\.attributes.font) == [Font.systemFont(ofSize: 11), Font.systemFont(ofSize: 11)],
                "the plain label's attributed text reads back in its font")
        #expect(runs.map(\.attributes.kern) == [1, nil])
    }

    @Test func swift3And4SpellingsNameTheSameKeys() throws {
        let scene = try load("""
            let title = UILabel()
            view.addSubview(title)
            let swift3: [String: Any] = [NSFontAttributeName: UIFont.systemFont(ofSize: 30), NSKernAttributeName: 1]
            let text = NSMutableAttributedString(string: "abc", attributes: swift3)
            text.addAttribute(NSAttributedStringKey.foregroundColor, value: UIColor.blue, range: NSMakeRange(0, 1))
            text.addAttribute(NSAttributedString.Key(rawValue: "NSUnderline"), value: NSUnderlineStyle.styleSingle.rawValue,
                              range: NSRange(location: 1, length: 1))
            text.addAttribute(NSStrikethroughStyleAttributeName, value: NSUnderlineStyle.double.rawValue,
                              range: NSRange(location: 2, length: 1))
            title.attributedText = text
            let note = UILabel()
            view.addSubview(note)
            note.text = NSAttributedString.Key.font.rawValue
            """)
        let title = try label(scene)
        #expect(scene.warnings.isEmpty)
        #expect((scene.canvas.subviews.last as? Label)?.text == "NSFont")
        let runs = try #require(title.attributedText?.runs)
        #expect(runs.map(\.attributes.font) == Array(repeating: .systemFont(ofSize: 30), count: 3))
        #expect(runs.map(\.attributes.kern) == [1, 1, 1])
        #expect(runs.map(\.attributes.foregroundColor) == [.blue, nil, nil])
        #expect(runs.map(\.attributes.underlineStyle) == [nil, 1, nil])
        #expect(runs.map(\.attributes.strikethroughStyle) == [nil, nil, 9])
    }

    @Test func anEmptyTypedDictionaryGivesItsKeysTheirType() {
        #expect(evaluated("""
            var attributes = [NSAttributedString.Key: Any]()
            attributes[.font] = UIFont.systemFont(ofSize: 9)
            attributes[.kern] = 2
            var names = [String: Any]()
            names["a"] = 1
            let text = NSAttributedString(string: "x", attributes: attributes)
            let zero = 0 as CGFloat
            """, #""\(attributes.count) \(names.count) \(zero)""#) == "2 1 0.0")
    }

    @Test func attributesLayoutvizDoesNotLayOutAreWarnedAtTheirCall() throws {
        let scene = try load("""
            let text = NSMutableAttributedString(string: "abc")
            text.addAttribute(.link, value: "https://example.com", range: NSRange(location: 0, length: 1))
            text.addAttribute(.expansion, value: 0.5, range: NSRange(location: 0, length: 1))
            text.addAttributes([NSAttributedString.Key("AppHighlight"): true], range: NSRange(location: 0, length: 1))
            text.addAttribute(.font, value: UIColor.red, range: NSRange(location: 0, length: 1))
            let style = NSMutableParagraphStyle()
            style.headIndent = 12
            let styled = NSAttributedString(string: "x", attributes: [.paragraphStyle: style])
            view.backgroundColor = .white
            """)
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:3:6: warning: attribute '.expansion' is not laid out by layoutviz; ignored",
            "scene.swiftlay:4:6: warning: attribute 'AppHighlight' is not one UIKit draws; ignored",
            "scene.swiftlay:5:6: warning: value of type 'UIColor' for attribute '.font' is not a UIFont; ignored",
            "scene.swiftlay:8:14: warning: paragraph style's 'headIndent' is not laid out by layoutviz; ignored",
        ])
    }

    @Test func aRangePastTheEndIsFoundationsException() {
        let error = loadError("""
            let text = NSMutableAttributedString(string: "abc")
            text.addAttribute(.kern, value: 1, range: NSRange(location: 2, length: 5))
            """)
        #expect(error?.diagnostics.first?.headline == "scene.swiftlay:2:6: error: range {2, 5} is out of bounds of an "
                    + "attributed string of length 3 (Foundation raises NSRangeException)")
    }

    @Test func nsStringMembers() {
        #expect(evaluated("""
            let text = "Terms of Use"
            let found = (text as NSString).range(of: "of")
            let missing = NSString(string: text).range(of: "zz")
            let length = ("né" as NSString).length
            """, #""\(found.location) \(found.length) \(missing.location == NSNotFound) \(length)""#) == "6 2 true 2")
    }

    @Test func boundingRectAndSizeAreTheMeasurersNumbers() throws {
        let scene = try load("""
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10)]
            let wrapped = "abcd efgh".boundingRect(with: CGSize(width: 25, height: 1000), options: [.usesLineFragmentOrigin,
                                                   .usesFontLeading], attributes: attributes, context: nil)
            let line = NSString(string: "abcd efgh").boundingRect(with: CGSize(width: 25, height: 1000), options: [],
                                                                  attributes: attributes, context: nil)
            let size = "abc".size(withAttributes: [NSFontAttributeName: UIFont.systemFont(ofSize: 10)])
            let noFont = "abc".size(withAttributes: nil)
            let attributed = NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 20), .kern: 1])
            let attributedSize = attributed.size()
            let attributedRect = attributed.boundingRect(with: CGSize(width: 100, height: 100),
                                                         options: .usesLineFragmentOrigin, context: nil)
            let box = UIView()
            box.frame = wrapped
            let other = UIView()
            other.frame = line
            let third = UIView()
            third.frame = CGRect(origin: .zero, size: size)
            let fourth = UIView()
            fourth.frame = CGRect(origin: .zero, size: noFont)
            let fifth = UIView()
            fifth.frame = CGRect(origin: CGPoint(x: attributedSize.width, y: attributedSize.height), size: attributedRect.size)
            for item in [box, other, third, fourth, fifth] { view.addSubview(item) }
            """)
        let frames = scene.canvas.subviews.map(\.frame)
        #expect(frames.count == 5)
        expectFrame(frames.first, 0, 0, 20, 24)         // two lines of 4 × 5 at 10 pt
        expectFrame(frames.dropFirst().first, 0, -9, 45, 12)   // one line, from its baseline
        expectFrame(frames.dropFirst(2).first, 0, 0, 15, 12)
        expectFrame(frames.dropFirst(3).first, 0, 0, 18, 14.4)   // Foundation's 12 pt default font
        expectFrame(frames.dropFirst(4).first, 22, 24, 22, 24)   // 2 × (10 + 1) at 20 pt
    }

    @Test func aBoundingRectRoundedUpIsTheSameLabelsIntrinsicSize() throws {
        let scene = try load("""
            let text = NSAttributedString(string: "abc", attributes: [.font: UIFont.systemFont(ofSize: 11)])
            let rect = text.boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin,
                                         context: nil)
            let title = UILabel()
            title.attributedText = text
            view.addSubview(title)
            title.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            let box = UIView()
            box.frame = rect
            view.addSubview(box)
            """)
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(scene.canvas.subviews.last?.frame, 0, 0, 16.5, 13.2)
        expectFrame(frame("title", in: result), 0, 0, 17, 14)
    }

    @Test func buttonsFieldsAndTextViewsTakeAttributedText() throws {
        let scene = try load("""
            let button = UIButton(type: .custom)
            button.setTitle("Plain title", for: .normal)
            button.setAttributedTitle(NSAttributedString(string: "Go", attributes: [.font: UIFont.systemFont(ofSize: 20)]),
                                      for: .normal)
            view.addSubview(button)
            button.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            let field = UITextField()
            field.attributedPlaceholder = NSAttributedString(string: "abc", attributes: [.kern: 2])
            view.addSubview(field)
            field.snp.makeConstraints { make in make.top.equalToSuperview().offset(100); make.left.equalToSuperview() }
            let notes = UITextView()
            notes.isScrollEnabled = false
            notes.attributedText = NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10)])
            view.addSubview(notes)
            notes.snp.makeConstraints { make in make.top.equalToSuperview().offset(200); make.left.equalToSuperview() }
            let note = UILabel()
            note.text = (button.currentAttributedTitle?.string ?? "") + " " + (button.currentTitle ?? "") + " "
                + (field.placeholder ?? "") + " " + (notes.text ?? "")
            view.addSubview(note)
            """)
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(frame("button", in: result), 0, 0, 30, 36)   // "Go" at 20 pt: 20 × 24, 30 wide at least, 6 above and below
        expectFrame(frame("field", in: result), 0, 100, 32, 21)   // 3 × (8.5 + 2) = 31.5 wide, 20.4 tall, rounded up
        expectFrame(frame("notes", in: result), 0, 200, 20, 28)   // 10 + 2 × 5 padding, 12 + 2 × 8 insets
        #expect((scene.canvas.subviews.last as? Label)?.text == "Go Plain title abc ab")
    }

    @Test func measuringTextWithoutAnEngineIsAClearError() {
        let error = loadError(#"let size = "abc".size(withAttributes: nil)"#)
        #expect(error?.diagnostics.first?.message == "measuring text needs the layout engine's text measurer: load the "
                    + "scene with a LayoutFitting that has one (such as EngineLayoutFitting), as layoutviz does")
    }
}
