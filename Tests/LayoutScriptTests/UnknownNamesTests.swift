import Foundation
@testable import LayoutScript
import Testing

/// Unknown identifiers, members, static members and types are errors at their position, with a suggestion when a
/// known name is close.
@Suite struct UnknownNamesTests {
    @Test func identifiers() {
        #expect(headline("let avatar = UIView()\nview.addSubview(avatr)") == "scene.swiftlay:2:17: error: cannot find 'avatr' in scope; did you mean 'avatar'?")
        #expect(headline("let x = zzz\nlet y = 1 +") != nil)
        #expect(loadScene("let x = zzz\nview.alpha = 1")?.warnings.first?.headline == "scene.swiftlay:1:9: warning: unknown symbol 'zzz': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped")
        #expect(loadScene("let s = UIDatePicker()\nview.alpha = 1")?.skipped.unknownSymbols == ["UIDatePicker"])
        #expect(headline("let l = UILabl()") == "scene.swiftlay:1:9: error: cannot find 'UILabl' in scope; did you mean 'UILabel'?")
    }

    @Test func members() {
        #expect(headline("let box = UIView()\nbox.backgroundColour = .red") == "scene.swiftlay:2:5: error: value of type 'UIView' has no member 'backgroundColour'; did you mean 'backgroundColor'?")
        #expect(headline("let label = UILabel()\nlabel.txt = \"a\"") == "scene.swiftlay:2:7: error: value of type 'UILabel' has no member 'txt'; did you mean 'text'?")
        #expect(headline("let box = UIView()\nview.addSubview(box)\nbox.snp.makeConstraints { make in make.lefft.equalToSuperview() }") == "scene.swiftlay:3:40: error: value of type 'ConstraintMaker' has no member 'lefft'; did you mean 'left'?")
        #expect(headline("let box = UIView()\nview.addSubview(box)\nbox.snp.makeConstraints { make in make.left.equalToSuperview().ofset(3) }") == "scene.swiftlay:3:64: error: value of type 'ConstraintMakerEditable' has no member 'ofset'; did you mean 'offset'?")
        #expect(headline("class Card: UIView {\n    let title = UILabel()\n}\nlet t = Card().titel") == "scene.swiftlay:4:16: error: value of type 'Card' has no member 'titel'; did you mean 'title'?")
    }

    @Test func staticMembersAndTypes() {
        #expect(headline("let c = UIColor.systemBlu") == "scene.swiftlay:1:17: error: type 'UIColor' has no member 'systemBlu'; did you mean 'systemBlue'?")
        #expect(headline("let f = UIFont.sytemFont(ofSize: 3)") == "scene.swiftlay:1:16: error: type 'UIFont' has no member 'sytemFont'; did you mean 'systemFont'?")
        #expect(headline("let v: UIVew = UIView()") == "scene.swiftlay:1:8: error: cannot find type 'UIVew' in scope; did you mean 'UIView'?")
        #expect(headline("let w: UIFont.Wieght = .bold") == "scene.swiftlay:1:8: error: 'Wieght' is not a member type of 'UIFont'; did you mean 'Weight'?")
    }

    @Test func wrongArgumentsToLayoutSceneCalls() {
        #expect(headline("let c = UIColor(red: 1, green: 0)") == "scene.swiftlay:1:9: error: no exact matches in call to initializer of 'UIColor'; candidates: init(red:green:blue:alpha:), init(white:alpha:), init(hex:alpha:), init(dynamicProvider:), init(_:), init(named:), init(named:in:compatibleWith:), init(resource:)")
        #expect(headline("let s = CGSize(width: 1)") == "scene.swiftlay:1:9: error: missing argument for parameter 'height' in call")
        #expect(headline("let box = UIView()\nbox.addSubview(3)") == "scene.swiftlay:2:16: error: cannot convert value of type 'Int' to expected argument type 'UIView'")
        #expect(headline("let box = UIView()\nbox.setContentHuggingPriority(.required, fr: .horizontal)") == "scene.swiftlay:2:5: error: incorrect argument labels in call (have '_:fr:', expected '_:for:')")
        #expect(headline("let box = UIView()\nview.addSubview(box)\nbox.snp.makeConstraints { make in make.width.equalTo(\"wide\") }") == "scene.swiftlay:3:54: error: cannot convert value of type 'String' to expected argument type 'ConstraintRelatableTarget'")
    }
}
