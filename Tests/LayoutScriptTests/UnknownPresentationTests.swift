import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// What shows the root controller is the app's other files' choice: its `navigationController` and
/// `tabBarController` are unknown unless `--embed` says.
@Suite struct UnknownPresentationTests {
    private let source = """
        final class HomeViewController: UIViewController {
            let header = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                guard let bar = navigationController?.navigationBar else { return }
                view.addSubview(header)
                header.snp.makeConstraints { make in
                    make.top.left.right.equalToSuperview()
                    make.height.equalTo(100)
                }
            }
        }
        """

    @Test func theRootControllersNavigationControllerIsUnknown() throws {
        let (scene, result) = try #require(layOut(source))
        let expected: [String] = [
            "scene.swiftlay:5:25: warning: 'navigationController' of the root controller is unknown: the app's other "
                + "files decide what shows it (`--embed navigation` shows it in one)",
            "scene.swiftlay:5:25: warning: condition 'navigationController?.navigationBar' is unknown; the code after "
                + "the 'guard' runs (an unknown condition holds, see 'Unknown is a value' in the README)",
        ]
        #expect(Array(scene.warnings.map(\.headline).prefix(2)) == expected)
        expectFrame(frame("header", in: result), 0, 0, 375, 100)
    }

    @Test func anEmbeddedRootHasItsNavigationController() throws {
        var options = LoadOptions()
        options.embedding = .navigation
        let scene = try SceneScript.load(source: source, fileName: "scene.swiftlay", defaultSize: testSize,
                                         options: options)
        #expect(!scene.warnings.contains { $0.headline.contains("navigationController") })
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(frame("header", in: result), 0, 0, 375, 100)
    }

    @Test func aControllerTheSceneMakesKeepsItsAbsentContainer() throws {
        let scene = try #require(loadScene("""
            final class DetailViewController: UIViewController {
                var shown = "none"
                override func viewDidLoad() {
                    super.viewDidLoad()
                    shown = tabBarController == nil ? "alone" : "in tabs"
                }
            }
            final class HomeViewController: UIViewController {
                let detail = DetailViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(detail)
                    view.addSubview(detail.view)
                    detail.didMove(toParent: self)
                }
            }
            """))
        #expect(!scene.warnings.contains { $0.headline.contains("tabBarController") })
        let home = try #require(scene.canvas.hostedController)
        let detail = try #require(home.children.first as? ScriptedObject)
        #expect(property("shown", of: detail) == "alone")
    }
}
