import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Enums and structs holding only static members, and static members of scene classes.
@Suite struct NamespacesAndStaticsTests {
    @Test func staticConstantsAndFunctions() {
        let statements = """
            enum Metrics {
                static let inset: CGFloat = 16
                static let double = inset * 2
                static func scaled(_ value: CGFloat) -> CGFloat { value * 1.5 }
                enum Fonts {
                    static let title = UIFont.systemFont(ofSize: 20)
                }
            }
            struct Palette {
                static var accent: UIColor = .systemBlue
            }
            Palette.accent = .systemRed
            """
        #expect(evaluated(statements, "Metrics.double + Metrics.scaled(2)") == "35.0")
        #expect(evaluated(statements, "Metrics.Fonts.title.pointSize") == "20.0")
        #expect(evaluated(statements, "Palette.accent == .systemRed") == "true")
    }

    @Test func classStaticsAndSelf() {
        let statements = """
            class Card: UIView {
                static let radius: CGFloat = 12
                static func make() -> Card {
                    let card = Card()
                    card.layer.cornerRadius = Self.radius
                    return card
                }
            }
            """
        #expect(evaluated(statements, "Card.make().layer.cornerRadius") == "12.0")
    }

    @Test func subclassesInheritStaticMembersAndShareStoredOnes() {
        let statements = """
            class BaseCell: UIView {
                static var created = 0
                class var height: CGFloat { 44 }
                static func describe() -> String { "\\(String(describing: self)) \\(height)" }
            }
            final class TallCell: BaseCell {
                override class var height: CGFloat { 88 }
            }
            TallCell.created += 2
            BaseCell.created += 1
            """
        #expect(evaluated(statements, "[TallCell.describe(), BaseCell.describe(), \"\\(TallCell.created)\"]")
            == "[\"TallCell 88.0\", \"BaseCell 44.0\", \"3\"]")
    }

    @Test func errors() {
        #expect(headline("enum Metrics {\n    static let a = b\n    static let b = a\n}\nlet x = Metrics.a") == "scene.swiftlay:3:20: error: static property 'a' is used while it is being initialized")
        #expect(headline("enum Metrics {\n    static let a = 1\n}\nMetrics.a = 2") == "scene.swiftlay:4:9: error: cannot assign to property: 'a' is a 'let' constant")
        #expect(headline("enum Metrics {}\nlet m = Metrics()") == "scene.swiftlay:2:9: error: 'Metrics' cannot be constructed because it has no accessible initializers")
    }
}
