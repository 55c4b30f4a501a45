import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// The theme sets the picture's background, the fill of views without a colour, guide and tag colours; the
/// `background` option overrides the theme's background.
@Suite struct ThemeTests {
    let canvas = Canvas(width: 400, height: 300)

    init() {
        let box = makeView("box", in: canvas)
        pin(box, 10, 20, 100, 40)
    }

    @Test func theDarkThemeDiffersFromTheLightOne() {
        let light = paint(canvas, PaintOptions(showsNames: true, theme: .light, padding: 0))
        let dark = paint(canvas, PaintOptions(showsNames: true, theme: .dark, padding: 0))
        #expect(light != dark)
        #expect(light.background == .white)
        #expect(dark.background == Color(hex: 0x1C1C1E))
        #expect(dark.line("guide-box-width-bar")?.stroke.color == Theme.dark.satisfiedGuide)
        #expect(dark.shape("tag-box")?.fill == Theme.dark.tagFill)
        #expect(dark.text("tag-box-text")?.color == .black)
        #expect(Theme.dark.satisfiedGuide != Theme.light.satisfiedGuide)
    }

    @Test func theDarkThemeFillsViewsWithoutAColour() {
        let dark = paint(canvas, PaintOptions(guides: .none, theme: .dark, padding: 0))
        #expect(dark.shape("view-box-background")?.fill == Color(white: 1, alpha: 0.06))
        #expect(dark.shape("view-root-background")?.fill == Color(white: 1, alpha: 0.06))
        #expect(paint(canvas, PaintOptions(guides: .none, padding: 0)).shape("view-box-background") == nil)
    }

    @Test func aViewsOwnColourWinsOverTheThemesFill() {
        canvas.subviews[0].backgroundColor = .orange
        let dark = paint(canvas, PaintOptions(guides: .none, theme: .dark, padding: 0))
        #expect(dark.shape("view-box-background")?.fill == .orange)
    }

    @Test func theBackgroundOptionOverridesTheThemes() {
        #expect(paint(canvas, PaintOptions(theme: .dark, background: .yellow)).background == .yellow)
    }

    @Test func customThemesAreUsed() {
        var theme = Theme.light
        theme.satisfiedGuide = .purple
        theme.badgeText = .yellow
        let list = paint(canvas, PaintOptions(theme: theme, padding: 0))
        #expect(list.line("guide-box-width-bar")?.stroke.color == .purple)
        #expect(list.text("guide-box-width-bar-badge-text")?.color == .yellow)
    }
}
