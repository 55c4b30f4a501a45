import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Views and controllers standing in for unknown values the files use as such
/// (``Interpreter/viewStandIn(for:boundTo:declared:at:)``).
@Suite struct ViewStandInsTests {
    @Test func aControllerFromUnknownCodeIsAPlaceholderThatIsItsOwnView() throws {
        let source = """
            class HomeViewController: UIViewController {
                private let family: FamilyViewController = FamilyWrapper().makeViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(family)
                    view.addSubview(family.view)
                    family.view.snp.makeConstraints { make in
                        make.top.leading.trailing.equalToSuperview()
                        make.height.equalTo(200)
                    }
                    family.didMove(toParent: self)
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("family", in: result), 0, 0, 375, 200)
        let family = result.views.map(\.view).first { $0.name == "family" }
        #expect((family as? PlaceholderView)?.className == "FamilyWrapper.makeViewController()")
        #expect(scene.coverage.percent == 100)
    }

    @Test func anUnknownConditionalBindingUsedAsAViewOrCastToAControllerHoldsAStandIn() throws {
        let source = """
            class PanelController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let footer = dataSource?.footerView(for: 0) {
                        view.addSubview(footer)
                        footer.snp.makeConstraints { make in
                            make.bottom.leading.trailing.equalToSuperview()
                            make.height.equalTo(40)
                        }
                    }
                    if let child = intent as? UIViewController {
                        view.addSubview(child.view)
                        child.view.snp.makeConstraints { make in
                            make.top.leading.equalToSuperview().inset(10)
                            make.size.equalTo(50)
                        }
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("footer", in: result), 0, 627, 375, 40)
        expectFrame(frame("child", in: result), 10, 10, 50, 50)
        #expect(scene.coverage.percent == 100)
        let condition = "scene.swiftlay:11:31: warning: condition 'intent as? UIViewController' is unknown; the 'if' "
            + "branch runs (an unknown condition holds, see 'Unknown is a value' in the README)"
        #expect(scene.warnings.map(\.headline).contains(condition))
    }

    @Test func aCollectionViewFromUnknownCodeIsAFlowLayoutCollectionView() throws {
        let source = """
            class DiscoverViewController: DiscoverBaseViewController {
                var topicsView: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    topicsView = createCollectionView(type: .discover)
                    view.addSubview(topicsView)
                    topicsView.snp.makeConstraints { make in
                        make.top.leading.trailing.equalToSuperview()
                        make.height.equalTo(120)
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("topicsView", in: result), 0, 0, 375, 120)
        let topics = result.views.map(\.view).first { $0.name == "topicsView" }
        #expect((topics as? CollectionView)?.collectionViewLayout is CollectionViewFlowLayout)
        #expect(scene.coverage.percent == 100)
    }

    @Test func aChildControllerHandedToUnknownCodeOfAControllerHandsOverItsView() throws {
        let source = """
            class MasterViewController: UIViewController {
                private let cards = CardsViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    add(cards)
                    NSLayoutConstraint.activate([
                        cards.view.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                        cards.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        cards.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        cards.view.heightAnchor.constraint(equalToConstant: 300),
                    ])
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let cards = result.views.first { ($0.view as? PlaceholderView)?.className == "CardsViewController" }
        expectFrame(cards?.frame, 0, 183.5, 375, 300)
        let handed = "scene.swiftlay:5:9: warning: 'CardsViewController.view' is in no view tree, but was handed to "
            + "'add' (unknown code) of 'view' and is then constrained: it is taken as added to 'view' by that call"
        #expect(scene.warnings.map(\.headline).contains(handed))
        #expect(scene.coverage.percent == 100)
    }

    @Test func aStandInGivenAFrameBeforeAnyConstraintIsLaidOutByIt() throws {
        let source = """
            class Login: UIViewController {
                var sureButton: UIView!
                var skipButton: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    sureButton = ButtonFactory.make(title: "OK")
                    sureButton.frame = CGRect(x: 20, y: 300, width: 335, height: 44)
                    view.addSubview(sureButton)
                    skipButton = ButtonFactory.make(title: "Skip")
                    skipButton.frame = CGRect(x: 20, y: 400, width: 100, height: 44)
                    view.addSubview(skipButton)
                    skipButton.snp.makeConstraints { make in
                        make.top.equalTo(sureButton.snp.bottom).offset(20)
                        make.leading.trailing.equalToSuperview().inset(40)
                        make.height.equalTo(30)
                    }
                }
            }
            """
        let (_, result) = try #require(layOut(source))
        let sure = try #require(result.views.first { $0.name == "sureButton" })
        #expect(sure.view.translatesAutoresizingMaskIntoConstraints)
        #expect(sure.ambiguousAttributes.isEmpty)
        expectFrame(sure.frame, 20, 300, 335, 44)
        expectFrame(frame("skipButton", in: result), 40, 364, 295, 30) // SnapKit clears the flag again
    }
}
