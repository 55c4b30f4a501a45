import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Optionals: `nil`, chaining with `?.`, `!`, `??`, and optional properties of LayoutScene (`superview`, `UIFont(name:size:)`).
@Suite struct OptionalsTests {
    @Test func chainingStopsAtNil() {
        #expect(evaluated("let box = UIView()", "box.superview?.frame.width == nil") == "true")
        #expect(evaluated("let box = UIView()\nview.addSubview(box)", "box.superview?.frame.width") == "375.0")
        #expect(evaluated("var c: Constraint?\nc?.update(offset: 3)", "c == nil") == "true")
        #expect(evaluated("var v: UIView? = nil\nv?.alpha = 0.5", "v == nil") == "true")
        #expect(evaluated("var v: UIView? = UIView()\nv?.alpha = 0.5", "v!.alpha") == "0.5")
    }

    @Test func forceUnwrapAndNilCoalescing() {
        #expect(evaluated("let font = UIFont(name: \"DejaVu Sans\", size: 12)!", "font.pointSize") == "12.0")
        #expect(evaluated("let font = UIFont(name: \"\", size: 12) ?? .systemFont(ofSize: 9)", "font.pointSize") == "9.0")
        #expect(evaluated("let title: String? = nil", "title ?? \"untitled\"") == "untitled")
    }

    @Test func unwrappingNilIsAPlaceholderWithAWarning() {
        #expect(firstWarning("let box = UIView()\nlet w = box.superview!.frame") == "scene.swiftlay:2:22: warning: 'box.superview' is nil here (the app's data is absent), so force-unwrapping it would trap; it stands in as an unknown value and what uses it is skipped")
        #expect(firstWarning("let box = UIView()\nlet w = box.superview.frame") == "scene.swiftlay:2:23: warning: 'frame' is reached through nil (an implicitly unwrapped optional the app's data would set), which would trap; it stands in as an unknown value and what uses it is skipped")
        #expect(headline("let v: UIView? = nil\nif v { }") == "scene.swiftlay:2:4: error: optional type cannot be used as a boolean; test for '!= nil' instead")
    }

    @Test func castsAndTypeChecks() {
        let statements = "let views: [UIView] = [UILabel(), UIView()]"
        #expect(evaluated(statements, "views.map { $0 is UILabel }") == "[true, false]")
        #expect(evaluated(statements, "(views[0] as? UILabel)?.numberOfLines") == "1")
        #expect(evaluated(statements, "views[1] as? UILabel == nil") == "true")
        #expect(evaluated("", "3 as CGFloat") == "3.0")
        #expect(headline("let v = UIView() as! UILabel") == "scene.swiftlay:1:18: error: could not cast value of type 'UIView' to 'UILabel'")
    }

    @Test func typeAnnotatedBindingsConvert() {
        let statements = """
            let settings: [String: Any] = ["dark": true, "size": 3]
            var found: [String] = []
            if let dark: Bool = settings["dark"] as? Bool { found.append("dark \\(dark)") }
            if let size: Bool = settings["size"] { found.append("size") }
            """
        #expect(evaluated(statements, "found") == "[\"dark true\"]")
    }

    @Test func noneIsNilWhereAnOptionalIsExpected() {
        #expect(evaluated("""
            let badge = UIView()
            badge.backgroundColor = .red
            badge.backgroundColor = .none
            var title: String? = "x"
            title = .none
            """, #""\(badge.backgroundColor == nil) \(title == nil)""#) == "true true")
    }
}
