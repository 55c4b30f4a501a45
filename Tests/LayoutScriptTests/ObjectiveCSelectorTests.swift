@testable import LayoutScript
import Testing

/// Objective-C selectors matched to the Swift names UIKit imports them as, and UIKit's C spellings of its constants.
@Suite struct ObjectiveCSelectorTests {
    @Test(arguments: [
        ("setTitle", [nil, "forState"], "setTitle", [nil, "for"], 4),
        ("systemFontOfSize", [nil], "systemFont", ["ofSize"], 3),
        ("dequeueReusableCellWithIdentifier", [nil], "dequeueReusableCell", ["withIdentifier"], 3),
        ("registerClass", [nil, "forCellReuseIdentifier"], "register", [nil, "forCellReuseIdentifier"], 4),
        ("addSubview", [nil], "addSubview", [nil], 3),
        ("layoutIfNeeded", [], "layoutIfNeeded", [], 3),
    ] as [(String, [String?], String, [String?], Int)])
    func selectorsFitTheirSwiftNames(piece: String, labels: [String?], name: String, swiftLabels: [String?],
                                     score: Int) {
        #expect(ObjectiveCSelector(name: piece, labels: labels).fit(name: name, labels: swiftLabels) == score)
    }

    @Test func theWholeFirstPieceFitsBetterThanAPrunedOne() {
        let selector = ObjectiveCSelector(name: "setTitleColor", labels: [nil, "forState"])
        #expect(selector.fit(name: "setTitleColor", labels: [nil, "for"]) == 4)
        #expect(selector.fit(name: "setTitle", labels: [nil, "for"]) == 2)
        #expect(selector.fit(name: "setTitleColor", labels: [nil]) == nil)
        #expect(selector.fit(name: "setTitleC", labels: [nil, "for"]) == nil)
        #expect(selector.text == "setTitleColor:forState:")
    }

    @Test func factoriesFitInitializersByTheClassesLastWord() {
        let selector = ObjectiveCSelector(name: "colorWithRed", labels: [nil, "green", "blue", "alpha"])
        #expect(selector.fit(name: "init", labels: ["red", "green", "blue", "alpha"], stem: "color") == 11)
        #expect(ObjectiveCSelector(name: "imageNamed", labels: [nil]).fit(name: "init", labels: ["named"],
                                                                          stem: "image") == 3)
    }

    @Test func constantsAndTypesBySpellingRules() throws {
        let spellings = ObjectiveCSpellings.shared
        #expect(spellings.constant("UIControlStateNormal").map { "\($0.type.name).\($0.member)" } == "UIControl.State.normal")
        #expect(spellings.constant("UIViewContentModeScaleAspectFill")?.member == "scaleAspectFill")
        #expect(spellings.constant("NSTextAlignmentCenter")?.member == "center")
        #expect(spellings.constant("NSLineBreakByWordWrapping").map { "\($0.type.name).\($0.member)" }
                    == "NSLineBreakMode.byWordWrapping")
        #expect(spellings.constant("NSLineBreakByTruncatingTail")?.member == "byTruncatingTail")
        #expect(spellings.constant("NSLineBreakNowhere") == nil)
        #expect(spellings.type("UITableViewCellStyle")?.name == "UITableViewCell.CellStyle")
        #expect(ObjectiveCSpellings.joined("UIButton", "ButtonType") == "UIButtonType")
        #expect(ObjectiveCSpellings.words(of: "URLSessionTask") == ["URL", "Session", "Task"])
    }
}
