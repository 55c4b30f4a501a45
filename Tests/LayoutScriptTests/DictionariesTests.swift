import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Dictionaries: literals, typed empties, subscripts with `default:`, iteration in insertion order, and the common
/// properties and methods.
@Suite struct DictionariesTests {
    @Test func literalsSubscriptsAndIteration() {
        let statements = """
            var spacing: [String: CGFloat] = ["small": 4, "large": 16]
            spacing["medium"] = 8
            spacing["large"] = nil
            var counts = [String: Int]()
            for word in ["a", "b", "a"] { counts[word, default: 0] += 1 }
            var order: [String] = []
            for (key, value) in spacing { order.append("\\(key)=\\(value)") }
            let empty: [Int: UIView] = [:]
            """
        #expect(evaluated(statements, "order") == "[\"small=4.0\", \"medium=8.0\"]")
        #expect(evaluated(statements, "counts") == "[\"a\": 2, \"b\": 1]")
        #expect(evaluated(statements, "[spacing[\"small\"] ?? 0, spacing[\"large\"] ?? -1, CGFloat(empty.count)]") == "[4.0, -1.0, 0.0]")
    }

    @Test func propertiesAndMethods() {
        let statements = """
            var views: [String: UIView] = ["title": UILabel(), "icon": UIView()]
            let names = views.keys.sorted()
            let labels = views.filter { $0.value is UILabel }
            let tags = views.mapValues { $0.tag }
            let old = views.updateValue(UIView(), forKey: "badge")
            let removed = views.removeValue(forKey: "icon")
            var merged = ["a": 1].merging(["a": 2, "b": 3]) { first, second in first + second }
            merged.merge(["c": 4]) { $1 }
            let total = merged.values.reduce(0, +)
            let sortedPairs = merged.sorted { $0.value > $1.value }.map { $0.key }
            """
        #expect(evaluated(statements, "names") == "[\"icon\", \"title\"]")
        #expect(evaluated(statements, "[labels.count, tags[\"title\"] ?? -1, views.count, total]") == "[1, 0, 2, 10]")
        #expect(evaluated(statements, "[old == nil, removed != nil, views.isEmpty]") == "[true, true, false]")
        #expect(evaluated(statements, "sortedPairs") == "[\"c\", \"a\", \"b\"]")
    }

    @Test func enumKeysAndEquality() {
        let statements = """
            enum Side { case left, right }
            let insets: [Side: CGFloat] = [.left: 8, .right: 12]
            """
        #expect(evaluated(statements, "[insets[.right] ?? 0, insets == [.left: 8, .right: 12] ? 1 : 0]") == "[12.0, 1.0]")
    }

    @Test func misuseIsAnErrorAtItsPosition() {
        #expect(headline("let d = [\"a\": 1, \"a\": 2]") == "scene.swiftlay:1:18: error: Dictionary literal contains duplicate keys")
        #expect(loadScene("let d = [UIView(): 1]") != nil)
        #expect(headline("let d: [String: Int] = [\"a\": \"b\"]")
            == "scene.swiftlay:1:24: error: cannot convert value of type '[String: String]' to specified type '[String: Int]'")
    }
}
