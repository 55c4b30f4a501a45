import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// LayoutScene's constructors, properties and calls under both their canonical and their UIKit spellings.
@Suite struct UIKitSpellingsTests {
    @Test func constructorsInBothSpellings() {
        guard let scene = loadScene("""
            let canvas = Canvas(width: 200, height: 100)
            let sized = Canvas(size: CGSize(width: 10, height: 10))
            let views: [UIView] = [View(), UIView(), UILabel(), Label(), UIScrollView(), ScrollView(),
                                   UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))]
            views.forEach { canvas.addSubview($0) }
            let guides = [UILayoutGuide(), LayoutGuide()]
            guides.forEach(canvas.addLayoutGuide)
            let colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1), Color(white: 0.5, alpha: 1), UIColor(hex: 0x3366FF),
                          UIColor.systemBlue.withAlphaComponent(0.5), UIColor.red.cgColor]
            let fonts = [UIFont.systemFont(ofSize: 12, weight: .medium), .boldSystemFont(ofSize: 12),
                         UIFont.italicSystemFont(ofSize: 11), Font.monospacedSystemFont(ofSize: 10, weight: .regular),
                         UIFont(name: "Serif", size: 14)!, Font(family: nil, size: 9)]
            let insets = [UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), EdgeInsets(5), ConstraintInsets(top: 0, left: 0, bottom: 0, right: 0)]
            let directional = [NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), DirectionalEdgeInsets(6)]
            let geometry = [CGSize(width: 1, height: 2).width, CGPoint(x: 3, y: 4).y, CGRect(origin: .zero, size: CGSize(width: 5, height: 6)).maxY]
            let priorities = [UILayoutPriority(750), LayoutPriority(rawValue: 250), .defaultHigh, UILayoutPriority.fittingSizeLevel]
            canvas.tag = colors.count + fonts.count + insets.count + directional.count + geometry.count + priorities.count
            """) else { return }
        #expect(scene.canvas.subviews.count == 7)
        #expect(scene.canvas.layoutGuides.count == 2)
        #expect(scene.canvas.tag == 5 + 6 + 3 + 2 + 3 + 4)
        #expect(scene.canvas.subviews[6].frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func viewProperties() {
        guard let scene = loadScene("""
            let card = UIView()
            view.addSubview(card)
            card.backgroundColor = .secondarySystemBackground
            card.layer.cornerRadius = 12
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor.separator.cgColor
            card.layer.masksToBounds = true
            card.alpha = 0.9
            card.isHidden = false
            card.tag = 7
            card.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            card.directionalLayoutMargins.leading = 20
            card.insetsLayoutMarginsFromSafeArea = false
            card.translatesAutoresizingMaskIntoConstraints = false
            card.center = CGPoint(x: 50, y: 50)
            card.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            card.cornerRadius += 1
            """), let card = scene.canvas.subviews.first else { return }
        #expect(card.layer.cornerRadius == 13)
        #expect(card.layer.borderWidth == 1)
        #expect(card.layer.borderColor == .separator)
        #expect(card.clipsToBounds)
        #expect(card.alpha == 0.9)
        #expect(card.tag == 7)
        #expect(card.layoutMargins == EdgeInsets(top: 1, left: 20, bottom: 3, right: 4))
        #expect(!card.insetsLayoutMarginsFromSafeArea)
        #expect(card.additionalSafeAreaInsets.top == 10)
    }

    @Test func labelAndScrollViewProperties() {
        guard let scene = loadScene("""
            let label = UILabel()
            label.text = "Hello"
            label.font = UIFont.boldSystemFont(ofSize: 15)
            label.textColor = .secondaryLabel
            label.textAlignment = NSTextAlignment.right
            label.numberOfLines = 0
            label.lineBreakMode = NSLineBreakMode.byCharWrapping
            label.preferredMaxLayoutWidth = 120
            let scroll = UIScrollView()
            scroll.contentSize = CGSize(width: 10, height: 500)
            scroll.contentOffset = CGPoint(x: 0, y: 20)
            scroll.showsVerticalScrollIndicator = false
            scroll.alwaysBounceVertical = true
            scroll.addSubview(label)
            view.addSubview(scroll)
            label.snp.makeConstraints { make in
                make.edges.equalTo(scroll.contentLayoutGuide)
                make.width.equalTo(scroll.frameLayoutGuide)
            }
            """), let scroll = scene.canvas.subviews.first as? ScrollView,
            let label = scroll.subviews.first as? Label else { return }
        #expect(label.text == "Hello")
        #expect(label.font.weight == .bold)
        #expect(label.textAlignment == .right)
        #expect(label.numberOfLines == 0)
        #expect(label.lineBreakMode == .byCharWrapping)
        #expect(label.preferredMaxLayoutWidth == 120)
        #expect(scroll.contentOffset.y == 20)
        #expect(!scroll.showsVerticalScrollIndicator)
    }

    @Test func hierarchyCalls() {
        guard let scene = loadScene("""
            let a = UIView(), b = UIView(), c = UIView(), d = UIView()
            view.addSubview(a)
            view.addSubview(b)
            view.insertSubview(c, at: 0)
            view.insertSubview(d, aboveSubview: c)
            view.bringSubviewToFront(c)
            view.sendSubviewToBack(b)
            a.removeFromSuperview()
            view.tag = b.isDescendant(of: view) ? 1 : 0
            """) else { return }
        #expect(scene.canvas.subviews.map(\.name) == ["b", "d", "c"])
        #expect(scene.canvas.tag == 1)
    }

    @Test func layoutDirectionAndSafeArea() {
        guard let (_, result) = layOut("""
            let canvas = Canvas(width: 300, height: 600)
            canvas.layoutDirection = .rightToLeft
            canvas.deviceSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 20, right: 0)
            let box = UIView()
            canvas.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.equalTo(canvas.safeAreaLayoutGuide)
                make.leading.equalToSuperview().offset(10)
                make.size.equalTo(50)
            }
            """) else { return }
        expectFrame(frame("box", in: result), 240, 40, 50, 50)
    }

    @Test func snapKitPriorityPropertiesAndLabels() {
        guard let scene = loadScene("""
            let title = UILabel()
            view.addSubview(title)
            title.snp.contentHuggingHorizontalPriority = 251
            title.snp.contentHuggingVerticalPriority += 2
            title.snp.contentCompressionResistanceHorizontalPriority = 1000
            title.snp.contentCompressionResistanceVerticalPriority = 999
            title.snp.setLabel("heading")
            title.tag = title.snp.label() == "heading" ? 1 : 0
            """), let title = scene.canvas.subviews.first else { return }
        #expect(title.contentHuggingPriority(for: .horizontal).rawValue == 251)
        #expect(title.contentHuggingPriority(for: .vertical).rawValue == 252)
        #expect(title.contentCompressionResistancePriority(for: .horizontal) == .required)
        #expect(title.contentCompressionResistancePriority(for: .vertical).rawValue == 999)
        #expect(title.tag == 1)
    }

    @Test func layoutIsNotAvailableInScenes() {
        #expect(headline("let canvas = Canvas(width: 10, height: 10)\ncanvas.layout()") == "scene.swiftlay:2:8: error: 'layout()' is not available in scene files: layoutviz lays the scene out after loading it")
    }
}
