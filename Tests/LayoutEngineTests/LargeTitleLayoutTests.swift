import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// A navigation bar that prefers large titles grows by the large title's height for items that allow it, shows the
/// title large at the leading edge under its items, and moves its controller's safe area down with it.
@Suite struct LargeTitleLayoutTests {
    private func laidOut(_ modes: [NavigationItem.LargeTitleDisplayMode], prefersLarge: Bool = true)
        -> (NavigationController, ViewController, LayoutResult) {
        let screens = modes.map { mode -> ViewController in
            let screen = ViewController()
            screen.title = "Inbox"
            screen.navigationItem.largeTitleDisplayMode = mode
            return screen
        }
        let navigation = NavigationController()
        navigation.setViewControllers(screens, animated: false)
        navigation.navigationBar.prefersLargeTitles = prefersLarge
        let canvas = Canvas(hosting: navigation, width: 390, height: 844)
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let result = canvas.layout(measuring: MonospacedTextMeasurer())
        return (navigation, screens[screens.count - 1], result)
    }

    @Test func theRootsTitleIsLargeUnderTheItemsAndTheSafeAreaFollowsTheTallerBar() throws {
        let (navigation, screen, _) = laidOut([.automatic])
        let bar = navigation.navigationBar
        expectFrame(bar.frame, 0, 47, 390, 96)
        #expect(bar.showsLargeTitle)
        #expect(bar.largeTitleLabel.superview === bar && bar.titleLabel.isHidden)
        #expect(bar.largeTitleLabel.text == "Inbox")
        #expect(bar.largeTitleLabel.font == ContainerEstimates.largeTitleFont)
        let title = bar.largeTitleLabel.frame
        expectFrame(title, 16, 96 - 8 - title.height, title.width, title.height)
        #expect(abs(screen.view.safeAreaInsets.top - (47 + 96)) < 1e-6)
    }

    @Test func neverAndAPushedNeverKeepTheStandardBar() {
        for modes in [[NavigationItem.LargeTitleDisplayMode.never], [.automatic, .never], [.never, .automatic]] {
            let (navigation, screen, _) = laidOut(modes)
            expectFrame(navigation.navigationBar.frame, 0, 47, 390, 44)
            #expect(!navigation.navigationBar.titleLabel.isHidden)
            #expect(navigation.navigationBar.largeTitleLabel.superview == nil)
            #expect(abs(screen.view.safeAreaInsets.top - (47 + 44)) < 1e-6)
        }
    }

    @Test func alwaysAndAPushedAutomaticAfterTheRootAreLarge() {
        for modes in [[NavigationItem.LargeTitleDisplayMode.automatic, .automatic], [.never, .always]] {
            let (navigation, _, _) = laidOut(modes)
            expectFrame(navigation.navigationBar.frame, 0, 47, 390, 96)
        }
        let (plain, _, _) = laidOut([.always], prefersLarge: false)
        expectFrame(plain.navigationBar.frame, 0, 47, 390, 44)
    }
}
