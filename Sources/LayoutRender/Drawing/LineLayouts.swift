import LayoutScene

/// The Pango layouts one drawing shows its text lines with, made once per distinct (text, family, font) and
/// shown again wherever the same line recurs (guide badges repeat "8", "16"… hundreds of times): a layout shows
/// the same glyphs wherever it is drawn, so reuse changes no pixel. Keeps at most ``limit`` layouts; lines
/// after that are laid out each time.
final class LineLayouts {
    /// The most layouts kept for one drawing.
    static let limit = 4096

    private struct Key: Hashable {
        var text: String
        var family: String
        var font: Font
    }

    private let context: PangoContextHandle
    private var layouts: [Key: PangoLayoutHandle] = [:]
    private var descriptions: [Key: PangoFontDescriptionHandle] = [:]

    init(context: PangoContextHandle) {
        self.context = context
    }

    /// A layout of one run of an attributed line in its font (`fallback` where it sets none, drawn with `family`),
    /// kerning, underline and strikethrough; made each time (runs rarely repeat as guide badges do).
    func layout(_ run: TextLineRun, family: String, fallback: Font) -> PangoLayoutHandle {
        let font = run.attributes.font ?? fallback
        let layout = PangoLayoutHandle(context: context, text: run.text,
                                       font: PangoFontDescriptionHandle(family: family, font: font))
        let list = PangoAttributeListHandle()
        AttributedLayoutText.insert(run.attributes, family: family, fallback: fallback, into: list,
                                    bytes: 0..<run.text.utf8.count, raising: false)
        layout.setAttributes(list)
        return layout
    }

    /// A layout of `text` in `font` drawn with `family`.
    func layout(_ text: String, family: String, font: Font) -> PangoLayoutHandle {
        let key = Key(text: text, family: family, font: font)
        if let layout = layouts[key] { return layout }
        let fontKey = Key(text: "", family: family, font: font)
        let description = descriptions[fontKey] ?? PangoFontDescriptionHandle(family: family, font: font)
        descriptions[fontKey] = description
        let layout = PangoLayoutHandle(context: context, text: text, font: description)
        if layouts.count < Self.limit { layouts[key] = layout }
        return layout
    }
}
