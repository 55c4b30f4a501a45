import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Classes deriving from an undeclared base class: the UIKit class the name implies, a warning, and the base's usual
/// setup hooks; view roots hosted at the device width with the height their constraints give.
@Suite struct BaseClassSubstitutionTests {
    private let controller = """
        final class HomeViewController: BaseViewController {
            private let card = UIView()
            override func configureUI() {
                view.addSubview(card)
            }
            override func setLayout() {
                super.setLayout()
                card.snp.makeConstraints { make in
                    make.top.leading.trailing.equalToSuperview().inset(16)
                    make.height.equalTo(100)
                }
            }
        }
        """

    @Test func impliedUIKitClasses() {
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "BaseViewController") == "UIViewController")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "BaseVC") == "UIViewController")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "BaseTableViewCell") == "UITableViewCell")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "BaseCollectionViewCell") == "UICollectionViewCell")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "RoundButton") == "UIButton")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "PaddingLabel") == "UILabel")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "AvatarImageView") == "UIImageView")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "BaseStackView") == "UIStackView")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "BaseView") == "UIView")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "BaseTextField") == "UITextField")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "PlaceholderTextView") == "UITextView")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "NSObject") == nil)
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "WXTableViewController") == "UITableViewController")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "BaseCollectionViewController")
                    == "UICollectionViewController")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "MainNavigationController") == "UINavigationController")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "RootTabBarController") == "UITabBarController")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "RefreshTableView") == "UITableView")
        #expect(BaseClassSubstitution.uikitClass(impliedBy: "PagingCollectionView") == "UICollectionView")
    }

    @Test func aSubclassOfAnUndeclaredTableViewControllerHasItsTable() throws {
        let source = """
            final class ConversationsViewController: WXTableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.rowHeight = 64
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
            }
            """
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.first?.headline.hasPrefix("scene.swiftlay:1:42: warning: unknown symbol "
                    + "'WXTableViewController': base class not declared in the scene's files; treated as "
                    + "UITableViewController (by its name)") == true)
        let table = try #require(scene.canvas.hostedController?.view as? TableView)
        #expect(table.rowHeight == 64)
    }

    @Test func aBaseWhoseNameImpliesNothingTakesTheSubclassesNameThenItsOverrides() throws {
        let source = """
            final class MypageViewController: NaviHelper {
                let card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                    card.snp.makeConstraints { make in make.top.left.equalToSuperview(); make.size.equalTo(50) }
                }
            }
            final class Screen: Helper {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            final class Widget: Helper {}
            """
        let scene = try SceneScript.load(source: source, fileName: "scene.swiftlay", defaultSize: testSize,
                                         options: LoadOptions(rootClass: "MypageViewController"))
        #expect(scene.skipped.substitutedBaseClasses == [
            SubstitutedBaseClass(name: "NaviHelper", uikitClass: "UIViewController"),
            SubstitutedBaseClass(name: "Helper", uikitClass: "UIViewController"),
        ])
        #expect(scene.warnings.map(\.headline).first == "scene.swiftlay:1:35: warning: unknown symbol 'NaviHelper': base class not declared in the scene's files; treated as UIViewController (by the name of its subclass 'MypageViewController'); the base's usual setup hooks run (see 'Base classes' in the README)")
        #expect(BaseClassSubstitution.implied(byBase: "Helper", of: ClassDecl(
            name: "Widget", nameSpan: SourceSpan(start: 0, end: 0), superclass: nil, conformances: [],
            members: MemberList())) == nil)
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(frame("card", in: result) == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func aClassWhoseBaseImpliesNothingIsDrawnOnlyWhenItBuildsLayoutAndNoOtherCanBe() throws {
        let sheet = """
            final class GoodsSheet: Popup {
                let title = UILabel()
                override func makeSubview() {
                    addSubview(title)
                    title.snp.makeConstraints { make in make.top.left.equalToSuperview().inset(8) }
                }
            }
            final class Formatter: Helper {
                func format() -> String { "" }
            }
            """
        let scene = try SceneScript.load(source: sheet, fileName: "scene.swiftlay", defaultSize: testSize)
        #expect(scene.rootCandidates == ["GoodsSheet"])
        #expect(scene.hooksRun == ["GoodsSheet.makeSubview()"])
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(frame("title", in: result)?.origin == CGPoint(x: 8, y: 8))
        let helpers = try SceneScript.load(source: "final class Formatter: Helper { func format() -> String { \"\" } }",
                                           fileName: "scene.swiftlay", defaultSize: testSize)
        #expect(helpers.rootCandidates.isEmpty)
        let withAView = try SceneScript.load(source: sheet + "\nfinal class Card: UIView {}", fileName: "scene.swiftlay",
                                             defaultSize: testSize)
        #expect(withAView.rootCandidates == ["Card"])
    }

    @Test func controllerHooksRunInViewDidLoad() throws {
        let (scene, result) = try #require(layOut(controller))
        #expect(scene.root == .controller(className: "HomeViewController"))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:1:33: warning: unknown symbol 'BaseViewController': base class not declared in the scene's files; treated as UIViewController (by its name); the base's usual setup hooks run (see 'Base classes' in the README)",
        ])
        #expect(scene.skipped.substitutedBaseClasses == [SubstitutedBaseClass(name: "BaseViewController", uikitClass: "UIViewController")])
        expectFrame(frame("card", in: result), 16, 16, 343, 100)
    }

    @Test func hooksCanBeTurnedOff() throws {
        let scene = try SceneScript.load(source: controller, fileName: "scene.swiftlay", defaultSize: testSize,
                                         options: LoadOptions(runsBaseClassHooks: false))
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(frame("card", in: result) == nil)
        #expect(scene.warnings.first?.headline == "scene.swiftlay:1:33: warning: unknown symbol 'BaseViewController': base class not declared in the scene's files; treated as UIViewController (by its name)")
    }

    @Test func hooksTheSubclassCallsItselfRunOnce() throws {
        let source = """
            final class CardView: BaseView {
                let title = UILabel()
                var setups = 0
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setupViews()
                }
                func setupViews() {
                    setups += 1
                    addSubview(title)
                }
                override func setupConstraints() {
                    title.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.root == .view(className: "CardView"))
        // the title no code fills is filled by the app's other files: it shows its name (see EntryPointsTests)
        #expect(scene.canvas.size == CGSize(width: 375, height: 41))
        let card = try #require(scene.canvas.subviews.first as? ScriptedView)
        let setups = card.instance.storage["setups"]?.value
        #expect(setups.map { if case .int(1) = $0 { true } else { false } } == true)
        expectFrame(frame("CardView", in: result), 0, 0, 375, 41)
        expectFrame(frame("title", in: result), 10, 10, 355, 21)
    }

    @Test func aLayoutSceneNameWhoseSubclassOverridesWhatUIKitLacksIsTheAppsBase() throws {
        let source = """
            final class RegisterViewController: ViewController {
                let card = UIView()
                override func setupViews() {
                    view.addSubview(card)
                }
                override func setupConstraints() {
                    card.snp.makeConstraints { make in make.top.leading.equalToSuperview().inset(16); make.size.equalTo(50) }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline).first == "scene.swiftlay:1:37: warning: unknown symbol 'ViewController': base class not declared in the scene's files; treated as UIViewController (by its name); the base's usual setup hooks run (see 'Base classes' in the README)")
        expectFrame(frame("card", in: result), 16, 16, 50, 50)
    }

    @Test func aLayoutSceneNameWithOnlyUIKitOverridesIsUIKitsClass() throws {
        let source = """
            final class Card: View {
                let dot = UIView()
                override init(frame: CGRect) { super.init(frame: frame); addSubview(dot) }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() { super.layoutSubviews(); dot.frame = CGRect(x: 1, y: 2, width: 3, height: 4) }
            }
            """
        let scene = try #require(loadScene(source))
        #expect(scene.skipped.substitutedBaseClasses.isEmpty)
    }

    @Test func aViewRootWithoutAHeightFillsTheScreen() throws {
        let source = """
            class BadgeView: UIView {
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    dot.snp.makeConstraints { make in
                        make.center.equalToSuperview()
                        make.size.equalTo(10)
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.canvas.size == CGSize(width: 375, height: 667))
        expectFrame(frame("BadgeView", in: result), 0, 0, 375, 667)
        expectFrame(frame("dot", in: result), 182.5, 328.5, 10, 10)
    }

    @Test func theLastCandidateIsDrawnUnlessTheOptionsNameAnother() throws {
        let source = """
            class First: UIViewController {}
            class Second: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    snp.makeConstraints { make in make.height.equalTo(50) }
                }
            }
            """
        let scene = try #require(loadScene(source))
        #expect(scene.root == .view(className: "Second"))
        #expect(scene.rootCandidates == ["First", "Second"])
        let first = try SceneScript.load(source: source, fileName: "scene.swiftlay", defaultSize: testSize,
                                         options: LoadOptions(rootClass: "First"))
        #expect(first.root == .controller(className: "First"))
        #expect(throws: ScriptError.self) {
            try SceneScript.load(source: source, fileName: "scene.swiftlay", defaultSize: testSize,
                                 options: LoadOptions(rootClass: "Thrid"))
        }
    }

    @Test func hooksNamingViewsAddedAfterSuperViewDidLoadRunWhenItReturns() throws {
        let source = """
            final class LoginViewController: BaseViewController {
                let logoView = UIImageView()
                let loginButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(self.logoView)
                    view.addSubview(self.loginButton)
                }
                override func setupConstraints() {
                    logoView.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(80)
                        make.centerX.equalToSuperview()
                        make.size.equalTo(100)
                    }
                    loginButton.snp.makeConstraints { make in
                        make.left.right.equalToSuperview().inset(20)
                        make.bottom.equalToSuperview().offset(-40)
                        make.height.equalTo(50)
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.hooksRun == ["LoginViewController.setupConstraints()"])
        expectFrame(frame("logoView", in: result), 137.5, 80, 100, 100)
        expectFrame(frame("loginButton", in: result), 20, 577, 335, 50)
        #expect(scene.coverage.percent == 100)
    }

    @Test func hooksNamingNoViewAddedLaterStillRunAtSuperViewDidLoad() throws {
        let source = """
            final class ProfileViewController: BaseViewController {
                let card = UIView()
                var order: [String] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    order.append("after super")
                    view.addSubview(UIView())
                }
                override func setupViews() {
                    order.append("setupViews")
                    view.addSubview(card)
                }
            }
            """
        let scene = try #require(loadScene(source))
        let controller = try #require(scene.canvas.hostedController as? ScriptedObject)
        #expect(property("order", of: controller) == "[\"setupViews\", \"after super\"]")
    }
}
