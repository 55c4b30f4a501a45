import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// A method of a UIKit type called with labels no UIKit overload has is an app's extension from another file: an
/// unknown symbol with one warning, the call skipped and its closures not run; a call that is clearly a typo of a
/// real overload stays an error.
@Suite struct UIKitExtensionCallsTests {
    @Test func extensionMethodsOfUIKitTypesAreSkippedWithAWarning() throws {
        let source = """
            let title = UILabel()
            let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            title.font = UIFont.preferredFont(ofSize: 14)
            list.register(UICollectionViewCell.self)
            list.register(UICollectionViewCell.self, kind: "footer") { _ in title.text = "never" }
            list.register(UICollectionViewCell.self)
            view.addSubview(title)
            view.addSubview(list)
            list.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(20)
                make.leading.trailing.equalToSuperview()
                make.height.equalTo(100)
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:3:21: warning: unknown symbol 'UIFont.preferredFont(ofSize:)': UIKit has no such static method (an extension in another file?); what uses it is skipped",
            "scene.swiftlay:4:6: warning: unknown symbol 'UICollectionView.register(_:)': UIKit has no such method (an extension in another file?); what uses it is skipped",
            "scene.swiftlay:5:6: warning: unknown symbol 'UICollectionView.register(_:kind:_:)': UIKit has no such method (an extension in another file?); what uses it is skipped",
        ])
        #expect(scene.skipped.unknownSymbols == ["UIFont.preferredFont(ofSize:)", "UICollectionView.register(_:)",
                                                 "UICollectionView.register(_:kind:_:)"])
        #expect(scene.skipped.unrunClosures == 1)
        let title = try #require(scene.canvas.subviews.first as? Label)
        #expect(title.font == Label().font)
        #expect(title.text == nil)
        expectFrame(frame("list", in: result), 0, 20, 375, 100)
    }

    @Test func aVariadicOverloadOfAOneArgumentMethodCallsItWithEachArgument() throws {
        let source = """
            class Card: UIView {
                let title = UILabel(), icon = UIView(), stack = UIStackView()
                let price = UILabel(), stock = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title, icon, stack)
                    stack.axis = .vertical
                    stack.addArrangedSubview(price, stock)
                    stack.addArrangedSubview(stock, price)
                    icon.snp.makeConstraints { make in make.top.left.equalToSuperview(); make.size.equalTo(40) }
                    stack.snp.makeConstraints { make in
                        make.top.equalTo(icon.snp.bottom).offset(8)
                        make.left.equalToSuperview()
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:6:9: warning: 'UIView.addSubview(_:_:_:)' is an overload in a file not given: UIKit's "
                + "'addSubview(_:)' is called with each argument in turn",
            "scene.swiftlay:8:15: warning: 'UIStackView.addArrangedSubview(_:_:)' is an overload in a file not given: "
                + "UIKit's 'addArrangedSubview(_:)' is called with each argument in turn",
        ])
        #expect(scene.skipped.unknownSymbols.isEmpty)
        let card = try #require(scene.canvas.subviews.first)
        #expect(card.subviews.map(\.name) == ["title", "icon", "stack"])
        let stack = try #require(card.subviews.last as? StackView)
        #expect(stack.arrangedSubviews.map(\.name) == ["stock", "price"])
        expectFrame(frame("icon", in: result), 0, 0, 40, 40)
        #expect(frame("stack", in: result)?.minY == 48)
    }

    @Test func aCallWithATrailingClosureIsAnotherHelperNotAVariadicOverload() throws {
        let source = """
            let stack = UIStackView()
            view.addSubview(stack)
            stack.addArrangedSubview(UIView()) { item in item.tag = 7 }
            """
        let scene = try #require(loadScene(source))
        #expect(scene.skipped.unknownSymbols == ["UIStackView.addArrangedSubview(_:_:)"])
        #expect((scene.canvas.subviews.first as? StackView)?.arrangedSubviews.isEmpty == true)
    }

    @Test func anExtensionMethodIsAnOverloadBesideUIKits() throws {
        let source = """
            extension UICollectionView {
                func register(_ type: UICollectionViewCell.Type) {
                    register(type, forCellWithReuseIdentifier: "cell")
                    tag += 1
                }
            }
            let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            list.register(UICollectionViewCell.self)
            list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "other")
            view.addSubview(list)
            """
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.isEmpty)
        #expect(scene.canvas.subviews.first?.tag == 1)
    }

    @Test func aClassMethodIsAnOverloadBesideUIKits() throws {
        let source = """
            class Card: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview()
                }
                required init?(coder: NSCoder) { fatalError() }
                func addSubview() {
                    [title].forEach { self.addSubview($0) }
                    addSubview(UIView())
                }
            }
            """
        let scene = try #require(loadScene(source))
        #expect(scene.canvas.subviews.first?.subviews.count == 2)
    }

    @Test func aMisspeltLabelOfARealOverloadStaysAnError() {
        #expect(headline("let list = UITableView()\nlist.register(UITableViewCell.self, forCellReuseIdentifer: \"c\")") == "scene.swiftlay:2:6: error: no exact matches in call to instance method 'register'; candidates: register(_:forCellReuseIdentifier:), register(_:forHeaderFooterViewReuseIdentifier:)")
        #expect(headline("let box = UIView()\nbox.setContentHuggingPriority(.required, fr: .horizontal)") == "scene.swiftlay:2:5: error: incorrect argument labels in call (have '_:fr:', expected '_:for:')")
    }

    @Test func snapKitsDSLIsNotDegraded() {
        #expect(headline("let box = UIView()\nview.addSubview(box)\nbox.snp.makeConstraints { make in make.top.equalTo(view, offset: 3) }") == "scene.swiftlay:3:44: error: extra argument 'offset' in call")
    }
}
