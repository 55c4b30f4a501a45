import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Dynamic Type in scene code: `UIFont.preferredFont`, `UIFontMetrics`, `adjustsFontForContentSizeCategory`, the
/// content size limits and `preferredContentSizeCategory` read while the scene is built.
@Suite struct DynamicTypeScriptTests {
    static let scene = """
        let canvas = Canvas(width: 320, height: 200)
        let title = UILabel()
        title.font = UIFont.preferredFont(forTextStyle: .headline)
        let small = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory.small)
        let note = UILabel()
        note.font = .preferredFont(forTextStyle: UIFont.TextStyle.footnote, compatibleWith: small)
        note.adjustsFontForContentSizeCategory = true
        let brand = UILabel()
        brand.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont.systemFont(ofSize: 20), maximumPointSize: 36)
        brand.adjustsFontForContentSizeCategory = true
        let field = UITextField()
        field.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15))
        field.adjustsFontForContentSizeCategory = true
        let card = UIView()
        card.maximumContentSizeCategory = .accessibilityMedium
        canvas.addSubview(title)
        canvas.addSubview(card)
        card.addSubview(note)
        canvas.addSubview(brand)
        canvas.addSubview(field)
        let spacing = UIFontMetrics.default.scaledValue(for: 8)
        let loud = canvas.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        canvas.tag = loud ? 1 : 0
        title.snp.makeConstraints { make in make.top.left.equalToSuperview().inset(spacing) }
        """

    private func load(at category: ContentSizeCategory) throws -> (canvas: Canvas, labels: [Label], field: TextField) {
        let loaded = try #require(TraitCollection.$current.withValue(TraitCollection(preferredContentSizeCategory: category)) {
            loadScene(Self.scene)
        })
        let canvas = loaded.canvas
        let card = canvas.subviews[1]
        let labels = [canvas.subviews[0], card.subviews[0], canvas.subviews[2]].compactMap { $0 as? Label }
        return (canvas, labels, try #require(canvas.subviews[3] as? TextField))
    }

    @Test func atTheDefaultSize() throws {
        let (canvas, labels, field) = try load(at: .large)
        #expect(labels.map(\.font.pointSize) == [17, 13, 20])
        #expect(labels[0].font.weight == .semibold)
        #expect(field.resolvedFont.pointSize == 15)
        #expect(canvas.tag == 0)
        canvas.layout()
        #expect(labels[0].frame.origin == CGPoint(x: 8, y: 8))
    }

    @Test func atAnAccessibilitySize() throws {
        let (canvas, labels, field) = try load(at: .accessibilityExtraLarge)
        #expect(labels[0].font.pointSize == 40, "preferredFont reads the system setting")
        #expect(labels[1].font.pointSize == 23, "adjusts to the card's limit, AX1")
        #expect(labels[2].font.pointSize == 34, "20 × 1.6763, rounded; under the 36 maximum")
        #expect(field.resolvedFont.pointSize == 33, "15 × 2.1817, rounded")
        #expect(canvas.tag == 1)
        canvas.layout()
        let inset = 8 * 2.1817
        #expect(abs(labels[0].frame.origin.x - (inset * 3).rounded() / 3) < 1e-6)
    }

    @Test func scalingAScaledFontAgainIsAPositionedError() throws {
        let source = """
            let once = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 12))
            let twice = UIFontMetrics(forTextStyle: .body).scaledFont(for: once)
            """
        let error = try #require(loadError(source))
        #expect(error.description.contains("scene.swiftlay:2:"))
        #expect(error.description.contains("a scaled font returned by UIFontMetrics should not be used to create "
                                               + "another scaled font"))
    }
}
