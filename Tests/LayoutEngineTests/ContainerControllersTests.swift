import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// `UINavigationController` and `UIPageViewController` at rest: the shown child fills the container's view, the
/// navigation bar sits below the status bar and adds its height to the child's safe area.
@Suite struct ContainerControllersTests {
    private final class Screen: ViewController {
        let header = View()
        let screenTitle: String
        init(_ title: String) {
            screenTitle = title
            super.init()
        }
        override func viewDidLoad() {
            title = screenTitle
            header.name = "header-\(screenTitle)"
            view.addSubview(header)
            header.snp.makeConstraints { make in
                make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide)
                make.height.equalTo(80)
            }
        }
    }

    private func host(_ controller: ViewController) -> Canvas {
        let canvas = Canvas(hosting: controller, width: 390, height: 844)
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return canvas
    }

    @Test func theTopControllerFillsTheViewBelowTheBar() {
        let home = Screen("Home")
        let navigation = NavigationController(rootViewController: home)
        #expect(navigation.navigationBar.frame.height == 44)
        let canvas = host(navigation)
        canvas.layout()
        expectFrame(home.view.frame, 0, 0, 390, 844)
        expectFrame(navigation.navigationBar.frame, 0, 47, 390, 44)
        expectFrame(home.header.frame, 0, 91, 390, 80)
        #expect(home.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(navigation.navigationBar.titleLabel.text == "Home")
        #expect(home.navigationController === navigation)
        #expect(navigation.view.subviews.last === navigation.navigationBar)
    }

    @Test func pushingShowsTheNewTopAndPoppingTheOneBelow() {
        let home = Screen("Home")
        let detail = Screen("Detail")
        let navigation = NavigationController(rootViewController: home)
        let canvas = host(navigation)
        navigation.pushViewController(detail, animated: true)
        canvas.layout()
        #expect(navigation.viewControllers.count == 2)
        #expect(home.view.superview == nil)
        expectFrame(detail.header.frame, 0, 91, 390, 80)
        #expect(navigation.navigationBar.titleLabel.text == "Detail")
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(navigation.popViewController(animated: true) == nil)
        canvas.layout()
        #expect(detail.view.superview == nil)
        expectFrame(home.header.frame, 0, 91, 390, 80)
    }

    @Test func aHiddenBarLeavesTheStatusBarInsetAlone() {
        let home = Screen("Home")
        let navigation = NavigationController(rootViewController: home)
        home.additionalSafeAreaInsets.left = 10
        let canvas = host(navigation)
        navigation.setNavigationBarHidden(true, animated: false)
        canvas.layout()
        expectFrame(home.header.frame, 10, 47, 380, 80)
        #expect(navigation.navigationBar.isHidden)
    }

    @Test func aPageControllerShowsItsFirstPage() {
        let first = Screen("First")
        let pages = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.setViewControllers([first, Screen("Second")], direction: .forward, animated: false)
        let canvas = host(pages)
        canvas.layout()
        expectFrame(first.view.frame, 0, 0, 390, 844)
        expectFrame(first.header.frame, 0, 47, 390, 80)
        #expect(pages.children.map { $0 === first } == [true])
        #expect(pages.transitionStyle == .scroll)
    }
}
