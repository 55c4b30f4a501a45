import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Protocols: declarations, conformance lists (also UIKit's protocols, which need nothing), protocol types in
/// annotations, `is`/`as?`, and protocol extension members as defaults.
@Suite struct ProtocolsTests {
    static let declarations = """
        protocol Styled: AnyObject {
            var accent: UIColor { get }
            func style()
        }
        protocol Reusable {}
        extension Reusable {
            static var reuseIdentifier: String { String(describing: self) }
        }
        extension Styled {
            var accent: UIColor { .red }
            func style() { (self as? UIView)?.backgroundColor = accent }
        }
        final class Badge: UILabel, Styled, Reusable, UITableViewDelegate {
            var accent: UIColor { .blue }
        }
        final class Chip: UIView, Styled {}
        class Plain: UIView {}
        """

    @Test func defaultsAndOwnMembers() {
        let statements = Self.declarations + """

            let badge = Badge(), chip = Chip()
            badge.style()
            chip.style()
            """
        #expect(evaluated(statements, "[badge.backgroundColor == .blue, chip.backgroundColor == .red]") == "[true, true]")
        #expect(evaluated(statements, "Badge.reuseIdentifier") == "Badge")
    }

    @Test func protocolTypesHoldConformingValues() {
        let statements = Self.declarations + """

            var items: [Styled] = [Badge(), Chip()]
            let first: Styled = items[1]
            let checks = [Badge() is Styled, Plain() is Styled, (Plain() as? Styled) == nil]
            """
        #expect(evaluated(statements, "checks") == "[true, false, true]")
        #expect(headline(Self.declarations + "\nlet s: Styled = Plain()")
            == "scene.swiftlay:18:17: error: cannot convert value of type 'Plain' to specified type 'Styled'")
    }

    @Test func extensionsAddConformances() {
        let statements = """
            protocol Titled { var title: String { get } }
            extension Titled { func heading() -> String { title.uppercased() } }
            extension UILabel: Titled { var title: String { text ?? "" } }
            let label = UILabel()
            label.text = "hi"
            """
        #expect(evaluated(statements, "label.heading()") == "HI")
    }
}
