import Foundation
@testable import LayoutEngine
@testable import LayoutScene
import Testing

/// A tab bar item's badge: a capsule at the top right of its image, as wide as its text plus padding but never
/// narrower than tall (measured with the monospaced measurer: 13 pt text is 6.5 pt per character), in the item's
/// badge colour or system red, added and removed with the badge value.
@Suite struct TabBarBadgeTests {
    @Test func badgesSitAtTheImagesTopRightAndFitTheirText() throws {
        let chats = ViewController(), calls = ViewController(), settings = ViewController()
        chats.tabBarItem.badgeValue = "3"
        calls.tabBarItem.badgeValue = "128"
        calls.tabBarItem.badgeColor = .systemBlue
        settings.tabBarItem.badgeValue = ""
        let tabs = TabBarController()
        tabs.viewControllers = [chats, calls, settings]
        let canvas = Canvas(hosting: tabs, width: 390, height: 844)
        let result = canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(result.diagnostics.isEmpty)
        let items = tabs.tabBar.subviews.compactMap { $0 as? TabBarButton }
        let badges = try items.map { try #require($0.badge) }
        // the image square is 30 wide, centred in a 130-wide item: its centre at 65, the badge 6 to the right of it
        expectFrame(badges[0].frame, 71, 2, 18, 18)
        expectFrame(badges[1].frame, 71, 2, 30, 18)
        expectFrame(badges[2].frame, 71, 2, 18, 18)
        #expect(badges.map(\.text) == ["3", "128", ""])
        #expect(badges.map(\.backgroundColor) == [.systemRed, .systemBlue, .systemRed])
        #expect(badges.allSatisfy { $0.textColor == .white && $0.layer.cornerRadius == 9 })
        #expect(badges[0].displayName == "view.tabBar.items[0].badge")
        #expect(items[0].subviews.last === badges[0], "drawn over the image and title")

        chats.tabBarItem.badgeValue = nil
        canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(items[0].badge == nil)
        #expect(!items[0].subviews.contains { $0 is TabBarBadge })
        chats.tabBarItem.badgeValue = "12"
        canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(items[0].badge?.frame, 71, 2, 23, 18)
    }
}
