import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// The states a drawn screen can be put in: methods that never ran on load and hold constraint statements that never
/// ran (``SceneState``).
@Suite struct SceneStatesTests {
    /// A side menu: a tap handler slides the content aside (through a step it calls), a private method collapses it,
    /// a close action holds no layout, and the setup ran.
    private let menu = """
        import UIKit

        final class MenuViewController: UIViewController {
            private let menu = UIView()
            private let content = UIView()
            private let badge = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(menu)
                view.addSubview(content)
                content.addSubview(badge)
                menu.snp.makeConstraints { make in
                    make.top.bottom.leading.equalToSuperview()
                    make.width.equalTo(200)
                }
                content.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
                placeBadge()
            }

            private func placeBadge() {
                badge.snp.makeConstraints { make in
                    make.top.trailing.equalToSuperview()
                    make.size.equalTo(20)
                }
            }

            @objc private func toggle() {
                content.snp.remakeConstraints { make in
                    make.top.bottom.width.equalToSuperview()
                    make.leading.equalTo(menu.snp.trailing)
                }
                growBadge()
            }

            private func growBadge() {
                badge.snp.updateConstraints { make in
                    make.size.equalTo(view.frame.width / 15)
                }
            }

            private func collapse(animated: Bool) {
                UIView.animate(withDuration: animated ? 0.3 : 0) {
                    self.menu.snp.updateConstraints { make in
                        make.width.equalTo(0)
                    }
                    self.view.layoutIfNeeded()
                }
            }

            @objc private func close() {
                dismiss(animated: true)
            }
        }
        """

    @Test func methodsThatNeverRanAndHoldLayoutAreTheStatesLessTheStepsTheyCall() throws {
        let (scene, _) = try #require(layOut(menu))
        #expect(scene.states.map(\.name) == ["MenuViewController.toggle()", "MenuViewController.collapse(animated:)"])
        #expect(scene.states.map(\.line) == [30, 44])
        #expect(scene.states.map(\.file) == ["scene.swiftlay", "scene.swiftlay"])
        #expect(scene.coverage.statements.filter { !$0.isLaidOut }.map(\.line) == [32, 33, 40, 47])
    }

    @Test func enteringAStateAfterLayoutRunsItsMethodOnTheDrawnObjectWithRealFrames() throws {
        let (scene, _) = try #require(layOut(menu))
        try scene.enter(state: "toggle")
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        let content = try #require(result.views.first { $0.name == "content" })
        #expect(abs(content.frame.minX - 200) < 1e-6)
        #expect(abs(content.frame.width - 375) < 1e-6)
        let badge = try #require(result.views.first { $0.name == "badge" })
        #expect(abs(badge.frame.width - 25) < 1e-6) // 375 / 15, read from the first layout's frame
        #expect(scene.coverage.statements.filter { !$0.isLaidOut }.map(\.line) == [47])
    }

    @Test func aStateTakesPlaceholderArgumentsAndItsAnimationsEndAtTheirFinalLayout() throws {
        let (scene, _) = try #require(layOut(menu))
        try scene.enter(state: "MenuViewController.collapse(animated:)")
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        let menuView = try #require(result.views.first { $0.name == "menu" })
        #expect(abs(menuView.frame.width) < 1e-6)
        #expect(scene.coverage.statements.filter { !$0.isLaidOut }.map(\.line) == [32, 33, 40])
    }

