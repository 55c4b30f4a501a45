import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// UIKit's nested types by their bare names inside extensions and subclasses of their class, as Swift resolves them:
/// `Weight` in `extension UIFont`, `State` in a `UIControl` subclass (and through `UIButton`, which inherits it),
/// `NavigationDirection` in a `UIPageViewController` subclass (``UIKitMethodOverridesTests``); the scene class's own
/// nested type first.
@Suite struct EnclosingNestedTypesTests {
    @Test func anExtensionOfUIFontNamesWeightAndTextStyleBare() throws {
        let scene = try #require(loadScene("""
            extension UIFont {
                static func app(size: CGFloat, weight: Weight = .regular) -> UIFont {
                    return UIFont.systemFont(ofSize: size, weight: weight)
                }
                func describe(_ style: TextStyle) -> String {
                    let bold: Weight = .bold
                    return "\\(style == .headline) \\(bold == Weight.bold)"
                }
            }
            let title = UILabel()
            title.font = .app(size: 20, weight: .semibold)
            let body = UILabel()
            body.font = UIFont.app(size: 13)
            body.text = body.font.describe(.headline)
            view.addSubview(title)
            view.addSubview(body)
            """))
        #expect(scene.warnings.isEmpty)
        let labels = labels(in: scene.canvas)
        #expect(labels[0].font == Font.systemFont(ofSize: 20, weight: .semibold))
        #expect(labels[1].font == Font.systemFont(ofSize: 13))
        #expect(labels[1].text == "true true")
    }

    @Test func aControlSubclassNamesStateBareAndItsOwnNestedTypeComesFirst() throws {
        let scene = try #require(loadScene("""
            class Toggle: UIButton {
                var remembered: State = .normal
                func remember(_ state: State) -> Bool {
                    remembered = state
                    return State.selected == state
                }
            }
            class Badge: UIControl {
                enum State { case on, off }
                var shown: State = .on
            }
            let toggle = Toggle()
            let badge = Badge()
            let label = UILabel()
            label.text = "\\(toggle.remember(.selected)) \\(toggle.remembered == .selected) \\(badge.shown == .on)"
            view.addSubview(label)
            """))
        #expect(scene.warnings.isEmpty)
        #expect(labels(in: scene.canvas).first?.text == "true true true")
    }

    @Test func aNestedTypeOutsideItsClassStillNeedsItsClassName() throws {
        let scene = try #require(loadScene("""
            let weight: Weight = .bold
            view.backgroundColor = .white
            """))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:1:13: warning: unknown symbol 'Weight': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
    }
}
