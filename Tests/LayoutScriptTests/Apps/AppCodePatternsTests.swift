import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Valid Swift that real apps' folders hold and that must not stop a screen: each file's private twins, subclasses of
/// UIKit classes scene classes cannot extend, convenience initializers with defaults, initializers an undeclared
/// base class declares.
@Suite struct AppCodePatternsTests {
    private func load(_ sources: [SceneSource], appFolder: Bool = true) throws -> LoadedScene {
        try SceneScript.load(sources: sources, defaultSize: CGSize(width: 375, height: 667),
                             options: LoadOptions(isAppFolder: appFolder))
    }

    @Test func anAppFoldersTypeAndGlobalDeclaredInTwoFilesKeepTheFirst() throws {
        let scene = try load([
            SceneSource(name: "A.swift", text: "extension UIView {\n    private struct Keys { static let gap = 8.0 }\n}\nprivate let inset = 4.0"),
            SceneSource(name: "B.swift", text: "extension UIScrollView {\n    private struct Keys { static let gap = 2.0 }\n}\nprivate let inset = 6.0\nlet box = UIView()\nview.addSubview(box)"),
        ])
        #expect(scene.warnings.map(\.headline) == [
            "B.swift:4:13: warning: 'inset' is declared again here, in another file (each file's private declaration, or "
                + "another target's); layoutviz keeps one declaration of the name for the app, the first, so uses in "
                + "this file see that one",
            "B.swift:2:20: warning: 'Keys' is declared again here, in another file (each file's private declaration, or "
                + "another target's); layoutviz keeps one declaration of the name for the app, the first, so uses in "
                + "this file see that one",
        ].sorted())
    }

    @Test func twoDeclarationsInOneFileOrOutsideAnAppFolderAreStillAnError() {
        #expect(throws: ScriptError.self) {
            try load([SceneSource(name: "A.swift", text: "struct Keys {}\nstruct Keys {}")])
        }
        #expect(throws: ScriptError.self) {
            try load([SceneSource(name: "A.swift", text: "struct Keys {}"),
                      SceneSource(name: "B.swift", text: "struct Keys {}")], appFolder: false)
        }
    }

    @Test func aSubclassOfAFlowLayoutIsAnUnknownLayoutWhereOneIsWanted() throws {
        let scene = try load([SceneSource(name: "Grid.swift", text: """
            final class AlignedLayout: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
            }
            let grid = UICollectionView(frame: .zero, collectionViewLayout: AlignedLayout())
            view.addSubview(grid)
            grid.snp.makeConstraints { make in make.edges.equalToSuperview() }
            """)])
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(result.views.contains { $0.name == "grid" && $0.frame == CGRect(x: 0, y: 0, width: 375, height: 667) })
        #expect(scene.warnings.first?.headline == "Grid.swift:1:28: warning: 'AlignedLayout' derives from "
                    + "'UICollectionViewFlowLayout', which scene classes cannot extend (they can extend UIView, UILabel, "
                    + "UIScrollView, UIStackView, UIControl, UIButton, UITextField, UITextView, UIImageView, "
                    + "UITableViewCell, UICollectionViewCell, UIViewController, UITableViewController or "
                    + "UICollectionViewController); its instances are plain objects")
    }

    @Test func selfInitInAConvenienceInitializerWithDefaultsIsTheInheritedOne() throws {
        let scene = try load([SceneSource(name: "Pages.swift", text: """
            final class PagesViewController: UIViewController {
                var titles: [String] = []
                convenience init(titles: [String] = []) {
                    self.init()
                    self.titles = titles
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = "\\(titles.count) pages"
                    view.addSubview(label)
                    label.snp.makeConstraints { make in make.center.equalToSuperview() }
                }
            }
            """)])
        #expect(scene.root == .controller(className: "PagesViewController"))
    }

    @Test func anInitializerOfAnUndeclaredBaseClassMakesTheObjectWithInit() throws {
        let scene = try load([SceneSource(name: "Refresh.swift", text: """
            final class RefreshHeader: MJRefreshGifHeader {}
            let header = RefreshHeader { print("refresh") }
            view.addSubview(header)
            """)])
        #expect(scene.warnings.map(\.headline).contains(
            "Refresh.swift:2:14: warning: 'RefreshHeader(_:)' matches no initializer the files declare; its base class "
                + "'MJRefreshGifHeader', not in the files, would: it is made with init() and the arguments are not used"))
    }

    @Test func aUIKitInitializerOfASubclassOfAClassKeptOutsideLayoutMakesItWithInit() throws {
        let scene = try load([SceneSource(name: "Alert.swift", text: """
            public class ThemedAlertController: UIAlertController {
                override public func viewDidLoad() { super.viewDidLoad() }
            }
            final class HelpViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let alert = ThemedAlertController(title: "Open?", message: "x", preferredStyle: .alert)
                    view.addSubview(UILabel())
                }
            }
            """)])
        #expect(scene.root == .controller(className: "HelpViewController"))
        #expect(scene.warnings.map(\.headline).contains(
            "Alert.swift:7:21: warning: 'ThemedAlertController(title:message:preferredStyle:)' matches no initializer "
                + "the files declare; UIKit's 'UIAlertController', which layoutviz keeps outside layout, would: it is "
                + "made with init() and the arguments are not used"))
    }

    @Test func globalFunctionsOverloadedByTheirParametersTypesAreNotRedeclarations() throws {
        let scene = try load([SceneSource(name: "Operators.swift", text: """
            func bind(_ label: UILabel, _ text: String) { label.text = text }
            func bind(_ label: UILabel, _ count: Int) { label.text = "\\(count) items" }
            let title = UILabel()
            bind(title, "Inbox")
            view.addSubview(title)
            """)])
        #expect(scene.warnings.isEmpty)
    }

    @Test func aConstrainedExtensionOfAGenericTypeExtendsTheType() throws {
        let scene = try load([SceneSource(name: "Paths.swift", text: """
            extension Array<String> {
                var joinedWithSlashes: String { joined(separator: "/") }
            }
            let label = UILabel()
            label.text = ["a", "b"].joinedWithSlashes
            view.addSubview(label)
            """)])
        #expect(scene.warnings.isEmpty)
        #expect((scene.canvas.subviews.first as? Label)?.text == "a/b")
    }

    @Test func aSubclassMethodOfTheSelectorIsAnOverrideWithOverrideAndAnOverloadWithout() throws {
        let scene = try load([SceneSource(name: "Cells.swift", text: """
            class BaseCell<Model>: UITableViewCell {
                func bind(model: Model) {}
                func configure(with item: Any) {}
            }
            final class NameCell: BaseCell<String> {
                private let cornerRadius: CGFloat = 5
                override func bind(model: String) { textLabel?.text = model }
                func configure(with item: String) { textLabel?.text = item }
            }
            let cell = NameCell(style: .default, reuseIdentifier: nil)
            cell.bind(model: "Ada")
            view.addSubview(cell)
            """)], appFolder: false)
        #expect(scene.warnings.isEmpty)
    }

    @Test func anExtensionInAnotherFileKeepsTheGenericTypesParametersErased() throws {
        let scene = try load([
            SceneSource(name: "Cache.swift", text: """
                final class LRUCache<Key: Hashable, Value> {
                    var storage: [Key: Value] = [:]
                    init() {}
                }
                """),
            SceneSource(name: "Cache+Access.swift", text: """
                extension LRUCache {
                    func set(_ value: Value, forKey key: Key) { storage[key] = value }
                    func value(forKey key: Key) -> Value? { storage[key] }
                }
                struct Key: ExpressibleByStringLiteral { let raw: String; init(stringLiteral value: String) { raw = value } }
                """),
            SceneSource(name: "Screen.swift", text: """
                let cache = LRUCache<String, Int>()
                cache.set(30, forKey: "width")
                let box = UIView()
                view.addSubview(box)
                box.frame = CGRect(x: 0, y: 0, width: cache.value(forKey: "width") ?? 0, height: 10)
                """),
        ])
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(frame("box", in: result), 0, 0, 30, 10)
    }
}
