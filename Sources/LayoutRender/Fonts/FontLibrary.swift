import Foundation
import LayoutScene
import Synchronization

/// The fonts text is measured and drawn with, and nothing else: a private fontconfig configuration holding the
/// files of ``FontSet`` (Inter for the system font, DejaVu, Noto Color Emoji) plus any files you add, and the Pango
/// font map and settings on top of it (fixed font options, 72 dpi, unrounded glyph positions). Share one library
/// between a ``PangoTextMeasurer`` and a ``Renderer`` so measured text is drawn as measured.
///
/// The system font (family `nil`) is Inter, or Inter Display from 20 pt on; ``Font/monospacedFamily`` is DejaVu
/// Sans Mono. A family that is not in the library is drawn with the system font and reported once in ``warnings``;
/// a character the family lacks falls back to Noto Color Emoji, then DejaVu Sans, and a character no font has is
/// reported by ``missingGlyphs(in:)``. fontconfig's scan of the default files is cached per user (see
/// ``FontScanCache``), so only the first process after a font changes opens them all.
///
/// ```swift
/// let fonts = try FontLibrary()
/// let measurer = PangoTextMeasurer(fonts: fonts)
/// let renderer = Renderer(fonts: fonts)
/// ```
public final class FontLibrary: Sendable {
    /// The font files every library loads (from the Debian packages `fonts-inter`, `fonts-dejavu-core` and
    /// `fonts-noto-color-emoji`).
    ///
    /// ```swift
    /// FontLibrary.defaultFontFiles.first // "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    /// ```
    public static let defaultFontFiles = FontSet.files.map(\.path)
    /// The family of the system font below 20 pt and of every family the library lacks.
    ///
    /// ```swift
    /// fonts.resolvedFamily(for: .systemFont(ofSize: 17)) == FontLibrary.defaultFamily // true
    /// ```
    public static let defaultFamily = FontSet.textFamily
    /// The family of ``Font/monospacedFamily``.
    ///
    /// ```swift
    /// fonts.resolvedFamily(for: .monospacedSystemFont(ofSize: 12, weight: .regular)) // "DejaVu Sans Mono"
    /// ```
    public static let monospacedFamily = "DejaVu Sans Mono"
    /// The family of the generic name `serif`.
    ///
    /// ```swift
    /// fonts.resolvedFamily(for: Font(family: "serif", size: 12)) // "DejaVu Serif"
    /// ```
    public static let serifFamily = "DejaVu Serif"

    /// The font files loaded, defaults first, in the order given.
    ///
    /// ```swift
    /// for path in fonts.fontFiles { print(path) }
    /// ```
    public let fontFiles: [String]
    /// The family names the files provide, sorted.
    ///
    /// ```swift
    /// fonts.families // ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"]
    /// ```
    public var families: [String] { table.names }

    /// Every face loaded, by the names `UIFont(name:size:)` finds it with (PostScript, full and family names).
    ///
    /// ```swift
    /// fonts.fontNames.font(named: "Inter-SemiBold", size: 15)?.weight // .semibold
    /// ```
    public let fontNames: FontNameTable

    private let table: FontFamilyTable
    private let coverage: GlyphCoverage
    /// The Pango and fontconfig objects; `nil` only once the library is being destroyed (see ``FontEngine``).
    private let session: Mutex<FontSession?>
    private let recordedWarnings = Mutex<[String]>([])

    /// Loads the default fonts and `additionalFontFiles`; throws ``RenderError/missingFontFile(path:package:)``
    /// naming the file (and the package for the defaults) if one does not exist.
    ///
    /// ```swift
    /// let fonts = try FontLibrary(additionalFontFiles: ["/opt/fonts/Lato-Regular.ttf"])
    /// ```
    public convenience init(additionalFontFiles: [String] = []) throws(RenderError) {
        try self.init(defaultFontFiles: FontSet.files, additionalFontFiles: additionalFontFiles,
                      scanCache: FontScanCache(environment: ProcessInfo.processInfo.environment))
    }

    /// Loads `defaultFontFiles` (a missing one reported with its package; through `scanCache` if there is one) and
    /// `additionalFontFiles`.
    init(defaultFontFiles: [FontSet.File], additionalFontFiles: [String],
         scanCache: FontScanCache? = nil) throws(RenderError) {
        let (session, faces) = try FontEngine.exclusively { () throws(RenderError) -> (FontSession, [FontFace]) in
            let session = try FontSession(cachedFiles: defaultFontFiles.map { ($0.path, $0.package) },
                                          otherFiles: additionalFontFiles.map { ($0, nil) }, scanCache: scanCache)
            return (session, session.configuration.faces())
        }
        fontFiles = defaultFontFiles.map(\.path) + additionalFontFiles
        fontNames = FontNameTable(faces: faces.compactMap(\.nameTableFace))
        table = FontFamilyTable(faces: faces)
        coverage = GlyphCoverage(faces: faces)
        self.session = Mutex(session)
    }

    /// What was substituted so far, each message once, in the order first seen.
    ///
    /// ```swift
    /// for warning in fonts.warnings { print("warning: \(warning)") }
    /// ```
    public var warnings: [String] {
        recordedWarnings.withLock { $0 }
    }

    /// The family `font` is drawn with; records a warning when the requested family is not available.
    ///
    /// ```swift
    /// fonts.resolvedFamily(for: Font(family: "Helvetica", size: 12)) // "Inter", with a warning
    /// ```
    public func resolvedFamily(for font: Font) -> String {
        let (family, warning) = table.resolve(font.family, pointSize: Double(font.pointSize))
        if let warning { record(warning) }
        return family
    }

    /// A CSS `font-family` value for `font`: the resolved family quoted, the fallback families, then a generic
    /// family.
    ///
    /// ```swift
    /// fonts.cssFontFamily(for: .labelDefault) // "'Inter', 'Noto Color Emoji', 'DejaVu Sans', sans-serif"
    /// ```
    public func cssFontFamily(for font: Font) -> String {
        let family = resolvedFamily(for: font)
        let quoted = FontSet.fallbackChain(from: family).map { "'\($0)'" }
        return (quoted + [table.genericFamily(of: family)]).joined(separator: ", ")
    }

    /// The characters of `text` that no font in the library has a glyph for (they would be drawn as boxes),
    /// each once, in order; format characters such as variation selectors and joiners are not counted.
    ///
    /// ```swift
    /// fonts.missingGlyphs(in: "Play \u{E000}") // ["\u{E000}"]
    /// ```
    public func missingGlyphs(in text: String) -> [Unicode.Scalar] {
        coverage.missing(in: text)
    }

    /// Records `warning` once, after those recorded before it.
    func record(_ warning: String) {
        recordedWarnings.withLock { warnings in
            if !warnings.contains(warning) { warnings.append(warning) }
        }
    }

    /// Releases the Pango and fontconfig objects under the ``FontEngine`` lock: freeing a font map closes FreeType
    /// faces, which must not race with another library opening one.
    deinit {
        FontEngine.exclusively { session.withLock { $0 = nil } }
    }

    /// Runs `body` with exclusive use of the Pango and fontconfig objects, which are not thread-safe, while no other
    /// library uses the font engine (see ``FontEngine``).
    func withSession<Result: Sendable, Failure: Error>(
        _ body: (FontSession) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try FontEngine.exclusively { () throws(Failure) -> Result in
            try session.withLock { (session: inout FontSession?) throws(Failure) -> Result in
                guard let session else { preconditionFailure("a FontLibrary was used while being destroyed") }
                return try body(session)
            }
        }
    }
}
