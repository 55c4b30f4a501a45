import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// How a file's root is found: its first canvas (declared, or the implicit `view`), else its root controller.
@Suite struct RootDetectionTests {
    @Test func declaredCanvas() {
        guard let scene = loadScene("let screen = Canvas(width: 320, height: 480)") else { return }
        #expect(scene.root == .canvas(variable: "screen"))
        #expect(scene.canvas.frame.size == CGSize(width: 320, height: 480))
    }

    @Test func theFirstCanvasWins() {
        guard let scene = loadScene("""
            let main = Canvas(size: CGSize(width: 100, height: 100))
            let other = Canvas(width: 50, height: 50)
            """) else { return }
        #expect(scene.root == .canvas(variable: "main"))
        #expect(scene.canvas.frame.width == 100)
    }

    @Test func implicitView() {
        guard let scene = loadScene("view.backgroundColor = .white", size: CGSize(width: 390, height: 844)) else { return }
        #expect(scene.root == .implicitView)
        #expect(scene.canvas.name == "view")
        #expect(scene.canvas.frame.size == CGSize(width: 390, height: 844))
    }

    @Test func aGlobalNamedViewIsNotTheImplicitRootAndNoRootIsAnEmptyScreen() {
        guard let scene = loadScene("let view = UIView()\nview.alpha = 1\nextension UIView { func round() {} }") else {
            return
        }
        #expect(scene.warnings.map(\.headline) == ["scene.swiftlay:1:1: warning: the scene has no root, so an empty screen is drawn: create a canvas (let canvas = Canvas(width: 375, height: 667)), use the implicit root 'view', or declare a UIViewController or UIView subclass"])
        #expect(scene.canvas.subviews.isEmpty)
        #expect(scene.canvas.alpha == 1)
    }

    @Test func controllerWhenThereIsNoCanvas() {
        guard let scene = loadScene("class Home: UIViewController {}") else { return }
        #expect(scene.root == .controller(className: "Home"))
        #expect(scene.canvas.hostedController is ScriptedViewController)
    }

    @Test func anEmptyFileIsAnEmptyScreenAndAMissingRootClassAnError() {
        guard let scene = loadScene("") else { return }
        #expect(scene.canvas.subviews.isEmpty)
        #expect(scene.warnings.count == 1)
        let missing = try? SceneScript.load(source: "let x = 1", fileName: "scene.swiftlay", defaultSize: testSize,
                                            options: LoadOptions(rootClass: "Home"))
        #expect(missing == nil)
    }

    @Test func theClassAFileIsNamedAfterIsItsRoot() throws {
        let source = """
            class LoginVC: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .white }
            }
            class VerifyVC: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .black }
            }
            """
        let named = try #require(loadScene(source, fileName: "LoginVC.swift"))
        #expect(named.root == .controller(className: "LoginVC"))
        let other = try #require(loadScene(source, fileName: "Screens.swift"))
        #expect(other.root == .controller(className: "VerifyVC"))
        let subclassed = source.replacingOccurrences(of: "class VerifyVC: UIViewController", with: "class VerifyVC: LoginVC")
        let drawsMore = try #require(loadScene(subclassed, fileName: "LoginVC.swift"))
        #expect(drawsMore.root == .controller(className: "VerifyVC"))
    }

    @Test func theCandidateThatBuildsTheMostLayoutIsTheScreen() throws {
        let source = """
            class MainView: UIView {
                let header = UIView(), list = UITableView()
                func setUp() {
                    addSubview(header)
                    addSubview(list)
                    header.snp.makeConstraints { make in
                        make.top.left.right.equalToSuperview()
                        make.height.equalTo(90)
                    }
                    list.snp.makeConstraints { make in
                        make.top.equalTo(header.snp.bottom)
                        make.left.right.bottom.equalToSuperview()
                    }
                }
            }
            class MainVC: UIViewController {
                let refresh = UIRefreshControl(), list = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    list.addSubview(refresh)
                    list.reloadData()
                    list.reloadData()
                }
            }
            """
        let scene = try #require(loadScene(source, fileName: "MainViewExtension.swift"))
        #expect(scene.root == .view(className: "MainView"))
        let busier = source.replacingOccurrences(of: "list.reloadData()\n",
                                                 with: "view.addSubview(list); view.addSubview(refresh)\n")
        let controller = try #require(loadScene(busier, fileName: "MainViewExtension.swift"))
        #expect(controller.root == .controller(className: "MainVC"))
    }
}
