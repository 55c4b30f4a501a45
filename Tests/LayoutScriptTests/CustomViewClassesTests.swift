import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Scene classes deriving from `UIView`, `UILabel` and `UIScrollView`: initializers with `super.init(frame:)`,
/// stored properties, convenience initializers, inherited initializers and an `intrinsicContentSize` override.
@Suite struct CustomViewClassesTests {
    @Test func viewWithInitAndSetUp() {
        guard let (_, result) = layOut("""
            class CardView: UIView {
                let title = UILabel()
                let accent: UIColor
                init(accent: UIColor) {
                    self.accent = accent
                    super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    setUp()
                }
                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
                private func setUp() {
                    backgroundColor = accent
                    layer.cornerRadius = 8
                    title.text = "Card"
                    title.font = .systemFont(ofSize: 10)
                    addSubview(title)
                    title.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
                }
            }
            let card = CardView(accent: .systemPink)
            view.addSubview(card)
            card.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            """) else { return }
        expectFrame(frame("card", in: result), 0, 0, 36, 28)
        expectFrame(frame("title", in: result), 8, 8, 20, 12)
        #expect(result.layout(of: result.views[1].view)?.view.backgroundColor == .systemPink)
    }

    @Test func convenienceAndInheritedInitializers() {
        guard let scene = loadScene("""
            class Tile: UIView {
                var label = "tile"
                convenience init(label: String) {
                    self.init(frame: .zero)
                    self.label = label
                }
            }
            class BigTile: Tile {}
            let a = Tile(label: "a")
            let b = BigTile(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            let c = Tile()
            view.addSubview(a)
            view.addSubview(b)
            view.addSubview(c)
            a.tag = a.label == "a" ? 1 : 0
            b.tag = b.label == "tile" ? 2 : 0
            """) else { return }
        #expect(scene.canvas.subviews.map(\.tag) == [1, 2, 0])
        #expect(scene.canvas.subviews[1].frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func intrinsicContentSizeOverride() {
        guard let (_, result) = layOut("""
            final class Avatar: UIView {
                var diameter: CGFloat = 48
                override var intrinsicContentSize: CGSize {
                    CGSize(width: diameter, height: diameter)
                }
            }
            final class Wide: Avatar {
                override var intrinsicContentSize: CGSize {
                    let base = super.intrinsicContentSize
                    return CGSize(width: base.width * 2, height: base.height)
                }
            }
            let avatar = Avatar()
            avatar.diameter = 30
            let wide = Wide()
            view.addSubview(avatar)
            view.addSubview(wide)
            avatar.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            wide.snp.makeConstraints { make in make.top.right.equalToSuperview() }
            """) else { return }
        expectFrame(frame("avatar", in: result), 0, 0, 30, 30)
        expectFrame(frame("wide", in: result), 279, 0, 96, 48)
    }

    @Test func labelAndScrollViewSubclasses() {
        guard let (_, result) = layOut("""
            class TitleLabel: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    font = .boldSystemFont(ofSize: 10)
                    text = "Title"
                }
            }
            class Pager: UIScrollView {}
            let title = TitleLabel()
            let pager = Pager()
            view.addSubview(pager)
            pager.addSubview(title)
            pager.snp.makeConstraints { make in make.edges.equalToSuperview() }
            title.snp.makeConstraints { make in make.edges.equalToSuperview() }
            """) else { return }
        expectFrame(frame("title", in: result), 0, 0, 25, 12)
    }

    @Test func errors() {
        #expect(headline("class Tile: UIView {\n    init(size: CGFloat) { super.init(frame: .zero) }\n}\nlet t = Tile()") == "scene.swiftlay:4:9: error: missing argument for parameter 'size' in call")
        #expect(headline("class Tile: UIView {\n    let size: CGFloat\n    init() { super.init(frame: .zero) }\n}\nlet t = Tile().size") == "scene.swiftlay:5:16: error: property 'size' used before being initialized")
        #expect(headline("class Tile: UIView {\n    let size: CGFloat = 1\n    func grow() { size = 2 }\n}\nTile().grow()") == "scene.swiftlay:3:19: error: cannot assign to property: 'size' is a 'let' constant")
        #expect(headline("class Tile: UIView {\n    override var intrinsicContentSize: CGSize { CGSize(width: 1, height: \"a\") }\n}\nview.addSubview(Tile())\nlet s = view.subviews[0].intrinsicContentSize") == "scene.swiftlay:2:74: error: cannot convert value of type 'String' to expected argument type 'CGFloat'")
    }

    @Test func aCollectionReusableViewIsAView() throws {
        guard let (scene, result) = layOut("""
            final class Header: UICollectionReusableView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.text = "Header"
                    addSubview(title)
                    title.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let plain: UICollectionReusableView = UICollectionReusableView()
            """) else { return }
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("Header", in: result), 0, 0, 375, 8 + 21 + 8)
    }
}

extension CustomViewClassesTests {
    /// A scene class's `override var alignmentRectInsets` is read when layout runs; `super.alignmentRectInsets` is
    /// UIKit's zero.
    @Test func alignmentRectInsetsOverridesMoveTheFrameOffTheAlignmentRect() throws {
        let source = """
            final class BadgeButton: UIButton {
                var badgeInsets: UIEdgeInsets?
                override var alignmentRectInsets: UIEdgeInsets {
                    return badgeInsets ?? super.alignmentRectInsets
                }
            }
            let plain = BadgeButton()
            let badged = BadgeButton()
            badged.badgeInsets = UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 4)
            view.addSubview(plain)
            view.addSubview(badged)
            for button in [plain, badged] {
                button.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview().offset(10)
                    make.size.equalTo(30)
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("plain", in: result), 10, 10, 30, 30)
        expectFrame(frame("badged", in: result), 10, 6, 34, 34)
    }
}
