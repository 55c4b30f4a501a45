import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `#if` takes the iOS branch, `#available` holds, `#selector` is an opaque value, `#colorLiteral` is a colour,
/// attributes are accepted and change nothing.
@Suite struct CompilerDirectivesTests {
    @Test func conditionalCompilationTakesTheIOSBranch() {
        let statements = """
            var picked: [String] = []
            #if DEBUG
            picked.append("debug")
            #elseif os(iOS) && canImport(UIKit)
            picked.append("ios")
            #else
            picked.append("other")
            #endif
            #if !DEBUG || targetEnvironment(simulator)
            picked.append("release")
            #endif
            #if os(macOS)
            picked.append("mac")
            #endif
            """
        #expect(evaluated(statements, "picked") == "[\"ios\", \"release\"]")
    }

    @Test func conditionalCompilationAmongMembers() {
        let statements = """
            class Card: UIView {
                #if DEBUG
                let inset: CGFloat = 1
                #else
                let inset: CGFloat = 16
                #endif
            }
            """
        #expect(evaluated(statements, "Card().inset") == "16.0")
    }

    @Test func conditionalCompilationBetweenSwitchCases() {
        let statements = """
            enum Source { case local, remote, test }
            func name(_ source: Source) -> String {
                switch source {
                case .local: return "local"
                #if DEBUG
                case .test: return "test"
                #elseif os(iOS)
                case .remote: return "remote"
                #endif
                default: return "other"
                }
            }
            """
        #expect(evaluated(statements, "[name(.local), name(.remote), name(.test)]")
            == "[\"local\", \"remote\", \"other\"]")
    }

    @Test func availabilityHoldsAndUnavailabilityDoesNot() {
        let statements = """
            var text = ""
            if #available(iOS 15.0, *) { text += "a" } else { text += "b" }
            if #unavailable(iOS 13) { text += "c" }
            func f() -> String {
                guard #available(iOS 11, *) else { return "old" }
                return "new"
            }
            text += f()
            """
        #expect(evaluated(statements, "text") == "anew")
    }

    @Test func selectorsAreOpaqueValuesAndAttributesAreAccepted() {
        let statements = """
            @MainActor final class Screen: UIViewController {
                @IBOutlet weak var box: UIView?
                @objc private func tapped(_ sender: UIView) { }
                @available(iOS 13.0, *) @discardableResult func make() -> Int { 3 }
                var action: Selector { #selector(tapped(_:)) }
            }
            let screen = Screen()
            """
        #expect(evaluated(statements, "screen.action") == "#selector(tapped(_:))")
        #expect(loadScene("let s = #selector(f)\nlet t = s.count\nview.alpha = 1")?.warnings.first?.headline == "scene.swiftlay:2:11: warning: unknown symbol 'Selector.count': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped")
    }

    @Test func colorLiteralsAreColorsAndPoundLiterals() {
        let statements = """
            let c = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
            probe.backgroundColor = c
            """
        #expect(evaluated(statements, "probe.backgroundColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)") == "true")
        #expect(evaluated("", "#line + #column") == "0")
    }

    @Test func previewsAndWarningsAreIgnored() {
        let statements = """
            #warning("fix me")
            #Preview { UIView() }
            var x = 1
            """
        #expect(evaluated(statements, "x") == "1")
        #expect(loadError("#error(\"no\")")?.diagnostics.first?.headline == "scene.swiftlay:1:1: error: no")
    }

    @Test func dotSelfIsTheTypeOrTheValue() {
        #expect(evaluated("let t = UILabel.self\nlet l = t.init()", "l.text == nil") == "true")
        #expect(evaluated("let n = 4.self", "n") == "4")
    }

    @Test func anAppsOwnMacroIsAPlaceholder() throws {
        let source = """
            let title = UILabel()
            title.text = #localize("profile_title")
            view.addSubview(title)
            """
        let scene = try #require(loadScene(source))
        #expect((scene.canvas.subviews.first as? Label)?.text == "‹#localize(\"profile_title\")›")
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:2:15: warning: unknown symbol '#localize': not declared in the scene's files and not "
                + "UIKit API that layoutviz models; what uses it is skipped",
        ])
    }

    @Test func aLabelledInterpolationShowsItsValue() {
        #expect(evaluated("let line = 42", "\"[\\(line, privacy: .public)] \\(3, format: .fixed)\"")
                    == "[42] 3")
    }
}
