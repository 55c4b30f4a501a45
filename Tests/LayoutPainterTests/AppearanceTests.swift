import Foundation
import LayoutPainter
import LayoutScene
import Testing

/// Colours resolve at paint time, per view: one scene paints in both appearances, and an override holds for its
/// subtree.
@Suite struct AppearanceTests {
    static func scene() -> (Canvas, View, Label) {
        let canvas = Canvas(width: 200, height: 100)
        canvas.backgroundColor = .systemBackground
        let card = View(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        card.name = "card"
        card.backgroundColor = .secondarySystemBackground
        card.layer.borderWidth = 1
        card.layer.borderColor = .separator
        let title = Label(frame: CGRect(x: 5, y: 5, width: 80, height: 20))
        title.name = "title"
        title.text = "Hi"
        title.textColor = .label
        canvas.addSubview(card)
        card.addSubview(title)
        return (canvas, card, title)
    }

    @Test func oneScenePaintsInBothAppearances() {
        let (canvas, _, _) = Self.scene()
        let light = paint(canvas, PaintOptions(guides: .none, padding: 0, appearance: .light))
        let dark = paint(canvas, PaintOptions(guides: .none, padding: 0, appearance: .dark))
        #expect(light.shape("view-root-background")?.fill?.hexString == "#FFFFFF")
        #expect(dark.shape("view-root-background")?.fill?.hexString == "#000000")
        #expect(light.shape("view-card-background")?.fill?.hexString == "#F2F2F7")
        #expect(dark.shape("view-card-background")?.fill?.hexString == "#1C1C1E")
        #expect(dark.shape("view-card-border")?.stroke?.color.hexString == "#54545899")
        #expect(light.text("label-title")?.color.hexString == "#000000")
        #expect(dark.text("label-title")?.color.hexString == "#FFFFFF")
        #expect(!dark.flattened.contains { item in
            if case .shape(let shape) = item { return shape.fill?.isDynamic == true }
            return false
        })
    }

    @Test func theCanvasSystemSettingIsTheDefault() {
        let canvas = TraitCollection.$current.withValue(TraitCollection(userInterfaceStyle: .dark)) {
            Self.scene().0
        }
        #expect(paint(canvas, PaintOptions(guides: .none, padding: 0)).shape("view-root-background")?.fill?.hexString
            == "#000000")
    }

    @Test func anOverrideHoldsForItsSubtree() {
        let (canvas, card, _) = Self.scene()
        card.overrideUserInterfaceStyle = .light
        let dark = paint(canvas, PaintOptions(guides: .none, padding: 0, appearance: .dark))
        #expect(dark.shape("view-root-background")?.fill?.hexString == "#000000")
        #expect(dark.shape("view-card-background")?.fill?.hexString == "#F2F2F7")
        #expect(dark.text("label-title")?.color.hexString == "#000000")
    }
}
