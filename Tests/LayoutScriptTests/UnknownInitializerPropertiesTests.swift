import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// An app's convenience initializer of a UIKit view sets what its labels name
/// (``Interpreter/applyPropertyArguments(to:_:_:in:)``), after UIKit's initializer it extends, if any.
@Suite struct UnknownInitializerPropertiesTests {
    private let source = """
        class CardController: UIViewController {
            let heading = UILabel(text: "Hello", textColor: .red, fontSize: 20, fontWeight: .bold)
            let go = UIButton(title: "Go", titleColor: .blue, target: nil, action: nil)
            let stack = UIStackView(arrangedSubviews: [], axis: .vertical, spacing: 12)
            let plain = UIView(backgroundColor: .green)
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(stack)
                view.addSubview(plain)
                stack.addArrangedSubview(heading)
                stack.addArrangedSubview(go)
            }
        }
        """

    @Test func labelsNamingPropertiesAndStateSettersSetThem() throws {
        let scene = try #require(loadScene(source))
        let root = try #require(scene.canvas.subviews.first)
        let stack = try #require(root.subviews.first as? StackView)
        let title = try #require(stack.arrangedSubviews.first as? Label)
        let go = try #require(stack.arrangedSubviews.last as? Button)
        #expect(title.text == "Hello" && title.textColor == .red && title.font.pointSize == 20)
        #expect(go.title(for: .normal) == "Go" && go.titleColor(for: .normal) == .blue)
        #expect(stack.axis == .vertical && stack.spacing == 12)
        #expect(root.subviews.last?.backgroundColor == .green)
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:2:19: warning: unknown symbol 'UILabel.init(text:textColor:fontSize:fontWeight:)': UIKit has no such initializer (an extension in another file?); the UILabel is made with UIKit's defaults, then given what its arguments name (text, textColor, fontSize → font)"))
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:4:17: warning: unknown symbol 'UIStackView.init(arrangedSubviews:axis:spacing:)': UIKit has no such initializer (an extension in another file?); the UIStackView is made with UIKit's init(arrangedSubviews:), then given what its arguments name (axis, spacing)"))
        #expect(!scene.skipped.unknownSymbols.contains { $0.hasPrefix("UIFont.") || $0.hasPrefix("String.") })
    }

    /// An unknown value given for text shows its placeholder, as an assignment of it would; one given for a font
    /// (which takes no placeholder) is left out.
    @Test func unknownTextArgumentsShowTheirPlaceholder() throws {
        let scene = try #require(loadScene("""
            class CardController: UIViewController {
                let heading = UILabel(text: TR("profile.title"), font: AppFonts.title)
                let go = UIButton(title: viewModel.action, titleColor: .blue)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(heading)
                    view.addSubview(go)
                }
            }
            """))
        let root = try #require(scene.canvas.subviews.first)
        let heading = try #require(root.subviews.first as? Label)
        let go = try #require(root.subviews.last as? Button)
        #expect(heading.text == "‹TR(\"profile.title\")›")
        #expect(heading.font == Label().font)
        #expect(go.title(for: .normal) == "‹viewModel.action›" && go.titleColor(for: .normal) == .blue)
        let headlines = scene.warnings.map(\.headline)
        #expect(headlines.contains("scene.swiftlay:2:19: warning: unknown symbol 'UILabel.init(text:font:)': UIKit has "
            + "no such initializer (an extension in another file?); the UILabel is made with UIKit's defaults, then "
            + "given what its arguments name (text)"))
    }

    @Test func anImageNamedByAStringGivesTheViewItsSize() throws {
        let (scene, result) = try #require(layOut("""
            let logo = UIImageView(imageNamed: "logo")
            view.addSubview(logo)
            logo.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
            """))
        let image = try #require((scene.canvas.subviews.first as? ImageView)?.image)
        #expect(frame("logo", in: result)?.size == image.size)
        #expect(image.size.width > 0)
    }
}
