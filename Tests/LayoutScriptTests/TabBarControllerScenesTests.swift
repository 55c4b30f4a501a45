@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Scene classes deriving from `UITabBarController` hosted as the root, their tabs set in `viewDidLoad`, with
/// `UITabBarItem`s, a navigation controller in a tab and `tabBarController` from a child.
@Suite struct TabBarControllerScenesTests {
    @Test func aTabBarControllerSubclassHostsItsSelectedTabAboveTheBar() throws {
        let source = """
            final class FeedViewController: UIViewController {
                let footer = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Feed"
                    view.addSubview(footer)
                    footer.snp.makeConstraints { make in
                        make.leading.trailing.bottom.equalTo(view.safeAreaLayoutGuide)
                        make.height.equalTo(tabBarController?.tabBar.frame.height ?? 0)
                    }
                }
            }
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let search = UIViewController()
                    search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
                    let profile = UIViewController()
                    profile.tabBarItem = UITabBarItem(title: "Me", image: nil, selectedImage: nil)
                    let feed = UINavigationController(rootViewController: FeedViewController())
                    setViewControllers([feed, search, profile], animated: false)
                    selectedIndex = 0
                    tabBar.tintColor = .systemPink
                    tabBar.barTintColor = .white
                }
            }
            let tabs = MainTabBarController()
            let canvas = Canvas(hosting: tabs, width: 390, height: 844)
            canvas.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("footer", in: result), 0, 712, 390, 49)
        expectFrame(frame("view.tabBar", in: result), 0, 761, 390, 83)
        expectFrame(frame("view.tabBar.items[2]", in: result), 260, 0, 130, 49)
        let tabs = try #require(scene.canvas.subviews.first?.owningViewController as? TabBarController)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.viewControllers?.map { $0.tabBarItem.title } == ["Feed", "Search", "Me"])
        #expect(tabs.viewControllers?[1].tabBarItem.tag == 1)
        #expect(tabs.tabBar.barTintColor == .white)
    }

    @Test func anUnknownControllerInTheTabsIsABlankTab() throws {
        let source = """
            final class MainTabBarController: UITabBarController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    let chats = UIViewController()
                    chats.title = "Chats"
                    let tabs = [chats, AppSettingsController()].map { controller -> UIViewController in controller }
                    viewControllers = tabs
                }
            }
            let canvas = Canvas(hosting: MainTabBarController(), width: 390, height: 844)
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:6:28: warning: unknown symbol 'AppSettingsController': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        expectFrame(frame("view.tabBar.items[1]", in: result), 195, 0, 195, 49)
        let tabs = try #require(scene.canvas.subviews.first?.owningViewController as? TabBarController)
        #expect(tabs.viewControllers?.map(\.title) == ["Chats", nil])
    }
}
