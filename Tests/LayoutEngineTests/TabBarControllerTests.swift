import Foundation
@testable import LayoutEngine
@testable import LayoutScene
import Testing

/// `UITabBarController` at rest: the selected child fills the view above a 49 pt bar that reaches down through the
/// bottom safe area, the bar's height is added to the child's safe area, and the bar shows an item per tab.
@Suite struct TabBarControllerTests {
    private final class Screen: ViewController {
        let footer = View()
        init(_ title: String) {
            super.init()
            self.title = title
        }
        override func viewDidLoad() {
            footer.name = "footer"
            view.addSubview(footer)
            footer.snp.makeConstraints { make in
                make.bottom.leading.trailing.equalTo(view.safeAreaLayoutGuide)
                make.height.equalTo(60)
            }
        }
    }

    private func host(_ controller: ViewController) -> Canvas {
        let canvas = Canvas(hosting: controller, width: 390, height: 844)
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return canvas
    }

    private func buttons(of bar: TabBar) -> [TabBarButton] {
        bar.subviews.compactMap { $0 as? TabBarButton }
    }

    @Test func theSelectedControllerFillsTheViewAboveTheBar() {
        let home = Screen("Home")
        let search = Screen("Search")
        let tabs = TabBarController()
        tabs.viewControllers = [home, search]
        #expect(tabs.tabBar.frame.height == 49)
        let canvas = host(tabs)
        canvas.layout()
        expectFrame(home.view.frame, 0, 0, 390, 844)
        expectFrame(tabs.tabBar.frame, 0, 761, 390, 83)
        expectFrame(home.footer.frame, 0, 701, 390, 60)
        #expect(home.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(tabs.view.subviews.last === tabs.tabBar)
        #expect(home.tabBarController === tabs)
        #expect(search.isViewLoaded == false)
        let items = buttons(of: tabs.tabBar)
        #expect(items.map(\.titleLabel.text) == ["Home", "Search"])
        expectFrame(items[0].frame, 0, 0, 195, 49)
        expectFrame(items[1].frame, 195, 0, 195, 49)
        expectFrame(items[1].imageView.frame, 82.5, 4, 30, 30)
        #expect(items[1].titleLabel.frame.minY == 35)
        #expect(items[0].titleLabel.textColor == .systemBlue)
        #expect(items[1].titleLabel.textColor == ContainerEstimates.tabBarUnselectedItemColor)
    }

    @Test func selectingATabShowsItsControllerAndGivesTheSafeAreaBack() {
        let home = Screen("Home")
        let search = Screen("Search")
        let tabs = TabBarController()
        #expect(tabs.selectedIndex == NSNotFound)
        tabs.setViewControllers([home, search], animated: false)
        let canvas = host(tabs)
        canvas.layout()
        tabs.selectedIndex = 1
        tabs.selectedIndex = 7
        tabs.tabBar.tintColor = .systemPink
        tabs.tabBar.unselectedItemTintColor = .black
        canvas.layout()
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedViewController === search)
        #expect(home.view.superview == nil)
        #expect(home.additionalSafeAreaInsets == .zero)
        expectFrame(search.footer.frame, 0, 701, 390, 60)
        let items = buttons(of: tabs.tabBar)
        #expect(items.map(\.titleLabel.textColor) == [.black, .systemPink])
        tabs.selectedViewController = Screen("Elsewhere")
        tabs.selectedViewController = home
        #expect(tabs.selectedIndex == 0)
    }

    @Test func aNavigationControllerInATabShowsItsRootsItem() {
        let home = Screen("Home")
        let navigation = NavigationController(rootViewController: home)
        home.tabBarItem.image = Image(systemName: "house")
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, Screen("Profile")]
        let canvas = host(tabs)
        canvas.layout()
        expectFrame(navigation.navigationBar.frame, 0, 47, 390, 44)
        expectFrame(home.footer.frame, 0, 701, 390, 60)
        #expect(home.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(home.tabBarController === tabs)
        let first = buttons(of: tabs.tabBar)[0]
        #expect(first.titleLabel.text == "Home")
        #expect(first.imageView.image?.name == "house")
    }

    @Test func itemsFollowTheirControllersAndMoreThanFiveShowMore() {
        let screens = (1...7).map { Screen("Tab \($0)") }
        screens[0].tabBarItem = TabBarItem(title: "First", image: nil, selectedImage: Image(systemName: "star.fill"))
        screens[1].title = "Renamed"
        let tabs = TabBarController()
        tabs.viewControllers = screens
        tabs.selectedIndex = 6
        let canvas = host(tabs)
        canvas.layout()
        let items = buttons(of: tabs.tabBar)
        #expect(items.map(\.titleLabel.text) == ["First", "Renamed", "Tab 3", "Tab 4", "More"])
        #expect(items.map { $0.titleLabel.textColor == .systemBlue } == [false, false, false, false, true])
        expectFrame(items[4].frame, 312, 0, 78, 49)
        tabs.selectedIndex = 0
        canvas.layout()
        #expect(buttons(of: tabs.tabBar)[0].imageView.image?.name == "star.fill")
    }
}
