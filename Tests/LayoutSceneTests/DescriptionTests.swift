import Foundation
@testable import LayoutScene
import Testing

// SnapKit's description format: `<LayoutConstraint:label@File.swift#line Type:name.attr == Type:name.attr * m + c
// ^p>`. Constants print as Swift prints CGFloat; ` * m` only when m ≠ 1, `^p` only when p ≠ 1000. Unnamed views
// print their path of subview indices from the root.

private final class AvatarView: View {}

@Suite struct DescriptionTests {
    let canvas = Canvas(width: 320, height: 480)
    let a: View
    let b: View

    init() {
        a = canvas.addNamedSubview("a")
        b = canvas.addNamedSubview("b")
    }

    /// The descriptions of `view`'s DSL constraints.
    private func descriptions(of view: View) -> [String] {
        view.snp.constraints.flatMap(\.layoutConstraints).map(\.description)
    }

    private func prefix(_ line: Int, label: String? = nil) -> String {
        "<LayoutConstraint" + (label.map { ":\($0)" } ?? "") + "@DescriptionTests.swift#\(line) "
    }

    @Test func widthConstant() {
        let line = #line + 1
        a.snp.makeConstraints { $0.width.equalTo(120) }
        #expect(descriptions(of: a) == [prefix(line) + "UIView:a.width == 120.0>"])
    }

    @Test func theEquationIsTheDescriptionWithoutLabelAndLocation() {
        a.snp.makeConstraints { $0.top.equalTo(b.snp.bottom).offset(8).priority(750).labeled("gap") }
        let constraint = a.snp.constraints.flatMap(\.layoutConstraints)[0]
        #expect(constraint.equation == "UIView:a.top == UIView:b.bottom + 8.0 ^750.0")
        #expect(constraint.description.hasSuffix(" \(constraint.equation)>"))
        #expect(constraint.description.hasPrefix("<LayoutConstraint:gap@DescriptionTests.swift#"))
    }

    @Test func multiplier() {
        let line = #line + 1
        a.snp.makeConstraints { $0.width.equalTo(b.snp.height).multipliedBy(0.5) }
        #expect(descriptions(of: a) == [prefix(line) + "UIView:a.width == UIView:b.height * 0.5>"])
    }

    @Test func signedAndFractionalConstants() {
        let line = #line + 1
        a.snp.makeConstraints { $0.right.equalTo(b).inset(16) }
        a.snp.makeConstraints { $0.left.equalTo(b).offset(0.5) }
        a.snp.makeConstraints { $0.top.equalTo(b) }
        #expect(descriptions(of: a) == [
            prefix(line) + "UIView:a.right == UIView:b.right - 16.0>",
            prefix(line + 1) + "UIView:a.left == UIView:b.left + 0.5>",
            prefix(line + 2) + "UIView:a.top == UIView:b.top>",
        ])
    }

    @Test func priority() {
        let line = #line + 1
        a.snp.makeConstraints { $0.height.greaterThanOrEqualTo(b).priority(.high) }
        a.snp.makeConstraints { $0.width.lessThanOrEqualTo(40).priority(999.5) }
        #expect(descriptions(of: a) == [
            prefix(line) + "UIView:a.height >= UIView:b.height ^750.0>",
            prefix(line + 1) + "UIView:a.width <= 40.0 ^999.5>",
        ])
    }

    @Test func labelAndLocation() {
        let card = canvas.addNamedSubview("card")
        let line = #line + 1
        card.snp.makeConstraints { $0.top.equalToSuperview().offset(20).labeled("cardTop") }
        #expect(descriptions(of: card)
            == [prefix(line, label: "cardTop") + "UIView:card.top == UIView:root.top + 20.0>"])
    }

    @Test func unnamedViewsPrintTheirPath() {
        let root = View()
        let first = View()
        let second = View()
        root.addSubview(first)
        first.addSubview(View())
        first.addSubview(second)
        let line = #line + 1
        second.snp.makeConstraints { $0.left.equalTo(first.subviews[0].snp.right).offset(8) }
        root.snp.makeConstraints { $0.height.equalTo(10) }
        #expect(descriptions(of: second) == [prefix(line) + "UIView:#0.1.left == UIView:#0.0.right + 8.0>"])
        #expect(descriptions(of: root) == [prefix(line + 1) + "UIView:#detached.height == 10.0>"])
    }

    @Test func typeNames() {
        let title = Label()
        title.name = "title"
        let scroll = ScrollView()
        scroll.name = "scroll"
        let avatar = AvatarView()
        avatar.name = "avatar"
        [title, scroll, avatar].forEach(canvas.addSubview)
        let line = #line + 1
        title.snp.makeConstraints { $0.leading.equalTo(scroll.snp.trailing) }
        avatar.snp.makeConstraints { $0.top.equalTo(canvas.safeAreaLayoutGuide) }
        #expect(descriptions(of: title) == [prefix(line) + "UILabel:title.leading == UIScrollView:scroll.trailing>"])
        #expect(descriptions(of: avatar) == [prefix(line + 1)
            + "AvatarView:avatar.top == UILayoutGuide:root.safeAreaLayoutGuide.top>"])
    }

    @Test func layoutSupportGuide() {
        let controller = ViewController()
        controller.view.name = "root"
        let header = controller.view.addNamedSubview("header")
        let line = #line + 1
        header.snp.makeConstraints { $0.top.equalTo(controller.topLayoutGuide.snp.bottom) }
        #expect(descriptions(of: header) == [prefix(line)
            + "UIView:header.top == _UILayoutGuide:root.topLayoutGuide.bottom>"])
    }

    @Test func constraintDescriptionListsItsParts() throws {
        let line = #line + 1
        let size = try #require(a.snp.makeConstraints { $0.size.equalTo(CGSize(width: 30, height: 40)) }.first)
        #expect(size.description
            == prefix(line) + "UIView:a.width == 30.0>\n" + prefix(line) + "UIView:a.height == 40.0>")
    }
}
