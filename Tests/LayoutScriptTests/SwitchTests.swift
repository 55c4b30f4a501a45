import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `switch` with several patterns per case, `where`, bindings, ranges, tuples, casts, `default` and `fallthrough`;
/// `if case` and `guard case`.
@Suite struct SwitchTests {
    @Test func valuesRangesAndWhere() {
        let statements = """
            func size(_ n: Int) -> String {
                switch n {
                case 0: return "zero"
                case 1, 2, 3: return "few"
                case 4..<10: return "some"
                case let x where x % 2 == 0: return "even \\(x)"
                default: return "odd"
                }
            }
            func width(_ w: CGFloat) -> String {
                switch w {
                case 0...320: return "compact"
                case 320.5...414: return "regular"
                default: return "wide"
                }
            }
            """
        #expect(evaluated(statements, "[size(0), size(2), size(7), size(12), size(13), width(375), width(1024)]")
            == "[\"zero\", \"few\", \"some\", \"even 12\", \"odd\", \"regular\", \"wide\"]")
    }

    @Test func tuplesCastsOptionalsAndFallthrough() {
        let statements = """
            var log: [String] = []
            let views: [UIView] = [UILabel(), UIScrollView(), UIView()]
            for v in views {
                switch v {
                case let label as UILabel: log.append("label \\(label.numberOfLines)")
                case is UIScrollView: log.append("scroll")
                default: log.append("view")
                }
            }
            switch (1, "a") {
            case (0, _): log.append("no")
            case (let n, "a"):
                log.append("one \\(n)")
                fallthrough
            case (_, "b"): log.append("fell")
            default: break
            }
            let maybe: Int? = 4
            switch maybe {
            case .none: log.append("none")
            case let n?: log.append("some \\(n)")
            }
            if case 1...5 = maybe ?? 0 { log.append("in range") }
            func pick(_ value: Int?) -> Int {
                guard case let n? = value else { return -1 }
                return n
            }
            log.append("\\(pick(nil)) \\(pick(3))")
            """
        #expect(evaluated(statements, "log") == "[\"label 1\", \"scroll\", \"view\", \"one 1\", \"fell\", \"some 4\", \"in range\", \"-1 3\"]")
    }

    @Test func enumPatternsInIfCase() {
        let statements = """
            enum State { case loading, loaded(count: Int), failed(String) }
            var text = ""
            for state in [State.loading, .loaded(count: 3), .failed("x")] {
                if case .loaded(let count) = state, count > 2 { text += "many" }
                if case let .failed(reason) = state { text += reason }
                switch state {
                case .loading, .failed: text += "-"
                case .loaded: break
                }
            }
            """
        #expect(evaluated(statements, "text") == "-manyx-")
    }

    @Test func noMatchingCaseIsAnError() {
        #expect(headline("let n = 5\nswitch n {\ncase 1: break\n}")
            == "scene.swiftlay:2:1: error: no case of the 'switch' matches '5'; Swift requires a switch to be exhaustive (add a 'default')")
        #expect(headline("enum E { case a }\nlet e = E.a\nswitch e {\ncase .b: break\ndefault: break\n}")
            == "scene.swiftlay:4:6: error: enum case 'b' not found in type 'E'; did you mean 'a'?")
        #expect(headline("for i in 0..<2 { fallthrough }")
            == "scene.swiftlay:1:18: error: 'fallthrough' is only allowed inside a switch")
    }

    @Test func switchExpressionsGiveTheMatchingCasesValue() {
        let declarations = """
            enum Tab { case active, past }
            final class Pill: UIView {
                let tab: Tab
                init(tab: Tab) { self.tab = tab; super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
                var title: String {
                    switch tab {
                    case .active: "Active"
                    case .past: "Past"
                    }
                }
                func tint(_ dark: Bool) -> UIColor {
                    switch (tab, dark) {
                    case (.active, true): .white
                    case (.active, false): .black
                    default: .gray
                    }
                }
            }
            let count = 3
            let size: CGFloat = switch count { case 0: 10 case 1...4: 20 default: 30 }
            let pill = Pill(tab: .past)
            let image: UIImage? = switch pill.tab { case .active: UIImage() case .past: nil }
            """
        #expect(evaluated(declarations, #"[Pill(tab: .active).title, pill.title, "\(size)", "\(image == nil)", "\(pill.tint(true) == .gray)"].joined(separator: " ")"#)
            == "Active Past 20.0 true true")
    }

    @Test func aSwitchExpressionOverAnUnknownValueTakesTheFirstCase() throws {
        let scene = try #require(loadScene("""
            let label = UILabel()
            view.addSubview(label)
            label.text = switch Theme.current { case .dark: "dark" default: "light" }
            """))
        #expect(scene.skipped.unknownSymbols == ["Theme"])
        #expect((scene.canvas.subviews.first as? Label)?.text == "dark")
    }
}
