import Foundation
import LayoutPainter
import LayoutScene
import Testing
@testable import LayoutRender

@Suite("Font fallback and missing glyphs")
struct FontFallbackTests {
    private func measure(_ text: String, measurer: PangoTextMeasurer, size: CGFloat = 17) -> TextMetrics {
        measurer.measure(TextMeasureRequest(text: text, font: .systemFont(ofSize: size), maxWidth: nil,
                                            numberOfLines: 1, lineBreakMode: .byTruncatingTail))
    }

    /// The pixels of `text` drawn black on white at 17 pt, 2× scale.
    private func pixels(of text: String) throws -> [RGBAPixel] {
        let fonts = try Fixtures.fonts()
        let measurer = PangoTextMeasurer(fonts: fonts)
        let list = Fixtures.list(width: 120, height: 40, [Fixtures.text(text, at: CGPoint(x: 4, y: 28), measurer: measurer)])
        let image = try PNGImage(data: PNGRenderer(fonts: fonts, scale: 2).render(list))
        return (0..<image.height).flatMap { y in (0..<image.width).map { x in image.pixel(x: x, y: y) } }
    }

    private func isColourful(_ pixel: RGBAPixel) -> Bool {
        let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
        return channels.max()! - channels.min()! > 80
    }

    @Test("the system font has Inter's line metrics: 17 pt is 16.47 above and 4.11 below the baseline")
    func interMetrics() throws {
        let metrics = measure("Hello", measurer: PangoTextMeasurer(fonts: try Fixtures.fonts()))
        #expect(abs(metrics.firstBaseline - 16.47) < 0.01)
        #expect(abs(metrics.size.height - 20.57) < 0.01)
    }

    @Test("emoji are measured at the label's size, not at the emoji font's bitmap size")
    func emojiSize() throws {
        let measurer = PangoTextMeasurer(fonts: try Fixtures.fonts())
        for text in ["😀", "⏮", "👍🏽"] {
            let metrics = measure(text, measurer: measurer)
            #expect(metrics.size.width > 15 && metrics.size.width < 26, "\(text): \(metrics.size)")
            #expect(metrics.size.height < 26, "\(text): \(metrics.size)")
        }
    }

    @Test("emoji and media symbols are drawn in colour; Latin text stays black and white", arguments: ["😀", "⏮", "👍🏽"])
    func colourEmoji(text: String) throws {
        #expect(try pixels(of: text).contains(where: isColourful))
        #expect(try !pixels(of: "Hello").contains(where: isColourful))
    }

    @Test("every character of Latin, Cyrillic, Greek, Arabic, Hebrew text, emoji and symbols has a glyph")
    func coverage() throws {
        let fonts = try Fixtures.fonts()
        #expect(fonts.missingGlyphs(in: "Ada Lovelace — Ада Λ مرحبا שלום ⏮ ⏯ ⏭ 😀 👍🏽 👩‍👩‍👧 ❤️ ✓ €").isEmpty)
    }

    @Test("characters no font has are found once each, in order; joiners and variation selectors are not glyphs")
    func missing() throws {
        let fonts = try Fixtures.fonts()
        #expect(fonts.missingGlyphs(in: "a\u{13000}b\u{FE0F}\u{200D}\u{10FFFD}\u{13000}\n")
                == ["\u{13000}", "\u{10FFFD}"])
    }

    @Test("a character no font has is a warning naming its code point, its name and the text item, once")
    func warning() throws {
        let fonts = try Fixtures.fonts()
        let measurer = PangoTextMeasurer(fonts: fonts)
        let list = Fixtures.list([Fixtures.text("𓀀 ok 𓀀", at: CGPoint(x: 0, y: 20), measurer: measurer, id: "label-glyph"),
                                  Fixtures.text("fine", at: CGPoint(x: 0, y: 60), measurer: measurer, id: "label-fine")])
        _ = try Renderer(fonts: fonts).render(list, format: .svg)
        #expect(fonts.warnings == ["text 'label-glyph' has U+13000 (EGYPTIAN HIEROGLYPH A001), which no font in the "
                                   + "font set draws; it is drawn as a box"])
    }
}
