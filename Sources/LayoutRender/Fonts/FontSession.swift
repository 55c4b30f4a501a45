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

    /// A context for drawing on `cairo` with the same settings as the measuring context and the drawing's scale.
    func drawingContext(for cairo: CairoContext) -> PangoContextHandle {
        let context = PangoContextHandle(fontMap: fontMap, options: options)
        context.attach(to: cairo, options: options)
        return context
    }
}
