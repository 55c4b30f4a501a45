import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// UIKit API outside layout — touches, accessibility, scrolling behaviour, keyboards, navigation and bar items — is
/// known: properties keep what is set (or UIKit's default), methods do nothing, gesture recognizers and bar button
/// items are objects that absorb calls, and a controller shown on its own has no navigation controller. None of it
/// warns.
@Suite struct UIKitOutsideLayoutTests {
    @Test func propertiesKeepTheirValuesAndMethodsDoNothing() throws {
        let source = """
            class ProfileController: UIViewController {
                let avatar = UIImageView(image: UIImage())
                let name = UILabel()
                let list = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    hidesBottomBarWhenPushed = true
                    extendedLayoutIncludesOpaqueBars = true
                    navigationItem.title = "Profile"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self,
                                                                        action: #selector(edit))
                    navigationController?.navigationBar.prefersLargeTitles = true
                    let tap = UITapGestureRecognizer(target: self, action: #selector(edit))
                    tap.numberOfTapsRequired = 2
                    avatar.isUserInteractionEnabled = true
                    avatar.addGestureRecognizer(tap)
                    avatar.layer.shadowOpacity = 0.3
                    name.isAccessibilityElement = true
                    name.accessibilityLabel = "Name"
                    name.text = name.isAccessibilityElement && avatar.isUserInteractionEnabled ? "yes" : "no"
                    name.tag = avatar.gestureRecognizers?.count ?? 0
                    list.isScrollEnabled = false
                    list.keyboardDismissMode = .onDrag
                    list.tableFooterView = UIView()
                    list.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
                    present(UIAlertController(title: "Hi", message: nil, preferredStyle: .alert), animated: true) {
                        self.name.text = "never"
                    }
                    for item in [avatar, name, list] as [UIView] { view.addSubview(item) }
                    avatar.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(16) }
                    name.snp.makeConstraints { make in make.top.equalTo(avatar.snp.bottom).offset(8); make.leading.equalTo(avatar) }
                }
                @objc func edit() {}
            }
            """
        let (scene, result) = try #require(layOut(source))
        // what shows the root controller is the app's other files' choice (see UnknownPresentationTests)
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:12:9: warning: 'navigationController' of the root controller is unknown: the app's other "
                + "files decide what shows it (`--embed navigation` shows it in one)",
        ])
        #expect(scene.skipped.unrunClosures == 1)
        #expect(scene.skipped.unknownSymbols == ["ProfileController.navigationController"])
        let root = try #require(scene.canvas.subviews.first)
        let name = try #require(root.subviews.compactMap { $0 as? Label }.first)
        #expect(name.text == "yes")
        #expect(name.tag == 1)
        expectFrame(frame("avatar", in: result), 16, 16, 0, 0)
        expectFrame(frame("name", in: result), 16, 24, 26, 21)
    }

    @Test func anImageKeepsItsAccessibilityIdentifier() {
        let statements = """
            let image = UIImage()
            let before = image.accessibilityIdentifier
            image.accessibilityIdentifier = "icBack"
            """
        #expect(evaluated(statements, #""\(before == nil) \(image.accessibilityIdentifier ?? "")""#) == "true icBack")
    }

    @Test func keyValueObservationNeverRunsItsHandlerAndURLComponentsKeepTheirAddress() throws {
        let scene = try #require(loadScene("""
            class Browser: UIViewController {
                let web = WKWebView()
                private var observation: NSKeyValueObservation?
                var ran = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(web)
                    observation = web.observe(\\.estimatedProgress, options: [.new]) { [weak self] _, _ in
                        self?.ran = true
                    }
                    guard var components = URLComponents(string: "https://api.example.com/oauth/") else { return }
                    components.queryItems = [URLQueryItem(name: "client_id", value: "1")]
                    let label = UILabel()
                    label.text = "\\(ran) \\(components.host ?? "") \\(components.url?.absoluteString ?? "")"
                    view.addSubview(label)
                }
                deinit { observation?.invalidate() }
            }
            """))
        #expect(scene.warnings.isEmpty)
        #expect(scene.skipped.unrunClosures == 1)
        #expect(labels(in: scene.canvas).first?.text == "false api.example.com https://api.example.com/oauth/")
    }

    @Test func defaultsAreUIKits() throws {
        let source = """
            let label = UILabel()
            let box = UIView()
            let scroll = UIScrollView()
            label.text = "\\(label.isUserInteractionEnabled) \\(box.isUserInteractionEnabled) \\(scroll.isScrollEnabled) \\(scroll.maximumZoomScale)"
            view.addSubview(label)
            """
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.isEmpty)
        #expect((scene.canvas.subviews.first as? Label)?.text == "false true true 1.0")
    }

    @Test func readingAnUnsetMemberOfAnOutsideObjectIsUnknown() throws {
        let source = """
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            let label = UILabel()
            label.addGestureRecognizer(tap)
            view.addSubview(label)
            let events = label.gestureRecognizers!.first!.rx
            """
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:5:47: warning: unknown symbol 'UITapGestureRecognizer.rx': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
    }

    @Test func olderSpellingsAndAppSubscripts() throws {
        let source = """
            let back = UIView()
            let front = UIView()
            view.addSubview(front)
            view.addSubview(back)
            view.bringSubview(toFront: front)
            let insets = UIEdgeInsetsMake(1, 2, 3, 4)
            let delay: TimeInterval = 0.25
            let pages = [back, front]
            let page = pages[safe: 3]
            front.snp.makeConstraints { make in make.edges.equalToSuperview().inset(insets) }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:9:12: warning: unknown symbol '[UIView].subscript(safe:)': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        #expect(scene.canvas.subviews.last?.name == "front")
        expectFrame(frame("front", in: result), 2, 1, 375 - 6, 667 - 4)
    }

    @Test func coreGraphicsConstructorsOfSwiftTwo() throws {
        let source = """
            let box = UIView(frame: CGRectMake(10, 20, 100, 40))
            view.addSubview(box)
            let dot = UIView(frame: CGRect(origin: CGPointMake(5, 5), size: CGSizeMake(8, 8)))
            view.addSubview(dot)
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("box", in: result), 10, 20, 100, 40)
        expectFrame(frame("dot", in: result), 5, 5, 8, 8)
        #expect(headline("let r = CGRectMake(1, 2, 3)") == "scene.swiftlay:1:9: error: 'CGRectMake' takes 4 numbers (x, y, width, height)")
    }

    @Test func coreGraphicsConstructorsGivenTheAppsNumbers() throws {
        let source = """
            let box = UIView(frame: CGRectMake(0, 0, scale(100), 40))
            view.addSubview(box)
            let label = UILabel()
            view.addSubview(label)
            label.snp.makeConstraints { make in
                make.edges.equalToSuperview().inset(UIEdgeInsetsMake(Consts.top, 8, 8, 8))
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("box", in: result), 0, 0, 100, 40)
        expectFrame(frame("label", in: result), 8, 0, 359, 659) // the unknown top stands in as 0, the rest as given
        #expect(scene.coverage.statements.map(\.outcome) == [.standIn("UIEdgeInsetsMake(Consts.top, 8, 8, 8)")])
    }

    @Test func scrollIndicatorInsetsAndTextAttributesAreOutsideLayout() throws {
        let scene = try #require(loadScene("""
            let scroll = UIScrollView()
            scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
            let notes = UITextView()
            notes.allowsEditingTextAttributes = true
            notes.accessibilityIgnoresInvertColors = true
            view.addSubview(scroll)
            view.addSubview(notes)
            """))
        #expect(scene.warnings.isEmpty)
    }

    @Test func optionSetsOutsideLayoutTakeArrayLiterals() throws {
        let scene = try #require(loadScene("""
            let notes = UITextView()
            notes.dataDetectorTypes = [.phoneNumber, .link]
            notes.isEditable = false
            view.addSubview(notes)
            """))
        #expect(scene.warnings.isEmpty)
        #expect(scene.skipped.unknownSymbols.isEmpty)
    }
}
