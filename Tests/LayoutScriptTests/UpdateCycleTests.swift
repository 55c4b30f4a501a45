import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// UIKit's update cycle in scene classes: `updateConstraints()` overrides run in the update-constraints pass when the
/// view needs it, `layoutSubviews()` overrides after a solve (layout solves again when they change the frames),
/// and `DispatchQueue.main` closures after the step that queued them.
@Suite struct UpdateCycleTests {
    private let demo = """
        final class DemoView: UIView {
            let box = UIView()
            let bar = UIView()
            var didSetupConstraints = false
            var log: [String] = []
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                addSubview(bar)
                setNeedsUpdateConstraints()
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.log.append("later") }
                DispatchQueue.main.async { self.log.append("async") }
                log.append("init")
            }
            override func updateConstraints() {
                log.append("updateConstraints")
                if !didSetupConstraints {
                    box.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview().inset(10)
                        make.size.equalTo(50)
                    }
                    bar.snp.makeConstraints { make in
                        make.top.equalTo(box.snp.bottom).offset(10)
                        make.leading.trailing.bottom.equalToSuperview().inset(10)
                        make.height.equalTo(20)
                    }
                    didSetupConstraints = true
                }
                super.updateConstraints()
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                log.append("layoutSubviews \\(bounds.width)x\\(bounds.height)")
                bar.snp.updateConstraints { make in make.height.equalTo(bounds.width / 5) }
                DispatchQueue.main.async { self.log.append("async after layoutSubviews") }
            }
        }
        """

