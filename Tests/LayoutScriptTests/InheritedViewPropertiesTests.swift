import Foundation
import SwiftParser
@testable import LayoutScript
import LayoutScene
import Testing

/// Undeclared names a class's code uses as views or guides, which a file not given declares
/// (``Interpreter/inheritedViewProperty(_:of:at:)``).
@Suite struct InheritedViewPropertiesTests {
    @Test func aGuideNameInAClassDeclaredWholeIsTheSafeAreaGuideAnExtensionWraps() throws {
        let source = """
            final class TokenHeader: UIView {
                let container = UIStackView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(container)
                    container.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        container.topAnchor.constraint(equalTo: layoutGuide.topAnchor, constant: 10),
                        container.leadingAnchor.constraint(equalTo: layoutGuide.leadingAnchor),
                        container.trailingAnchor.constraint(equalTo: layoutGuide.trailingAnchor),
                        container.heightAnchor.constraint(equalToConstant: 60),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("container", in: result), 0, 10, 375, 60)
        let guide = "scene.swiftlay:8:53: warning: 'layoutGuide' is not declared: the files use it as a layout guide, "
            + "so it stands for an extension's guide in a file not given: UIKit's 'safeAreaLayoutGuide'"
        #expect(scene.warnings.map(\.headline).contains(guide))
        #expect(scene.coverage.percent == 100)
    }

    @Test func aNameOnlyCalledWithMethodsOnlyViewsHaveIsAnInheritedView() throws {
        let source = """
            class NewsViewController: LoaderBaseViewController {
                let list = UIView()
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    contentView.addGestureRecognizer(UISwipeGestureRecognizer())
                    contentView.addSubviews(views: [list, banner])
                    banner.snp.makeConstraints { make in
                        make.top.left.right.equalToSuperview()
                        make.height.equalTo(120)
                    }
                    list.snp.makeConstraints { make in
                        make.top.equalTo(banner.snp.bottom)
                        make.left.right.bottom.equalToSuperview()
                    }
                }
            }
            """
        let tree = Parser.parse(source: source)
        let index = LayoutBuildingIndex(files: [LayoutBuildingIndex.facts(in: tree, baseOffset: 0)])
        #expect(index.isUsedAsView("contentView"))
        let (scene, result) = try #require(layOut(source))
        let content = try #require(result.views.first { $0.name == "contentView" })
        #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        expectFrame(frame("banner", in: result), 0, 0, 375, 120)
        expectFrame(frame("list", in: result), 0, 120, 375, 547)
        #expect(scene.coverage.percent == 100)
    }

    @Test func aTopGuideOfAControllerIsItsTopLayoutGuide() throws {
        let source = """
            class AccessoryViewController: UIViewController {
                let stackView = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stackView)
                    stackView.snp.makeConstraints { make in
                        make.left.right.equalToSuperview()
                        make.top.equalTo(topGuide.snp.bottom).offset(10)
                        make.height.equalTo(30)
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("stackView", in: result), 0, 10, 375, 30) // the guide's bottom: the safe area's top, 0 here
        #expect(scene.warnings.map(\.headline).contains { $0.hasSuffix("UIKit's 'topLayoutGuide'") })
        #expect(scene.coverage.percent == 100)
    }

    @Test func aViewNameInAClassDeclaredWholeIsAnExtensionsViewUnlessItIsATypo() throws {
        let source = """
            final class Banner: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    title.snp.makeConstraints { make in
                        make.top.equalTo(separatorView.snp.bottom)
                        make.left.equalTo(titel.snp.left)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, _) = try #require(layOut(source))
        let headlines = scene.warnings.map(\.headline)
        #expect(headlines.contains { $0.hasPrefix("scene.swiftlay:7:30: warning: 'separatorView' is not declared") })
        #expect(headlines.contains { $0.hasPrefix("scene.swiftlay:8:31: warning: unknown symbol 'titel'") })
        #expect(scene.coverage.statements.map(\.isLaidOut) == [true, false])
    }
}
