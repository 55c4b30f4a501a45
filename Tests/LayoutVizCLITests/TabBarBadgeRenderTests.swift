import Foundation
import LayoutRender
import LayoutVizCLI
import Testing

/// `layoutviz render` draws a tab bar item's badge as UIKit does: a red capsule with white text over the top right
/// of the item's image.
@Suite struct TabBarBadgeRenderTests {
    let scratch = ScratchDirectory()

    @Test func aBadgeIsARedCapsuleWithWhiteText() throws {
        let scene = """
            let chats = UIViewController()
            chats.tabBarItem = UITabBarItem(title: "Chats", image: UIImage(systemName: "message"), tag: 0)
            chats.tabBarItem.badgeValue = "3"
            let calls = UIViewController()
            calls.tabBarItem.title = "Calls"
            let root = UITabBarController()
            root.viewControllers = [chats, calls, UIViewController()]
            let canvas = Canvas(hosting: root, width: 390, height: 300)
            """
        let output = scratch.path("tabs.png")
        let run = CapturedRun(["render", scratch.file("tabs.swiftlay", scene), "-o", output, "--guides", "none",
                               "--padding", "0"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.isEmpty)
        let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: output)))
        // the bar starts at 300 - 49; the first item's badge is at (71, 2) in it, 18 × 18 at least
        let red = RGBAPixel(red: 255, green: 59, blue: 48, alpha: 255)
        #expect(image.pixel(x: 73, y: 251 + 11) == red)
        #expect(image.pixel(x: 80, y: 251 + 3) == red)
        let inside = (253...269).flatMap { y in (72...88).map { x in image.pixel(x: x, y: y) } }
        #expect(inside.contains { $0.red > 240 && $0.green > 240 && $0.blue > 240 }, "the white '3'")
        #expect(image.pixel(x: 71 + 130, y: 251 + 11) != red, "the other items have no badge")
    }
}