    @Test func updateConstraintsRunsOnceAndLayoutSubviewsResolves() throws {
        let (scene, result) = try #require(layOut(demo))
        #expect(scene.warnings.isEmpty)
        #expect(scene.lifecycleError == nil)
        expectFrame(frame("DemoView", in: result), 0, 0, 375, 155)
        expectFrame(frame("box", in: result), 10, 10, 50, 50)
        expectFrame(frame("bar", in: result), 10, 70, 355, 75)
        #expect(rootViewProperty("log", of: scene) == """
            ["init", "async", "later", "updateConstraints", "layoutSubviews 375.0x100.0", "async after layoutSubviews", \
            "layoutSubviews 375.0x155.0", "async after layoutSubviews"]
            """)
    }

    @Test func updateConstraintsRunsAgainOnlyAfterSetNeedsUpdateConstraints() throws {
        let (scene, _) = try #require(layOut(demo))
        let root = try #require(scene.canvas.subviews.first)
        #expect(!root.needsUpdateConstraints)
        scene.canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(rootViewProperty("log", of: scene)?.components(separatedBy: "\"updateConstraints\"").count == 2)
        root.setNeedsUpdateConstraints()
        #expect(root.needsUpdateConstraints)
        scene.canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(rootViewProperty("log", of: scene)?.components(separatedBy: "\"updateConstraints\"").count == 3)
        #expect(!root.needsUpdateConstraints)
    }

    @Test func controllerDemoPatternAndMainQueueOrder() throws {
        let source = """
            final class DemoViewController: UIViewController {
                let box = UIView()
                var didSetupConstraints = false
                var log: [String] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    view.setNeedsUpdateConstraints()
                    DispatchQueue.main.async { self.log.append("async from viewDidLoad") }
                    log.append("viewDidLoad")
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    log.append("viewWillAppear")
                }
                override func updateViewConstraints() {
                    log.append("updateViewConstraints")
                    if !didSetupConstraints {
                        box.snp.makeConstraints { make in
                            make.center.equalToSuperview()
                            make.width.equalTo(UIScreen.main.bounds.width / 2)
                            make.height.equalTo(UIScreen.main.scale * 10)
                        }
                        didSetupConstraints = true
                    }
                    super.updateViewConstraints()
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    DispatchQueue.main.async { self.log.append("async from viewDidLayoutSubviews \\(self.box.frame.width)") }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("box", in: result), 93.75, 323.5, 187.5, 20)
        #expect(controllerProperty("log", of: scene) == """
            ["viewDidLoad", "async from viewDidLoad", "viewWillAppear", "updateViewConstraints", \
            "async from viewDidLayoutSubviews 187.5"]
            """)
        let onDevice = try SceneScript.load(source: source, fileName: "scene.swiftlay", defaultSize: testSize,
                                            options: LoadOptions(device: .iPhone15))
        let deviceResult = onDevice.canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(frame("box", in: deviceResult), 98.25, 411, 196.5, 30)
    }

    @Test func anInvalidatedIntrinsicSizeIsReadAtTheNextSolve() throws {
        let source = """
            final class DotsView: UIView {
                var count = 1 { didSet { invalidateIntrinsicContentSize() } }
                override var intrinsicContentSize: CGSize { CGSize(width: 10 * count, height: 10) }
            }
            let dots = DotsView()
            view.addSubview(dots)
            dots.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
            dots.count = 3
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("dots", in: result), 0, 0, 30, 10)
    }

    @Test func globalQueuesRunLikeTheMainQueueAfterTheStep() throws {
        let source = """
            final class FeedViewController: UIViewController {
                var log: [String] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    DispatchQueue.global(qos: .userInitiated).async {
                        self.log.append("global")
                        DispatchQueue.main.async { self.log.append("main from global") }
                    }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.log.append("after 1 s") }
                    DispatchQueue.global().async { self.log.append("default global") }
                    DispatchQueue.global(qos: .background).asyncAfter(deadline: .now() + 0.5) { self.log.append("after 0.5 s") }
                    log.append("viewDidLoad")
                }
            }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        #expect(controllerProperty("log", of: scene) == """
            ["viewDidLoad", "global", "default global", "main from global", "after 0.5 s", "after 1 s"]
            """)
        #expect(firstWarning("DispatchQueue.global(qos: .backgroud).async {}")
            == "scene.swiftlay:1:27: warning: unknown symbol 'DispatchQoS.QoSClass.backgroud': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'background'?")
    }

    @Test func aClosureThatQueuesItselfAgainRunsOnceWithAWarning() throws {
        let source = """
            final class MatchCell: UIView {
                let timeLabel = UILabel()
                var ticks = 0
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(timeLabel)
                    updateTime()
                }
                required init?(coder: NSCoder) { fatalError() }
                func updateTime() {
                    ticks += 1
                    timeLabel.text = "\\(ticks)"
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
                        self?.updateTime()
                    }
                }
            }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:13:28: warning: this closure queues itself again each time it runs (a timer on iOS); it "
                + "runs once here, and the screen is drawn after its first run",
        ])
        let label = try #require(scene.canvas.subviews.first?.subviews.first as? Label)
        #expect(label.text == "2")
    }

    @Test func layoutSubviewsThatNeverSettlesStopsWithAWarning() throws {
        let source = """
            final class GrowingView: UIView {
                let box = UIView()
                var height: CGFloat = 10
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(box)
                    box.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                        make.height.equalTo(height)
                    }
                }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    height += 10
                    box.snp.updateConstraints { make in make.height.equalTo(height) }
                }
            }
            """
        let (_, result) = try #require(layOut(source))
        #expect(result.diagnostics.map(\.message).contains(
            "layoutSubviews() kept changing the frames; layout stopped after 4 re-solves"))
        // 10, then +10 per layoutSubviews: 4 re-solves in the first layout, 4 more when the fitted height is applied
        expectFrame(frame("box", in: result), 0, 0, 375, 90)
    }

    @Test func updateCycleCallsAreKnownAndQuiet() throws {
        let (scene, result) = try #require(layOut("""
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(UIScreen.main.bounds.size.width / 15) }
            box.setNeedsLayout()
            box.layoutIfNeeded()
            view.setNeedsUpdateConstraints()
            view.updateConstraintsIfNeeded()
            DispatchQueue.main.async { box.snp.updateConstraints { make in make.size.equalTo(40) } }
            """))
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("box", in: result), 0, 0, 40, 40)
    }

    @Test func animationsShowTheirEndAndCompletionsRunAfterTheStep() throws {
        let (scene, result) = try #require(layOut("""
            let box = UIView()
            view.addSubview(box)
            var log: [String] = []
            box.snp.makeConstraints { make in
                make.top.leading.equalToSuperview()
                make.width.equalTo(10)
                make.height.equalTo(10)
            }
            UIView.animate(withDuration: 0.3, animations: {
                box.snp.updateConstraints { make in make.height.equalTo(50) }
                view.layoutIfNeeded()
                log.append("animations")
            }, completion: { finished in
                log.append("completion \\(finished)")
                box.snp.updateConstraints { make in make.width.equalTo(30) }
            })
            UIView.animate(withDuration: 0.2, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction], animations: {
                box.alpha = 0.5
            })
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                           options: .curveEaseInOut, animations: { log.append("spring") }) { _ in log.append("spring done") }
            UIView.performWithoutAnimation { box.isHidden = false }
            log.append("end of top-level code")
            let status = UILabel()
            view.addSubview(status)
            DispatchQueue.main.async { status.text = log.joined(separator: ", ") }
            """))
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("box", in: result), 0, 0, 30, 50)
        #expect(scene.canvas.viewsInTreeOrder.first { $0.name == "box" }?.alpha == 0.5)
        let status = scene.canvas.viewsInTreeOrder.first { $0.name == "status" } as? Label
        #expect(status?.text == "animations, spring, end of top-level code, completion true, spring done")
    }
}

