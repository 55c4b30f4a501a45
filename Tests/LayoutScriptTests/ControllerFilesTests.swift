import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Files shaped as iOS code: a `UIViewController` subclass with stored, `lazy` and closure-initialised properties,
/// `viewDidLoad`, helper methods, `super` calls and ignored modifiers, hosted in a canvas of the default size.
@Suite struct ControllerFilesTests {
    @Test func controllerWithPropertiesAndHelpers() {
        guard let (scene, result) = layOut("""
            import UIKit
            import SnapKit

            @objc final class ProfileViewController: UIViewController {
                private let avatar: UIView = {
                    let view = UIView()
                    view.backgroundColor = .systemBlue
                    return view
                }()
                private lazy var nameLabel: UILabel = {
                    let label = UILabel()
                    label.text = "Ada"
                    label.font = .systemFont(ofSize: 10)
                    return label
                }()
                fileprivate var spacing: CGFloat = 12

                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.view.addSubview(avatar)
                    view.addSubview(nameLabel)
                    setUpConstraints()
                }

                @objc private func setUpConstraints() {
                    avatar.snp.makeConstraints { make in
                        make.top.left.equalToSuperview().offset(spacing)
                        make.size.equalTo(40)
                    }
                    nameLabel.snp.makeConstraints { make in
                        make.left.equalTo(avatar.snp.right).offset(self.spacing)
                        make.centerY.equalTo(avatar)
                    }
                }
            }
            """) else { return }
        #expect(scene.root == .controller(className: "ProfileViewController"))
        #expect(scene.canvas.frame.size == testSize)
        expectFrame(frame("avatar", in: result), 12, 12, 40, 40)
        expectFrame(frame("nameLabel", in: result), 64, 26, 15, 12)
    }

    @Test func loadViewCanSupplyTheRootView() {
        guard let (_, result) = layOut("""
            class Screen: UIViewController {
                let inner = UIView()
                override func loadView() {
                    let root = UIView()
                    root.backgroundColor = .white
                    root.addSubview(inner)
                    view = root
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    inner.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
                }
            }
            """) else { return }
        expectFrame(frame("inner", in: result), 10, 10, 355, 647)
        #expect(result.views.map(\.name).prefix(2) == ["root", "view"])
    }

    @Test func theLastControllerIsTheRootUnlessAcommentNamesOne() {
        let two = """
            class First: UIViewController {
                override func viewDidLoad() { view.tag = 1 }
            }
            class Second: UIViewController {
                override func viewDidLoad() { view.tag = 2 }
            }
            """
        #expect(loadScene(two)?.root == .controller(className: "Second"))
        #expect(loadScene("// layoutviz: root=First\n" + two)?.root == .controller(className: "First"))
        #expect(loadScene("// layoutviz: root=First\n" + two)?.canvas.subviews.first?.tag == 1)
        #expect(headline("// layoutviz: root=Frist\n" + two) == "scene.swiftlay:1:20: error: the root 'Frist' is not a UIViewController or UIView subclass of the scene's files; did you mean 'First'?")
    }

    @Test func theRootIsTheLastClassNoOtherUsesSoAScreenIsDrawnWithItsParts() {
        let screen = """
            class FeedViewController: UIViewController {
                let header = HeaderView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header)
                    tableView.register(FeedCell.self, forCellReuseIdentifier: "cell")
                }
                let tableView = UITableView()
            }
            class HeaderView: UIView {}
            class FeedCell: UITableViewCell { weak var owner: FeedViewController? }
            """
        #expect(loadScene(screen)?.root == .controller(className: "FeedViewController"))
        let mutual = """
            class A: UIView { lazy var partner = B() }
            class B: UIView { func makePartner() -> A { A() } }
            """
        #expect(loadScene(mutual)?.root == .view(className: "B"))
        #expect(loadScene("// layoutviz: root=HeaderView\n" + screen)?.root == .view(className: "HeaderView"))
    }

    @Test func controllersInheritFromOtherControllers() {
        guard let (scene, result) = layOut("""
            class BaseViewController: UIViewController {
                let header = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header)
                    header.snp.makeConstraints { make in
                        make.top.left.right.equalToSuperview()
                        make.height.equalTo(headerHeight())
                    }
                }
                func headerHeight() -> CGFloat { 44 }
            }
            final class DetailViewController: BaseViewController {
                let body = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(body)
                    body.snp.makeConstraints { make in
                        make.top.equalTo(header.snp.bottom)
                        make.left.right.bottom.equalToSuperview()
                    }
                }
                override func headerHeight() -> CGFloat { 60 }
            }
            """) else { return }
        #expect(scene.root == .controller(className: "DetailViewController"))
        expectFrame(frame("body", in: result), 0, 60, 375, 607)
    }

