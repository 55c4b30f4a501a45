import Foundation
import LayoutEngine
@testable import LayoutScene
@testable import LayoutScript
import Testing

/// `tabBarItem.badgeValue` and `badgeColor` in a scene: the badge is laid out and drawn, without warnings.
@Suite struct TabBarBadgeScenesTests {
    @Test func aControllersBadgeShowsOnItsTab() throws {
        guard let (scene, result) = layOut("""
            final class Inbox: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarItem.badgeValue = "\\(2 + 3)"
                    tabBarItem.badgeColor = UIColor.systemOrange
                }
            }
            let inbox = Inbox()
            inbox.title = "Inbox"
            let root = UITabBarController()
            root.viewControllers = [inbox, UIViewController()]
            let canvas = Canvas(hosting: root, width: 390, height: 844)
            """) else { return }
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("view.tabBar.items[0].badge", in: result), 97.5 + 6, 2, 18, 18)
        #expect(frame("view.tabBar.items[1].badge", in: result) == nil)
        let tabs = try #require(scene.canvas.subviews.first?.owningViewController as? TabBarController)
        #expect(tabs.viewControllers?.first?.tabBarItem.badgeColor == .systemOrange)
    }
}
