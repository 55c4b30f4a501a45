import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// `navigationItem` and `UIBarButtonItem` from a scene file, and a root controller embedded with
/// ``LoadOptions/embedding``.
@Suite struct NavigationItemScenesTests {
    private let inbox = """
        final class InboxViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Mail"
                navigationItem.title = "Inbox"
                navigationItem.largeTitleDisplayMode = .never
                navigationItem.hidesSearchBarWhenScrolling = false
                let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose(_:)))
                navigationItem.rightBarButtonItems = [compose, editButtonItem]
                navigationItem.setLeftBarButton(UIBarButtonItem(title: "Filter", style: .done, target: nil, action: nil),
                                                animated: false)
            }
            @objc private func compose(_ sender: UIBarButtonItem) {}
        }
        """

    private func load(_ source: String, embedding: ControllerEmbedding?) throws -> (LoadedScene, LayoutResult) {
        let scene = try SceneScript.load(source: source, fileName: "scene.swiftlay", defaultSize: testSize,
                                         options: LoadOptions(embedding: embedding))
        return (scene, scene.canvas.layout(measuring: MonospacedTextMeasurer()))
    }

    @Test func theItemsAFileSetsShowInTheBarOfTheNavigationControllerItIsEmbeddedIn() throws {
        let (scene, result) = try load(inbox, embedding: .navigation)
        #expect(scene.warnings.isEmpty)
        let navigation = try #require(scene.canvas.hostedController as? NavigationController)
        #expect(navigation.navigationBar.titleLabel.text == "Inbox")
        let names = result.views.map(\.name).filter { $0.contains("BarButtonItem") }
        #expect(names == ["view.navigationBar.leftBarButtonItem0", "view.navigationBar.rightBarButtonItem0",
                          "view.navigationBar.rightBarButtonItem1"])
        let filter = try #require(result.views.first { $0.name == "view.navigationBar.leftBarButtonItem0" })
        #expect(abs(filter.frame.minX - 16) < 1e-6)
        #expect((filter.view as? Button)?.titleLabel?.font == Font.systemFont(ofSize: 17, weight: .semibold))
        let edit = try #require(result.views.first { $0.name == "view.navigationBar.rightBarButtonItem1" }?.view)
        #expect((edit as? Button)?.title(for: .normal) == "Edit")
    }

    @Test func aTabEmbeddingShowsTheControllerAsTheOnlyTab() throws {
        let (scene, _) = try load(inbox, embedding: .tab)
        let tabs = try #require(scene.canvas.hostedController as? TabBarController)
        #expect(tabs.viewControllers?.count == 1)
        #expect(tabs.tabBar.items?.first?.title == "Mail")
    }

    @Test func withoutAnEmbeddingTheControllerIsShownOnItsOwn() throws {
        let (scene, _) = try load(inbox, embedding: nil)
        #expect(!(scene.canvas.hostedController is NavigationController))
        #expect(scene.warnings.isEmpty)
    }

    @Test func aViewRootIsDrawnOnItsOwnWithAWarning() throws {
        let (scene, _) = try load("final class Badge: UIView {}", embedding: .navigation)
        #expect(scene.warnings.map(\.headline) == ["scene.swiftlay:1:13: warning: --embed navigation applies to a view "
                                                       + "controller; the view 'Badge' is drawn on its own"])
    }

    @Test func menuAndActionInitializersMakeTheirItems() throws {
        let source = """
            final class Sorter: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in })
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sort", image: nil, menu: UIMenu(children: []))
                }
            }
            """
        let (scene, _) = try load(source, embedding: .navigation)
        #expect(scene.warnings.isEmpty)
        let navigation = try #require(scene.canvas.hostedController as? NavigationController)
        let item = try #require(navigation.topViewController?.navigationItem)
        #expect(item.rightBarButtonItem?.systemItem == .add)
        #expect(item.leftBarButtonItem?.title == "Sort")
    }
}