    @Test func controllersCanBeHostedByTheFileItself() {
        guard let (scene, result) = layOut("""
            class Screen: UIViewController {
                override func viewDidLoad() {
                    let box = UIView()
                    view.addSubview(box)
                    box.snp.makeConstraints { make in make.edges.equalToSuperview() }
                }
            }
            let canvas = Canvas(hosting: Screen(), width: 100, height: 50)
            """) else { return }
        #expect(scene.root == .canvas(variable: "canvas"))
        expectFrame(frame("box", in: result), 0, 0, 100, 50)
    }

    @Test func aMethodALaterUIKitNamedIsTheClasssOwnWithAWarning() throws {
        let (scene, result) = try #require(layOut("""
            final class TabsViewController: UIViewController {
                let container = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(container)
                    container.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    addChild(UIViewController())
                }
                private func addChild(_ child: UIViewController) {
                    container.addSubview(child.view)
                    child.view.snp.makeConstraints { make in
                        make.top.left.right.equalToSuperview()
                        make.height.equalTo(40)
                    }
                }
            }
            """))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:9:18: warning: 'addChild(_:)' has no 'override', and UIKit's UIViewController declares it "
                + "too (in a later SDK than the file's, or the compiler would reject it); it is read as the class's "
                + "own method",
        ])
        #expect(result.views.filter { $0.frame == CGRect(x: 0, y: 0, width: 375, height: 40) }.count == 1)
    }

    @Test func classErrors() {
        #expect(headline("class A: UIViewController {\n    func viewDidLoad() {}\n}") == "scene.swiftlay:2:10: error: overriding declaration requires an 'override' keyword")
        #expect(headline("class A: UIViewController {\n    override func layoutSubviews() {}\n}") == "scene.swiftlay:2:19: error: method does not override any method from its superclass")
        #expect(headline("class A: UIViewController {\n    let view = UIView()\n}") == "scene.swiftlay:2:9: error: cannot override with a stored property 'view'")
        #expect(headline("class A: Canvas {}") == "scene.swiftlay:1:10: error: inheritance from a final class 'Canvas'")
        let subclass = loadScene("class A: UIColor {}\nlet box = UIView()\nview.addSubview(box)")
        #expect(subclass?.warnings.map(\.headline) == ["scene.swiftlay:1:10: warning: 'A' derives from 'UIColor', which scene classes cannot extend (they can extend UIView, UILabel, UIScrollView, UIStackView, UIControl, UIButton, UITextField, UITextView, UIImageView, UITableViewCell, UICollectionViewCell, UIViewController, UITableViewController or UICollectionViewController); its instances are plain objects"])
        #expect(headline("class A: B {}\nclass B: A {}") == "scene.swiftlay:2:7: error: 'B' inherits from itself")
        #expect(firstWarning("class A: UIVeiw {}") == "scene.swiftlay:1:10: warning: unknown symbol 'UIVeiw': base class not declared in the scene's files; treated as UIView (its name implies no UIKit class); the base's usual setup hooks run (see 'Base classes' in the README); did you mean 'UIView'?")
        #expect(headline("class A: UIView {\n    let x = 1\n    let y = x + 1\n}\nlet a = A()") == "scene.swiftlay:3:13: error: cannot use instance member 'x' within property initializer; property initializers run before 'self' is available")
    }
}

extension ControllerFilesTests {
    /// A root whose initializers all need an app's value is made with its fewest-parameter designated initializer,
    /// declared by itself or, when it declares none, inherited from its superclass (a generic base's
    /// `init(viewModel:)`), given unknown values with a warning.
    @Test func aRootNeedingArgumentsIsMadeWithUnknownValues() throws {
        let source = """
            class BaseViewController<VM>: UIViewController {
                let viewModel: VM
                init(viewModel: VM) {
                    self.viewModel = viewModel
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class ProfileViewController: BaseViewController<ProfileViewModel> {
                let card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                    card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:9:13: warning: the root 'ProfileViewController' is made with init(viewModel:), given "
                + "unknown values for 'viewModel'",
        ])
        expectFrame(frame("card", in: result), 10, 10, 355, 647)
    }
}
