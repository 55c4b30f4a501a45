import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Extensions of the scene's classes and of UIKit and Swift types: methods, computed properties (with setters),
/// static members, convenience initializers, nested types.
@Suite struct ExtensionsTests {
    @Test func extensionsOfASceneClass() {
        let statements = """
            class Card: UIView {
                let inset: CGFloat = 8
            }
            extension Card {
                enum Metrics { static let corner: CGFloat = 12 }
                static let shared = 3
                var doubled: CGFloat { inset * 2 }
                func total(_ extra: CGFloat) -> CGFloat { doubled + extra + Metrics.corner }
                convenience init(tag: Int) {
                    self.init(frame: .zero)
                    self.tag = tag
                }
            }
            let card = Card(tag: 7)
            """
        #expect(evaluated(statements, "[card.total(1), CGFloat(card.tag), CGFloat(Card.shared), Card.Metrics.corner]")
            == "[29.0, 7.0, 3.0, 12.0]")
    }

    @Test func extensionsOfUIKitTypes() {
        let statements = """
            extension UIView {
                func addSubviews(_ views: UIView...) { views.forEach { addSubview($0) } }
                var cornerRounding: CGFloat {
                    get { layer.cornerRadius }
                    set { layer.cornerRadius = newValue }
                }
            }
            extension UIColor {
                static let brand = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
                static func gray(_ level: CGFloat) -> UIColor { UIColor(white: level, alpha: 1) }
            }
            extension UILabel {
                convenience init(text: String, lines: Int = 1) {
                    self.init()
                    self.text = text
                    numberOfLines = lines
                }
            }
            let card = UIView()
            let a = UILabel(text: "A", lines: 2), b = UILabel(text: "B")
            card.addSubviews(a, b)
            card.cornerRounding = 6
            card.backgroundColor = .brand
            b.textColor = .gray(0.5)
            """
        #expect(evaluated(statements, "[card.subviews.count, a.numberOfLines, b.numberOfLines, Int(card.layer.cornerRadius)]")
            == "[2, 2, 1, 6]")
        #expect(evaluated(statements, "card.backgroundColor == UIColor.brand && b.text == \"B\"") == "true")
    }

    @Test func extensionsOfSwiftTypes() {
        let statements = """
            extension String {
                var localized: String { self }
                func twice() -> String { self + self }
            }
            extension CGFloat { static let gutter: CGFloat = 20 }
            extension Int { var isEven: Bool { self % 2 == 0 } }
            let width: CGFloat = .gutter * 2
            """
        #expect(evaluated(statements, "\"ab\".localized.twice() + \"\\(width)\\(4.isEven)\"") == "abab40.0true")
    }

    @Test func bareCallsOfASwiftValuesOwnMethodsInItsExtensions() {
        let statements = """
            extension Array {
                var firstTwo: [Element] { Array(prefix(2)) }
                func hasAny() -> Bool { contains { _ in true } }
            }
            extension Set {
                func has(_ element: Element) -> Bool { contains(element) }
            }
            extension String {
                var shouted: String { uppercased() + (hasSuffix("!") ? "" : "!") }
            }
            let tags: Set = ["a"]
            """
        #expect(evaluated(statements, "[\"\\([1, 2, 3].firstTwo)\", \"\\([Int]().hasAny())\", \"\\(tags.has(\"a\"))\", \"hi\".shouted]")
            == "[\"[1, 2]\", \"false\", \"true\", \"HI!\"]")
    }

    @Test func extensionMisuseIsAnErrorAtItsPosition() {
        #expect(headline("class A: UIView {}\nextension A { var x = 1 }")
            == "scene.swiftlay:2:19: error: extensions must not contain stored properties")
        #expect(headline("class A: UIView {}\nextension A { init(x: Int) { super.init(frame: .zero) } }")
            == "scene.swiftlay:2:15: error: designated initializer cannot be declared in an extension of 'A'; did you mean this to be a convenience initializer?")
        #expect(headline("func f() {\n    extension UIView {}\n}")
            == "scene.swiftlay:2:5: error: declaration is only valid at file scope")
        #expect(headline("extension UILabel {\n    convenience init(x: Int) { }\n}\nlet l = UILabel(x: 1)")
            == "scene.swiftlay:2:17: error: 'self.init' isn't called on all paths before returning from initializer")
    }

    @Test func anExtensionOfAnUnknownTypeIsIgnoredWithAWarning() {
        let scene = loadScene("extension Reactive { func tap() {} }\nlet box = UIView()\nview.addSubview(box)")
        #expect(scene?.warnings.map(\.headline) == [
            "scene.swiftlay:1:11: warning: extension of 'Reactive' is ignored: the scene does not know this type",
        ])
    }

    @Test func aStaticBeingInitializedNamesUIKitsOwnOfTheSameName() {
        let statements = """
            extension UIColor {
                static let systemBackground = UIColor.systemBackground.withAlphaComponent(0.5)
            }
            let color = UIColor.systemBackground
            """
        #expect(evaluated(statements, "color == UIColor.systemBackground.withAlphaComponent(0.5)") == "true")
    }
}
