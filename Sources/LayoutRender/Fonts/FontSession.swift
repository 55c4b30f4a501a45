import CCairo
import LayoutScene

/// The fontconfig and Pango objects of a ``FontLibrary``, used by one thread at a time behind its lock: the
/// configuration, the font map, the fixed font options and the context text is measured with.
final class FontSession {
    let options: CairoFontOptions
    let configuration: FontconfigConfiguration
    let fontMap: PangoFontMapHandle
    let measuringContext: PangoContextHandle

    /// Loads `fontFiles` (each with the package that installs it, if known) into a new private configuration.
    init(fontFiles: [(path: String, package: String?)]) throws(RenderError) {
        options = try CairoFontOptions()
        configuration = try FontconfigConfiguration()
        for file in fontFiles {
            try configuration.addFontFile(file.path, package: file.package)
        }
        fontMap = try PangoFontMapHandle(configuration: configuration)
        measuringContext = PangoContextHandle(fontMap: fontMap, options: options)
    }

    /// The lines of a measure request laid out in `family`. An ellipsized line's width is that of its shown text
    /// laid out alone, which is what the back ends draw (Pango pads the ellipsis to fill the wrap width).
    func layOut(_ settings: TextLayoutSettings, family: String, font: Font) -> [LaidOutLine] {
        let description = PangoFontDescriptionHandle(family: family, font: font)
        var lines = settings.makeLayout(context: measuringContext, font: description).lines()
        for index in lines.indices where lines[index].isEllipsized {
            let alone = PangoLayoutHandle(context: measuringContext, text: lines[index].text, font: description)
            lines[index].width = alone.lines().first?.width ?? lines[index].width
        }
        return lines
    }

    /// A context for drawing on `cairo` with the same settings as the measuring context and the drawing's scale.
    func drawingContext(for cairo: CairoContext) -> PangoContextHandle {
        let context = PangoContextHandle(fontMap: fontMap, options: options)
        context.attach(to: cairo, options: options)
        return context
    }
}
