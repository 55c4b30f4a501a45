@testable import LayoutScene
import Testing

// `labeled(_:)` (SnapKit) and `key(_:)` (Masonry) name constraints: every part of a chain gets the label, and
// array targets number it like Masonry's keys, `key[0]`, `key[1]`, … View labels name views.

@Suite struct LabelTests {
    let superview = namedView("superview")
    let view: View
    let a: View
    let b: View

    init() {
        view = superview.addNamedSubview("view")
        a = superview.addNamedSubview("a")
        b = superview.addNamedSubview("b")
    }

    @Test func labelNamesEveryPartOfTheChain() {
        let made = view.snp.makeConstraints { $0.edges.equalToSuperview().labeled("edges") }
        #expect(made.map(\.label) == ["edges"])
        #expect(superview.installedConstraints.map(\.identifier) == ["edges", "edges", "edges", "edges"])
    }

    @Test func unlabeledConstraintsHaveNoIdentifier() {
        let made = view.snp.makeConstraints { $0.top.equalTo(a) }
        #expect(made.map(\.label) == [nil])
        #expect(superview.installedConstraints.map(\.identifier) == [nil])
    }

    @Test func arrayTargetsNumberTheLabel() {
        let made = view.snp.makeConstraints { $0.left.equalTo([a, b, 10]).labeled("key") }
        #expect(made.map(\.label) == ["key[0]", "key[1]", "key[2]"])
        #expect(superview.installedConstraints.map(\.identifier) == ["key[0]", "key[1]", "key[2]"])
    }

    @Test func arrayOfAttributeItemsNumbersTheLabel() {
        view.snp.makeConstraints { $0.height.equalTo([a.snp.height, b.snp.width]).key("height") }
        #expect(superview.installedConstraints.map(\.identifier) == ["height[0]", "height[1]"])
        #expect(superview.installedConstraints.map(\.secondAttribute) == [.height, .width])
    }

    @Test func keyIsLabeled() {
        view.snp.makeConstraints { $0.width.equalTo(a).priority(.low).key("width") }
        #expect(superview.installedConstraints.map(\.identifier) == ["width"])
    }

    @Test func lastLabelWins() {
        view.snp.makeConstraints { $0.width.equalTo(a).labeled("first").labeled("second") }
        #expect(superview.installedConstraints.map(\.identifier) == ["second"])
    }

    @Test func viewLabelIsTheViewsName() {
        let unnamed = View()
        #expect(unnamed.snp.label() == nil)
        unnamed.snp.setLabel("card")
        #expect(unnamed.name == "card")
        unnamed.snp.setLabel(nil)
        #expect(unnamed.snp.label() == nil)
    }
}
