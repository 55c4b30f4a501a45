import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// layoutviz's own names for UIKit types (`Color`, `Font`, `ViewController`) used by an app for its own functions and
/// classes: where UIKit's type cannot take what the name is given, the name is the app's.
@Suite struct LibrarySpellingsTests {
    @Test func anAppFunctionSpeltLikeALibraryTypeIsAnUnknownCall() throws {
        let source = """
            let title = UILabel()
            view.addSubview(title)
            title.textColor = Color(0x313131)
            title.font = Font(30)
            title.text = "Hi"
            title.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:3:19: warning: unknown symbol 'Color.init(_:)': not declared in the scene's files and not "
                + "UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:4:14: warning: unknown symbol 'Font.init(_:)': not declared in the scene's files and not "
                + "UIKit API that layoutviz models; what uses it is skipped",
        ])
        expectFrame(frame("title", in: result), 0, 0, 40, 20)
    }

    @Test func uikitsOwnNameGivenAWrongTypeStaysAnError() {
        #expect(headline("let c = UIColor(0x313131)")
                == "scene.swiftlay:1:17: error: cannot convert value of type 'Int' to expected argument type "
                + "'(UITraitCollection) -> UIColor'")
    }

    @Test func aSubclassCallingAnInitializerUIKitLacksDerivesFromTheAppsBase() throws {
        let source = """
            final class DetailViewController: ViewController {
                let card = UIView()
                init(title: String, style: Int) {
                    super.init(presentationType: style)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                    card.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview().inset(20)
                        make.size.equalTo(30)
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:1:35: warning: unknown symbol 'ViewController': base class not declared in the scene's "
                + "files; treated as UIViewController (by its name); the base's usual setup hooks run (see 'Base "
                + "classes' in the README)",
            "scene.swiftlay:1:13: warning: the root 'DetailViewController' is made with init(title:style:), given "
                + "unknown values for 'title', 'style'",
        ])
        expectFrame(frame("card", in: result), 20, 20, 30, 30)
    }
}