    @Test func aStepItsStateDoesNotReachIsEnteredOnItsOwn() throws {
        let source = """
            final class ChartViewController: UIViewController {
                private let chart = UIView()
                private var isLoading = true
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(chart)
                }
                @objc private func changeSpan() {
                    if isLoading { return }
                    drawChart()
                }
                private func drawChart() {
                    chart.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
                }
            }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.states.map(\.name) == ["ChartViewController.changeSpan()"])
        #expect(scene.stateSteps.map(\.name) == ["ChartViewController.drawChart()"])
        try scene.enter(state: "drawChart")
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        let chart = try #require(result.views.first { $0.name == "chart" })
        #expect(chart.frame == CGRect(x: 8, y: 8, width: 359, height: 651))
    }

    @Test func everySpellingOfAStateNamesIt() throws {
        let state = SceneState(name: "MenuViewController.collapse(animated:)", className: "MenuViewController",
                               selector: "collapse(animated:)", file: "scene.swiftlay", line: 44)
        for spelling in ["MenuViewController.collapse(animated:)", "collapse(animated:)", "collapse",
                         "MenuViewController.collapse"] {
            #expect(state.isNamed(spelling))
        }
        #expect(!state.isNamed("collapse()"))
        #expect(!state.isNamed("Menu.collapse"))
    }

    @Test func aNameThatIsNoStateIsAnErrorListingTheStatesWithTheClosestOne() throws {
        let (scene, _) = try #require(layOut(menu))
        #expect(throws: ScriptError.self) { try scene.enter(state: "toggl") }
        do {
            try scene.enter(state: "toggl")
        } catch {
            #expect(error.diagnostics.first?.message == "no state of the drawn screen is named 'toggl' (its states are "
                        + "MenuViewController.toggle(), MenuViewController.collapse(animated:)); did you mean 'toggle'?")
        }
    }

    @Test func aNameTwoStatesAnswerToIsAnErrorAskingForTheClass() throws {
        let source = """
            final class Banner: UIView {
                private let icon = UIView()
                @objc private func expand() {
                    addSubview(icon)
                    icon.snp.makeConstraints { make in make.edges.equalToSuperview() }
                }
            }
            final class Screen: UIViewController {
                private let banner = Banner()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(banner)
                    banner.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
                }
                @objc private func expand() {
                    banner.snp.updateConstraints { make in make.top.equalToSuperview().offset(20) }
                }
            }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.states.map(\.name) == ["Screen.expand()", "Banner.expand()"])
        do {
            try scene.enter(state: "expand")
            Issue.record("an ambiguous state name was entered")
        } catch {
            #expect(error.diagnostics.first?.message == "'expand' names more than one state: Screen.expand(), "
                        + "Banner.expand(); give the class too")
        }
        try scene.enter(state: "Banner.expand")
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(result.views.contains { $0.name == "icon" })
    }

    @Test func aRuntimeErrorInsideAStateIsAWarningAndWhatItDidStays() throws {
        let source = """
            final class Screen: UIViewController {
                private let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    box.snp.makeConstraints { make in make.edges.equalToSuperview() }
                }
                @objc private func shrink() {
                    box.snp.remakeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(10) }
                    let zero = 0
                    box.alpha = CGFloat(10 / zero)
                }
            }
            """
        let (scene, _) = try #require(layOut(source))
        try scene.enter(state: "shrink")
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        let box = try #require(result.views.first { $0.name == "box" })
        #expect(abs(box.frame.width - 10) < 1e-6)
        #expect(scene.warnings.map(\.message) == ["the state Screen.shrink() stopped: division by zero; what it did "
                                                       + "before stays"])
        #expect(scene.warnings.map(\.line) == [11])
        #expect(scene.warnings.map(\.column) == [32])
    }

    @Test func anObservedPropertyIsAStateAndABoolIsSetToItsOtherValue() throws {
        let source = """
            final class Card: UIViewController {
                private let details = UIView()
                var isExpanded = false {
                    didSet {
                        if isExpanded {
                            details.snp.remakeConstraints { make in make.top.leading.trailing.equalToSuperview(); make.height.equalTo(300) }
                        } else {
                            details.snp.remakeConstraints { make in make.top.leading.trailing.equalToSuperview(); make.height.equalTo(80) }
                        }
                    }
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(details)
                    details.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview(); make.height.equalTo(80) }
                }
                func collapse() { isExpanded = false }
            }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.states.map(\.name) == ["Card.isExpanded"])
        try scene.enter(state: "isExpanded")
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        let details = try #require(result.views.first { $0.name == "details" })
        #expect(abs(details.frame.height - 300) < 1e-6)
    }

    @Test func aLazyPropertyNoCodeReadIsAStateThatReadsIt() throws {
        let source = """
            final class Feed: UIViewController {
                private lazy var spinner: UIActivityIndicatorView = {
                    let spinner = UIActivityIndicatorView(style: .large)
                    view.addSubview(spinner)
                    spinner.snp.makeConstraints { make in make.center.equalToSuperview() }
                    return spinner
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                }
            }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.states.map(\.name) == ["Feed.spinner"])
        try scene.enter(state: "Feed.spinner")
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        let spinner = try #require(result.views.first { $0.name == "spinner" })
        #expect(abs(spinner.frame.midX - testSize.width / 2) < 1e-6)
        #expect(abs(spinner.frame.midY - testSize.height / 2) < 1e-6)
    }

    @Test func aBaseClassesStateReachedThroughTwoSubclassesIsOneState() throws {
        let source = """
            class Card: UIView {
                let badge = UIView()
                @objc func expand() {
                    addSubview(badge)
                    badge.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(8) }
                }
            }
            final class NewsCard: Card {}
            final class AdCard: Card {}
            final class Feed: UIViewController {
                private let news = NewsCard(), ad = AdCard()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(news)
                    view.addSubview(ad)
                    news.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(50) }
                    ad.snp.makeConstraints { make in make.top.trailing.equalToSuperview(); make.size.equalTo(50) }
                }
            }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.states.map(\.name) == ["Card.expand()"])
        try scene.enter(state: "Card.expand()")
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(result.views.filter { $0.name.hasSuffix("badge") }.count == 1) // on the first card only
        #expect(scene.coverage.statements.filter { !$0.isLaidOut }.isEmpty)
    }

    @Test func aScreenWhoseLayoutAllRanHasNoStates() throws {
        let source = """
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in make.edges.equalToSuperview() }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.states.isEmpty)
    }
    @Test func aClosureHandedToUnknownCodeHoldingLayoutIsAState() throws {
        let source = """
            final class Drawer: UIView {
                let panel = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(panel)
                    panel.snp.makeConstraints { make in
                        make.leading.trailing.bottom.equalToSuperview()
                        make.height.equalTo(100)
                    }
                    toggleButton.rx.tap.bind { [weak self] _ in
                        self?.panel.snp.updateConstraints { make in
                            make.height.equalTo(300)
                        }
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, first) = try #require(layOut(source, fileName: "Drawer.swift"))
        expectFrame(frame("panel", in: first), 0, 567, 375, 100)
        #expect(scene.states.map(\.name) == ["Drawer.closure at 10:34"])
        #expect(scene.states.map(\.line) == [10])
        try scene.enter(state: "closure at 10:34")
        let opened = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(frame("panel", in: opened), 0, 367, 375, 300)
        #expect(scene.coverage.statements.allSatisfy { $0.isLaidOut })
    }
}
