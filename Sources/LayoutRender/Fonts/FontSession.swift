import CCairo
import Foundation
import LayoutScene

/// The fontconfig and Pango objects of a ``FontLibrary``, used by one thread at a time behind its lock: the
/// configuration, the font map, the fixed font options and the context text is measured with.
final class FontSession {
    let options: CairoFontOptions
    let configuration: FontconfigConfiguration
    let fontMap: PangoFontMapHandle
    let measuringContext: PangoContextHandle

    /// Loads `cachedFiles` then `otherFiles` (each with the package that installs it, if known) into a new private
    /// configuration, the first through `scanCache` when there is one and it works (see ``FontScanCache``).
    init(cachedFiles: [(path: String, package: String?)], otherFiles: [(path: String, package: String?)],
         scanCache: FontScanCache?) throws(RenderError) {
        options = try CairoFontOptions()
        configuration = try Self.configuration(cachedFiles: cachedFiles, scanCache: scanCache)
        for file in otherFiles {
            try configuration.addFontFile(file.path, package: file.package)
        }
        fontMap = try PangoFontMapHandle(configuration: configuration)
        measuringContext = PangoContextHandle(fontMap: fontMap, options: options)
        // Set up as a PNG's drawing context is (an image surface adds its own options, rounded glyph positions),
        // so a picture drawn at scale 1 uses the very fonts text was measured with: Pango works out a font's
        // metrics once per font, by shaping a sample sentence and loading its glyphs.
        measuringContext.attach(to: try CairoContext(surface: try CairoSurface.image(width: 1, height: 1)),
                                options: options)
    }

    /// A configuration holding `files`: read from the scan cache when every file exists and every link to one gave
    /// a face, else (a missing file is still reported by ``FontconfigConfiguration/addFontFile(_:package:)``)
    /// scanned file by file.
    private static func configuration(cachedFiles files: [(path: String, package: String?)],
                                      scanCache: FontScanCache?) throws(RenderError) -> FontconfigConfiguration {
        let paths = files.map(\.path)
        if let scanCache, paths.allSatisfy({ FileManager.default.fileExists(atPath: $0) }),
           let links = scanCache.links(to: paths) {
            let cached = try FontconfigConfiguration()
            if cached.addFontDirectory(links.directory, cachedIn: scanCache.fontconfigDirectory),
               Set(links.paths) == cached.faceFiles() {
                return cached
            }
        }
        let scanned = try FontconfigConfiguration()
        for file in files {
            try scanned.addFontFile(file.path, package: file.package)
        }
        return scanned
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

    /// The lines of attributed text laid out with its runs' attributes, each with its pieces: a line's width is
    /// the sum of its pieces', an ellipsis piece measured alone in its run's font (Pango pads it to the wrap width),
    /// and the last piece's kern (Pango spaces letters only between them; UIKit kerns after every character).
    func layOut(_ settings: TextLayoutSettings, attributed: AttributedLayoutText, family: String,
                font: Font) -> [AttributedLine] {
        var settings = settings
        settings.text = attributed.text
        let layout = settings.makeLayout(context: measuringContext,
                                         font: PangoFontDescriptionHandle(family: family, font: font))
        layout.setAttributes(attributed.attributeList(fallback: font))
        if attributed.paragraphStyle.lineSpacing > 0 { layout.setSpacing(Double(attributed.paragraphStyle.lineSpacing)) }
        return layout.lines().map { line in
            var x = 0.0
            var runs = line.pieces.compactMap { piece -> TextLineRun? in
                guard let run = attributed.run(atByte: piece.byteOffset) else { return nil }
                var width = piece.width
                if piece.isEllipsis {
                    let alone = PangoLayoutHandle(context: measuringContext, text: "…",
                                                  font: PangoFontDescriptionHandle(family: run.family,
                                                                                   font: run.attributes.font ?? font))
                    width = alone.lines().first?.width ?? width
                }
                defer { x += width }
                return TextLineRun(text: piece.text, x: CGFloat(x), width: CGFloat(width), attributes: run.attributes)
            }
            if let last = runs.last, let kern = last.attributes.kern, kern != 0 {
                runs[runs.count - 1].width += kern
                x += Double(kern)
            }
            return AttributedLine(line: TextLine(text: line.text, width: CGFloat(x), baseline: CGFloat(line.baseline),
                                                 runs: runs),
                                  bottom: CGFloat(line.bottom))
        }
    }

    /// The baseline and height of the logical box of a run of attributed text laid out alone, as the back ends
    /// draw it (its background fills that box).
    func logicalBox(of run: TextLineRun, family: String, fallback: Font) -> (baseline: Double, height: Double) {
        let layout = LineLayouts(context: measuringContext).layout(run, family: family, fallback: fallback)
        return (layout.baseline, layout.logicalHeight)
    }

    /// A context for drawing on `cairo` with the same settings as the measuring context and the drawing's scale.
    func drawingContext(for cairo: CairoContext) -> PangoContextHandle {
        let context = PangoContextHandle(fontMap: fontMap, options: options)
        context.attach(to: cairo, options: options)
        return context
    }
}

/// A line of attributed text as laid out, with the bottom of its box (measured from the layout's top).
struct AttributedLine: Sendable {
    var line: TextLine
    var bottom: CGFloat
}
