import Foundation
@testable import LayoutScript
import Testing

/// Unknown identifiers, members, static members and types are unknown values with a warning at their position, with a
/// suggestion when a known name is close (the name may be the app's own, from a file not given); a member SnapKit's DSL lacks
/// stays an error when it is close to one the DSL has, and is the app's extension of SnapKit's types otherwise.
@Suite struct UnknownNamesTests {
    @Test func identifiers() {
        #expect(firstWarning("let avatar = UIView()\nview.addSubview(avatr)") == "scene.swiftlay:2:17: warning: unknown symbol 'avatr': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'avatar'?")
        #expect(headline("let x = zzz\nlet y = 1 +") != nil)
        #expect(loadScene("let x = zzz\nview.alpha = 1")?.warnings.first?.headline == "scene.swiftlay:1:9: warning: unknown symbol 'zzz': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped")
        #expect(loadScene("let s = UIDatePicker()\nview.alpha = 1")?.skipped.unknownSymbols == ["UIDatePicker"])
        #expect(firstWarning("let l = UILabl()") == "scene.swiftlay:1:9: warning: unknown symbol 'UILabl': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'UILabel'?")
    }

    @Test func members() {
        #expect(firstWarning("let box = UIView()\nbox.backgroundColour = .red") == "scene.swiftlay:2:5: warning: unknown symbol 'UIView.backgroundColour': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'backgroundColor'?")
        #expect(firstWarning("let label = UILabel()\nlabel.txt = \"a\"") == "scene.swiftlay:2:7: warning: unknown symbol 'UILabel.txt': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'text'?")
        #expect(headline("let box = UIView()\nview.addSubview(box)\nbox.snp.makeConstraints { make in make.lefft.equalToSuperview() }") == "scene.swiftlay:3:40: error: value of type 'ConstraintMaker' has no member 'lefft'; did you mean 'left'?")
        #expect(headline("let box = UIView()\nview.addSubview(box)\nbox.snp.makeConstraints { make in make.left.equalToSuperview().ofset(3) }") == "scene.swiftlay:3:64: error: value of type 'ConstraintMakerEditable' has no member 'ofset'; did you mean 'offset'?")
        let extended = loadScene("let box = UIView()\nview.addSubview(box)\nbox.snp.makeConstraints { make in make.left.equalToSuperview().flexible() }")
        #expect(extended?.warnings.first?.headline == "scene.swiftlay:3:64: warning: unknown symbol 'ConstraintMakerEditable.flexible': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped")
        #expect(extended?.coverage.percent == 100)
        #expect(firstWarning("class Card: UIView {\n    let title = UILabel()\n}\nlet t = Card().titel") == "scene.swiftlay:4:16: warning: unknown symbol 'Card.titel': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'title'?")
    }

    @Test func staticMembersAndTypes() {
        #expect(firstWarning("let c = UIColor.systemBlu") == "scene.swiftlay:1:17: warning: unknown symbol 'UIColor.systemBlu': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'systemBlue'?")
        #expect(firstWarning("let f = UIFont.sytemFont(ofSize: 3)") == "scene.swiftlay:1:16: warning: unknown symbol 'UIFont.sytemFont': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'systemFont'?")
        #expect(firstWarning("let v: UIVew = UIView()") == "scene.swiftlay:1:8: warning: unknown symbol 'UIVew': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'UIView'?")
        #expect(firstWarning("let w: UIFont.Wieght = .bold") == "scene.swiftlay:1:8: warning: unknown symbol 'UIFont.Wieght': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'Weight'?")
    }

    @Test func wrongArgumentsToLayoutSceneCalls() {
        // an initializer whose labels are part of a real one's may be the app's (`UIColor(red:green:blue:)` without alpha)
        #expect(firstWarning("let c = UIColor(red: 1, green: 0)") == "scene.swiftlay:1:9: warning: unknown symbol 'UIColor.init(red:green:)': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped")
        #expect(firstWarning("let s = CGSize(width: 1)") == "scene.swiftlay:1:9: warning: unknown symbol 'CGSize.init(width:)': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped")
        #expect(headline("let box = UIView()\nbox.addSubview(3)") == "scene.swiftlay:2:16: error: cannot convert value of type 'Int' to expected argument type 'UIView'")
        #expect(headline("let box = UIView()\nbox.setContentHuggingPriority(.required, fr: .horizontal)") == "scene.swiftlay:2:5: error: incorrect argument labels in call (have '_:fr:', expected '_:for:')")
        #expect(headline("let box = UIView()\nview.addSubview(box)\nbox.snp.makeConstraints { make in make.width.equalTo(\"wide\") }") == "scene.swiftlay:3:54: error: cannot convert value of type 'String' to expected argument type 'ConstraintRelatableTarget'")
    }

    @Test func anAliasOfAnUndeclaredTypeIsUnknownToo() throws {
        let source = """
            class HomeViewController: UIViewController {
                typealias ViewModel = HomeViewModel
                private let viewModel = ViewModel()
                let list = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(list)
                    list.snp.makeConstraints { $0.edges.equalToSuperview() }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("list", in: result), 0, 0, 375, 667)
        #expect(scene.skipped.unknownSymbols == ["HomeViewModel", "ViewModel"])
    }
}
