@testable import LayoutScript
import LayoutScene
import Testing

/// `UserDefaults`: an in-memory store that is empty when each scene starts (a fresh install), reads back what the
/// scene sets and registers, converts as Foundation's typed getters do, keeps one store per suite, and refuses
/// values that are not property lists.
@Suite struct UserDefaultsScenesTests {
    @Test func aSceneStartsWithFreshDefaultsAndReadsBackWhatItSets() throws {
        let source = """
            let defaults = UserDefaults.standard
            defaults.register(defaults: ["showsBadge": true, "name": "Guest"])
            let fresh = [defaults.bool(forKey: "onboarded"), defaults.integer(forKey: "launches") == 0,
                         defaults.string(forKey: "token") == nil, defaults.object(forKey: "token") == nil,
                         defaults.bool(forKey: "showsBadge")]
            defaults.set(3, forKey: "launches")
            defaults.set("12px", forKey: "size")
            defaults.set(session.token, forKey: "token")
            defaults.setValue("Ann", forKey: "name")
            UserDefaults(suiteName: "group.app")?.set(true, forKey: "shared")
            let summary = UILabel()
            summary.text = "\\(fresh) \\(defaults.string(forKey: "launches") ?? "-") \\(defaults.integer(forKey: "size")) "
                + "\\(defaults.string(forKey: "name") ?? "-") \\(UserDefaults(suiteName: "group.app")?.bool(forKey: "shared") ?? false) "
                + "\\(defaults.bool(forKey: "shared")) \\(UserDefaults().integer(forKey: "launches"))"
            defaults.removeObject(forKey: "name")
            defaults.set(nil, forKey: "launches")
            let after = UILabel()
            after.text = "\\(defaults.string(forKey: "name") ?? "-") \\(defaults.object(forKey: "launches") == nil) \\(defaults.synchronize())"
            view.addSubview(summary)
            view.addSubview(after)
            """
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:8:14: warning: unknown symbol 'session': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        #expect(labels(in: scene.canvas).map(\.text) == [
            "[false, true, true, true, true] 3 12 Ann true false 3",
            "Guest true true",
        ])
    }

    @Test func typedGettersConvertAsFoundationDoes() {
        let statements = """
            let defaults = UserDefaults.standard
            defaults.set(2.75, forKey: "ratio")
            defaults.set("YES", forKey: "flag")
            defaults.set(["a", "b"], forKey: "tags")
            defaults.set(["a": 1], forKey: "counts")
            defaults.set(false, forKey: "off")
            defaults.set(2.0, forKey: "two")
            """
        #expect(evaluated(statements, "[defaults.integer(forKey: \"ratio\"), defaults.integer(forKey: \"off\")]") == "[2, 0]")
        // optionals are flattened: a present value shows as itself
        #expect(evaluated(statements, "[defaults.string(forKey: \"ratio\"), defaults.string(forKey: \"off\"), defaults.string(forKey: \"two\")]")
            == "[\"2.75\", \"0\", \"2\"]")
        #expect(evaluated(statements, "[defaults.bool(forKey: \"flag\"), defaults.bool(forKey: \"ratio\"), defaults.bool(forKey: \"tags\")]")
            == "[true, true, false]")
        #expect(evaluated(statements, "[defaults.stringArray(forKey: \"tags\")?.count ?? -1, defaults.dictionary(forKey: \"counts\")?.count ?? -1, defaults.array(forKey: \"ratio\")?.count ?? -1]")
            == "[2, 1, -1]")
        #expect(evaluated(statements, "defaults.double(forKey: \"ratio\") + Double(defaults.float(forKey: \"flag\"))") == "2.75")
    }

    @Test func aValueThatIsNotAPropertyListIsAnError() {
        #expect(headline("let box = UIView()\nUserDefaults.standard.set(box, forKey: \"box\")")
            == "scene.swiftlay:2:23: error: Attempt to insert non-property list object UIView:box (of type 'UIView') for key box")
    }
}
