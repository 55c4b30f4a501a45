import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// A navigation bar showing the top controller's `navigationItem`: its title (else the controller's), a title view
/// in its place, and the bar button items from each edge inwards.
@Suite struct NavigationItemLayoutTests {
    private func laidOut(_ configure: (ViewController) -> Void) -> (NavigationController, ViewController) {
        let screen = ViewController()
        configure(screen)
        let navigation = NavigationController(rootViewController: screen)
        let canvas = Canvas(hosting: navigation, width: 390, height: 844)
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        canvas.layout()
        return (navigation, screen)
    }

    private func view(_ name: String, in bar: NavigationBar) -> View? {
        bar.subviews.first { $0.displayName.hasSuffix(name) }
    }

    @Test func itemsRunFromEachEdgeInwardsOutermostFirstCentredInTheBar() throws {
        let (navigation, _) = laidOut { screen in
            screen.title = "Screen"
            screen.navigationItem.title = "Inbox"
            screen.navigationItem.leftBarButtonItem = BarButtonItem(title: "Filter")
            screen.navigationItem.rightBarButtonItems = [BarButtonItem(systemItem: .add), screen.editButtonItem]
        }
        let bar = navigation.navigationBar
        #expect(bar.titleLabel.text == "Inbox")
        let left = try #require(view("leftBarButtonItem0", in: bar))
        let outer = try #require(view("rightBarButtonItem0", in: bar))
        let inner = try #require(view("rightBarButtonItem1", in: bar))
        #expect(abs(left.frame.minX - 16) < 1e-6)
        #expect(abs(outer.frame.maxX - (390 - 16)) < 1e-6)
        #expect(abs(inner.frame.maxX - (outer.frame.minX - 8)) < 1e-6)
        for item in [left, outer, inner] { #expect(abs(item.frame.midY - 22) < 1e-6) }
        #expect((inner as? Button)?.title(for: .normal) == "Edit")
        #expect((outer as? Button)?.image(for: .normal) != nil)
        #expect((left as? Button)?.titleLabel?.font == Font.systemFont(ofSize: 17))
    }

    @Test func theControllersTitleShowsWithoutTheItemsAndDoneIsSemibold() throws {
        let (navigation, _) = laidOut { screen in
            screen.title = "Settings"
            screen.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done)
        }
        let bar = navigation.navigationBar
        #expect(bar.titleLabel.text == "Settings")
        let done = try #require(view("rightBarButtonItem0", in: bar) as? Button)
        #expect(done.title(for: .normal) == "Done")
        #expect(done.titleLabel?.font == Font.systemFont(ofSize: 17, weight: .semibold))
    }

    @Test func aTitleViewReplacesTheTitleAndACustomViewIsItsOwnItem() throws {
        let logo = View(frame: .zero)
        let avatar = View(frame: .zero)
        let (navigation, _) = laidOut { screen in
            screen.navigationItem.titleView = logo
            logo.snp.makeConstraints { make in make.size.equalTo(CGSize(width: 80, height: 24)) }
            screen.navigationItem.leftBarButtonItems = [BarButtonItem(customView: avatar),
                                                        BarButtonItem(systemItem: .flexibleSpace)]
            avatar.snp.makeConstraints { make in make.size.equalTo(32) }
        }
        let bar = navigation.navigationBar
        #expect(bar.titleLabel.isHidden)
        expectFrame(logo.frame, 155, 10, 80, 24)
        expectFrame(avatar.frame, 16, 6, 32, 32)
        #expect(bar.subviews.filter { $0 is Button }.isEmpty) // a space draws nothing
    }

    @Test func aReplacedItemShowsTheNewItem() throws {
        let (navigation, screen) = laidOut { screen in
            screen.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        }
        for round in 0..<20 {
            screen.navigationItem.rightBarButtonItem = BarButtonItem(title: "Save \(round)")
            navigation.navigationBar.show(screen.navigationItem, title: nil)
            let button = try #require(view("rightBarButtonItem0", in: navigation.navigationBar) as? Button)
            #expect(button.title(for: .normal) == "Save \(round)")
        }
    }

    @Test func theButtonsAreMadeOncePerItem() throws {
        let (navigation, screen) = laidOut { screen in
            screen.navigationItem.rightBarButtonItem = BarButtonItem(title: "Save")
        }
        let first = try #require(view("rightBarButtonItem0", in: navigation.navigationBar))
        navigation.navigationBar.show(screen.navigationItem, title: nil)
        #expect(view("rightBarButtonItem0", in: navigation.navigationBar) === first)
        #expect(navigation.navigationBar.subviews.count == 2) // the title label and the one button
    }
}
