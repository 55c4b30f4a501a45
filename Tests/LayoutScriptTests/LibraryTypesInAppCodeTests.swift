import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// UIKit and Foundation types as apps' own code uses them: a colour literal bridged through SwiftUI, an operator
/// overloaded in a file not given, a member of an app enum spelt like layoutviz's name for a UIKit type, a layout
/// guide in a visual format, a navigation bar placed by hand.
@Suite struct LibraryTypesInAppCodeTests {
    @Test func aColourLiteralBridgedThroughSwiftUIIsThatColour() throws {
        let source = """
            let shadow = UIColor(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))
            let box = UIView()
            view.addSubview(box)
            box.backgroundColor = shadow
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        let box = try #require(result.views.first { $0.name == "box" }?.view)
        #expect(box.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func anArithmeticOperatorOnUIKitObjectsIsTheAppsOverload() throws {
        let source = """
            let label = UILabel()
            view.addSubview(label)
            label.attributedText = NSAttributedString(string: "a") + NSAttributedString(string: "b")
            label.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:3:56: warning: operator '+ (NSAttributedString, NSAttributedString)' is not declared in "
                + "the scene's files: taken as the app's overload in a file not given; its result is unknown",
        ])
        expectFrame(frame("label", in: result), 0, 0, 20, 10)
    }

    @Test func anOperatorBetweenSwiftValuesStaysAnError() {
        #expect(headline("let x = 1 + \"a\"")
                == "scene.swiftlay:1:11: error: binary operator '+' cannot be applied to operands of type 'Int' and "
                + "'String'")
    }

    @Test func aCaseOfTheAppsEnumSpeltLikeALibraryTypeIsAnUnknownCall() throws {
        let source = """
            let done: UIButton = ButtonType.system(title: "Okay", color: .white).newButton
            view.addSubview(done)
            """
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.first?.headline == "scene.swiftlay:1:33: warning: unknown symbol "
                + "'ButtonType.system(title:color:)': not declared in the scene's files and not UIKit API that "
                + "layoutviz models; what uses it is skipped")
    }

    @Test func aVisualFormatMayNameAControllersLayoutGuide() throws {
        let source = """
            final class MapController: UIViewController {
                let map = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(map)
                    map.translatesAutoresizingMaskIntoConstraints = false
                    let views: [String: Any] = ["map": map, "bottom": bottomLayoutGuide]
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[map]|", options: [],
                                                                       metrics: nil, views: views))
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[map][bottom]",
                                                                       options: [], metrics: nil, views: views))
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        expectFrame(frame("map", in: result), 0, 10, 375, 657)
    }

    @Test func aNavigationBarPlacedByHandIsItsStandardHeight() throws {
        let source = """
            let header = UINavigationBar(frame: .zero)
            view.addSubview(header)
            header.snp.makeConstraints { make in
                make.top.left.right.equalToSuperview()
            }
            """
        let (_, result) = try #require(layOut(source))
        expectFrame(frame("header", in: result), 0, 0, 375, 44)
    }
}
