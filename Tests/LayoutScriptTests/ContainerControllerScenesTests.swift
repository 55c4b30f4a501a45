@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Scene classes deriving from `UINavigationController` and `UIPageViewController`, made with UIKit's initializers
/// and hosted as the root: the top controller's view under the bar, the first page filling the view.
@Suite struct ContainerControllerScenesTests {
    @Test func aNavigationControllerSubclassHostsItsRootBelowTheBar() throws {
        let source = """
            final class HomeViewController: UIViewController {
                let header = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Home"
                    view.addSubview(header)
                    header.snp.makeConstraints { make in
                        make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide)
                        make.height.equalTo(80)
                    }
                }
            }
            final class AppNavigationController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationBar.barTintColor = .white
                    setNavigationBarHidden(false, animated: false)
                }
            }
            let root = AppNavigationController(rootViewController: HomeViewController())
            let canvas = Canvas(hosting: root, width: 390, height: 844)
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("header", in: result), 0, 44, 390, 80)
        expectFrame(frame("view.navigationBar", in: result), 0, 0, 390, 44)
        let navigation = try #require(scene.canvas.subviews.first?.owningViewController as? NavigationController)
        #expect(navigation.navigationBar.titleLabel.text == "Home")
        #expect(navigation.navigationBar.barTintColor == .white)
    }

    @Test func aPageControllerSubclassShowsItsFirstPage() throws {
        let source = """
            final class PagesViewController: UIPageViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let page = UIViewController()
                    let card = UIView()
                    page.view.addSubview(card)
                    card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
                    var direction: UIPageViewController.NavigationDirection = .forward
                    direction = .reverse
                    setViewControllers([page], direction: direction, animated: true) { finished in
                        page.title = finished ? "shown" : "not yet"
                    }
                }
            }
            let pages = PagesViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            let canvas = Canvas(hosting: pages, width: 300, height: 400)
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("card", in: result), 20, 20, 260, 360)
        let pages = try #require(scene.canvas.subviews.first?.owningViewController as? PageViewController)
        #expect(pages.transitionStyle == .scroll)
        #expect(pages.viewControllers?.first?.title == "shown")
    }
}
