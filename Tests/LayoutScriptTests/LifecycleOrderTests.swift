import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// A scene controller's overrides run when LayoutScene calls them, in UIKit's order, and what they change applies.
@Suite struct LifecycleOrderTests {
    private let recording = """
        final class Recorder: UIViewController {
            var calls: [String] = []
            let box = UIView()
            var boxHeight: CGFloat = 10
            override func loadView() {
                super.loadView()
                calls.append("loadView")
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                calls.append("viewDidLoad")
                view.addSubview(box)
                box.snp.makeConstraints { make in
                    make.top.left.equalToSuperview()
                    make.width.equalTo(20)
                    make.height.equalTo(boxHeight)
                }
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                calls.append("viewWillAppear(\\(animated))")
                boxHeight = 30
            }
            override func updateViewConstraints() {
                calls.append("updateViewConstraints")
                box.snp.updateConstraints { make in make.height.equalTo(boxHeight) }
                super.updateViewConstraints()
            }
            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                calls.append("viewWillLayoutSubviews")
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                calls.append("viewDidLayoutSubviews \\(box.frame.height)")
                box.layer.cornerRadius = box.bounds.height / 2
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                calls.append("viewDidAppear")
            }
        }
        """

    @Test func callsRunInUIKitsOrder() {
        guard let scene = loadScene(recording) else { return }
        #expect(controllerProperty("calls", of: scene) == "[\"loadView\", \"viewDidLoad\"]")
        let result = scene.canvas.layout()
        #expect(controllerProperty("calls", of: scene) == """
            ["loadView", "viewDidLoad", "viewWillAppear(false)", "updateViewConstraints", "viewWillLayoutSubviews", \
            "viewDidLayoutSubviews 30.0", "viewDidAppear"]
            """)
        expectFrame(frame("box", in: result), 0, 0, 20, 30)
        #expect(scene.canvas.subviews[0].subviews[0].layer.cornerRadius == 15)
        scene.canvas.layout()
        #expect(controllerProperty("calls", of: scene)?.hasSuffix("""
            "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews 30.0"]
            """) == true)
        #expect(scene.lifecycleError == nil)
    }

    @Test func aControllerInANavigationControllerGetsItsLayoutCallbacksToo() throws {
        let scene = try SceneScript.load(source: recording, fileName: "scene.swiftlay", defaultSize: testSize,
                                         options: LoadOptions(embedding: .navigation))
        let navigation = try #require(scene.canvas.hostedController as? NavigationController)
        let recorder = try #require(navigation.topViewController as? ScriptedObject)
        let result = scene.canvas.layout()
        #expect(property("calls", of: recorder) == """
            ["loadView", "viewDidLoad", "viewWillAppear(false)", "updateViewConstraints", "viewWillLayoutSubviews", \
            "viewDidLayoutSubviews 30.0", "viewDidAppear"]
            """)
        expectFrame(frame("box", in: result), 0, 0, 20, 30) // the root view runs under the translucent bar
        #expect(scene.lifecycleError == nil)
    }

    @Test func errorsInLaterCallbacksAreKeptAndStopTheScript() {
        guard let scene = loadScene("""
            class Screen: UIViewController {
                var passes = 0
                override func viewDidLayoutSubviews() {
                    passes += 1
                    var views: [UIView] = []
                    views.removeLast()
                }
            }
            """) else { return }
        #expect(scene.lifecycleError == nil)
        scene.canvas.layout()
        scene.canvas.layout()
        #expect(scene.lifecycleError?.description.hasPrefix(
            "scene.swiftlay:6:15: error: can't remove from an empty array") == true)
        #expect(scene.lifecycleError?.kind == .runtime)
        #expect(controllerProperty("passes", of: scene) == "1")
    }

    @Test func errorsWhileLoadingTheViewFailTheLoad() {
        #expect(headline("""
            class Screen: UIViewController {
                override func viewDidLoad() {
                    var views: [UIView] = []
                    view.addSubview(views.removeFirst())
                }
            }
            """) == "scene.swiftlay:4:31: error: can't remove from an empty array")
    }
}
