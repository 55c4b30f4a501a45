@testable import LayoutScene
import Testing

// Port of Masonry's NSLayoutConstraint+MASDebugAdditionsSpec, adapted to SnapKit's description format:
// `<LayoutConstraint:label@File.swift#line Type:name.attribute == Type:name.attribute * m + c ^priority>`.
// Masonry's `mas_key` is the view's name and `key(…)` the constraint's label; `baseline` is `lastBaseline`.

@Suite struct MASDebugAdditionsSpecTests {
    @Test func testDisplayViewKey() {
        let newView = namedView("newView")

        let line = #line + 1
        let layoutConstraint = LayoutConstraint(item: newView, attribute: .width, relatedBy: .greaterThanOrEqual,
                                                toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 300)
        layoutConstraint.priority = .defaultLow

        #expect(layoutConstraint.description
            == "<LayoutConstraint@MASDebugAdditionsSpecTests.swift#\(line) UIView:newView.width >= 300.0 ^250.0>")
    }

    @Test func testDisplayLayoutConstraintKey() {
        let newView1 = namedView("newView1")
        let newView2 = namedView("newView2")

        let line = #line + 1
        let layoutConstraint = LayoutConstraint(item: newView1, attribute: .baseline, relatedBy: .equal,
                                                toItem: newView2, attribute: .top, multiplier: 2, constant: 300)
        layoutConstraint.identifier = "helloConstraint"

        #expect(layoutConstraint.description == "<LayoutConstraint:helloConstraint@MASDebugAdditionsSpecTests.swift#"
            + "\(line) UIView:newView1.lastBaseline == UIView:newView2.top * 2.0 + 300.0>")
    }

    @Test func testDisplayConstraintKey() {
        let superview = namedView("superview")
        let newView1 = superview.addNamedSubview("newView1")
        let newView2 = superview.addNamedSubview("newView2")

        let line = #line + 1
        newView1.snp.makeConstraints { $0.left.greaterThanOrEqualTo([newView2, 10]).key("left") }

        let descriptions = superview.installedConstraints.map(\.description)
        #expect(descriptions == [
            "<LayoutConstraint:left[0]@MASDebugAdditionsSpecTests.swift#\(line) UIView:newView1.left >= "
                + "UIView:newView2.left>",
            "<LayoutConstraint:left[1]@MASDebugAdditionsSpecTests.swift#\(line) UIView:newView1.left >= "
                + "UIView:superview.left + 10.0>",
        ])
    }
}
