import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Enums with cases, raw values and associated values, their members, and `CaseIterable`.
@Suite struct EnumsTests {
    static let declarations = """
        enum Tab: Int, CaseIterable {
            case home, search = 5, profile
            var title: String {
                switch self {
                case .home: return "Home"
                case .search: return "Search"
                case .profile: return "Me"
                }
            }
        }
        enum Side: String { case left, right = "R" }
        enum Layout {
            case fixed(CGFloat)
            case inset(top: CGFloat, sides: CGFloat = 8)
            case fill
            static let standard = Layout.fixed(44)
            func height(in total: CGFloat) -> CGFloat {
                switch self {
                case .fixed(let h): return h
                case let .inset(top, sides): return total - top - sides
                case .fill: return total
                }
            }
        }
        """

    @Test func casesRawValuesAndMembers() {
        let statements = Self.declarations + """

            let tab: Tab = .profile
            let found = Tab(rawValue: 5)
            let missing = Tab(rawValue: 2)
            """
        #expect(evaluated(statements, "[tab.rawValue, Tab.allCases.count, found?.rawValue ?? -1, missing?.rawValue ?? -1]")
            == "[6, 3, 5, -1]")
        #expect(evaluated(statements, "tab.title + Side.left.rawValue + Side.right.rawValue + \"\\(Tab.home)\"") == "MeleftRhome")
        #expect(evaluated(statements, "tab == .profile && tab != Tab.home") == "true")
    }

    @Test func associatedValues() {
        let statements = Self.declarations + """

            let layouts: [Layout] = [.fixed(20), .inset(top: 10), .fill, Layout.standard]
            let heights = layouts.map { $0.height(in: 100) }
            """
        #expect(evaluated(statements, "heights") == "[20.0, 82.0, 100.0, 44.0]")
        #expect(evaluated(statements, "\"\\(layouts[1])\"") == "inset(top: 10.0, sides: 8.0)")
    }

    @Test func misuseIsAnErrorAtItsPosition() {
        #expect(headline(Self.declarations + "\nlet t: Tab = .settings")
            == "scene.swiftlay:25:14: error: type 'Tab' has no member 'settings'")
        #expect(headline("enum E: String { case a = 1 }")
            == "scene.swiftlay:1:27: error: cannot convert value of type 'Int' to specified type 'String'")
        #expect(headline("enum E { case a }\nlet e = E()")
            == "scene.swiftlay:2:9: error: 'E' cannot be constructed because it has no accessible initializers")
    }
}
