import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Classes of plain Swift — no superclass, only protocols, `NSObject`, or a UIKit class outside layout such as
/// `UIRefreshControl` — are reference types a view uses (view models, data sources); they are never the root.
@Suite struct PlainClassesTests {
    @Test func plainClassesAreSharedReferences() throws {
        let source = """
            protocol Titled { var title: String { get } }
            extension Titled { var shout: String { title.uppercased() } }
            final class ProfileViewModel: Titled {
                let title: String
                var count = 0
                init(title: String) { self.title = title }
                func bump() { count += 1 }
            }
            class Counter { var value = 1 }
            final class Refresh: UIRefreshControl {
                var spins = 2
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
                override func didMoveToSuperview() { spins = 0 }
            }
            class Source: NSObject {
                let rows = 3
                override init() { super.init() }
            }
            class Card: UIView {
                let model = ProfileViewModel(title: "hi")
                let source = Source()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let shared = model
                    shared.bump()
                    let label = UILabel()
                    label.text = "\\(model.shout) \\(model.count) \\(source.rows) \\(Counter().value) \\(Refresh(frame: .zero).spins)"
                    addSubview(label)
                    label.snp.makeConstraints { make in make.edges.equalToSuperview() }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        #expect(scene.rootCandidates == ["Card"])
        let card = try #require(scene.canvas.subviews.first)
        #expect((card.subviews.first as? Label)?.text == "HI 1 3 1 2")
        expectFrame(frame("Card", in: result), 0, 0, 375, 21)
    }

    @Test func aClassConformingFirstToAUIKitProtocolIsAPlainClass() throws {
        let source = """
            final class Rows: UITableViewDataSource, UITableViewDelegate {
                let names = ["A"]
            }
            final class Card: UIView {}
            """
        let scene = try #require(loadScene(source))
        #expect(scene.rootCandidates == ["Card"])
        #expect(scene.warnings.isEmpty)
        #expect(Interpreter.isUIKitProtocolName("UICollectionViewDelegateFlowLayout"))
        #expect(Interpreter.isUIKitProtocolName("UIViewControllerRepresentable"))
        #expect(!Interpreter.isUIKitProtocolName("UITableView"))
        #expect(!Interpreter.isUIKitProtocolName("AppDelegate"))
    }

    @Test func staticOptionalVariablesStartAsNil() {
        let statements = """
            final class Theme {
                static var shared: Theme?
                static var count: Int?
                let name = "dark"
            }
            let before = Theme.shared == nil
            Theme.shared = Theme()
            """
        #expect(evaluated(statements, "[before, Theme.shared?.name == \"dark\", Theme.count == nil]") == "[true, true, true]")
    }

    @Test func overridingWhatAPlainClassDoesNotHaveIsAnError() {
        #expect(headline("class A { override func viewDidLoad() {} }\nview.addSubview(UIView())") == "scene.swiftlay:1:25: error: method does not override any method from its superclass")
    }
}

/// Structs and enums nested in a class belong to it: two classes may each declare their own `Layout`.
@Suite struct NestedTypeScopeTests {
    @Test func eachClassSeesItsOwnNestedTypes() throws {
        let source = """
            class Header: UIView {
                enum Layout { static let height: CGFloat = 40 }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    snp.makeConstraints { make in make.height.equalTo(Layout.height) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Footer: UIView {
                enum Layout { static let height: CGFloat = 20 }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    snp.makeConstraints { make in make.height.equalTo(Layout.height) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let header = Header()
            let footer = Footer()
            view.addSubview(header)
            view.addSubview(footer)
            header.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
            footer.snp.makeConstraints { make in make.bottom.leading.trailing.equalToSuperview() }
            let sum = Header.Layout.height + Footer.Layout.height
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("header", in: result), 0, 0, 375, 40)
        expectFrame(frame("footer", in: result), 0, 647, 375, 20)
        #expect(headline("class A: UIView {\n    enum L {}\n    enum L {}\n}") == "scene.swiftlay:3:10: error: invalid redeclaration of 'L'")
    }
}

/// Operators a type declares as static functions are used for its values; `!=` negates a declared `==`.
@Suite struct DeclaredOperatorsTests {
    @Test func declaredOperatorsAreUsed() {
        let statements = """
            struct Version {
                let major: Int
                let label: String
                static func == (lhs: Version, rhs: Version) -> Bool { lhs.major == rhs.major }
                static func < (lhs: Version, rhs: Version) -> Bool { lhs.major < rhs.major }
            }
            let a = Version(major: 1, label: "a")
            let b = Version(major: 1, label: "b")
            let c = Version(major: 2, label: "c")
            """
        #expect(evaluated(statements, "[a == b, a != b, a < c, c < a]") == "[true, false, true, false]")
    }
}
