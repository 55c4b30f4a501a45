import Foundation
import LayoutScene
import Synchronization

/// The fonts text is measured and drawn with, and nothing else: a private fontconfig configuration holding the
/// DejaVu files of `fonts-dejavu-core` plus any files you add, and the Pango font map and settings on top of it
/// (fixed font options, 72 dpi, unrounded glyph positions). Share one library between a ``PangoTextMeasurer``
/// and a ``Renderer`` so measured text is drawn as measured.
///
/// The system font (family `nil`) is DejaVu Sans, ``Font/monospacedFamily`` is DejaVu Sans Mono. A family that
/// is not in the library is drawn with DejaVu Sans and reported once in ``warnings``.
///
/// ```swift
/// let fonts = try FontLibrary()
/// let measurer = PangoTextMeasurer(fonts: fonts)
/// let renderer = Renderer(fonts: fonts)
/// ```
public final class FontLibrary: Sendable {
    /// The font files every library loads (from the Debian package `fonts-dejavu-core`).
    ///
    /// ```swift
    /// FontLibrary.defaultFontFiles.first // "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// ```
    public static let defaultFontFiles = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf",
                                          "DejaVuSansMono-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"]
        .map { "/usr/share/fonts/truetype/dejavu/" + $0 }
    /// The system package that installs ``defaultFontFiles``.
    ///
    /// ```swift
    /// print("apt-get install \(FontLibrary.defaultFontPackage)")
    /// ```
    public static let defaultFontPackage = "fonts-dejavu-core"
    /// The family of the system font and of every family the library lacks.
    ///
    /// ```swift
    /// fonts.resolvedFamily(for: .systemFont(ofSize: 17)) == FontLibrary.defaultFamily // true
    /// ```
    public static let defaultFamily = "DejaVu Sans"
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

    private let table: FontFamilyTable
    private let session: Mutex<FontSession>
    private let recordedWarnings = Mutex<[String]>([])

    /// Loads the default fonts and `additionalFontFiles`; throws ``RenderError/missingFontFile(path:package:)``
    /// naming the file (and the package for the defaults) if one does not exist.
    ///
    /// ```swift
    /// let fonts = try FontLibrary(additionalFontFiles: ["/opt/fonts/Inter-Regular.ttf"])
    /// ```
    public convenience init(additionalFontFiles: [String] = []) throws(RenderError) {
        try self.init(defaultFontFiles: Self.defaultFontFiles, additionalFontFiles: additionalFontFiles)
    }

    /// Loads `defaultFontFiles` (reported missing with ``defaultFontPackage``) and `additionalFontFiles`.
    init(defaultFontFiles: [String], additionalFontFiles: [String]) throws(RenderError) {
        let session = try FontSession(fontFiles: defaultFontFiles.map { ($0, Self.defaultFontPackage) }
                                          + additionalFontFiles.map { ($0, nil) })
        fontFiles = defaultFontFiles + additionalFontFiles
        table = FontFamilyTable(faces: session.configuration.faces())
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
    /// fonts.resolvedFamily(for: Font(family: "Helvetica", size: 12)) // "DejaVu Sans", with a warning
    /// ```
    public func resolvedFamily(for font: Font) -> String {
        let (family, warning) = table.resolve(font.family)
        if let warning {
            recordedWarnings.withLock { warnings in
                if !warnings.contains(warning) { warnings.append(warning) }
            }
        }
        return family
    }

    /// A CSS `font-family` value for `font`: the resolved family quoted, then a generic fallback.
    ///
    /// ```swift
    /// fonts.cssFontFamily(for: .labelDefault) // "'DejaVu Sans', sans-serif"
    /// ```
    public func cssFontFamily(for font: Font) -> String {
        let family = resolvedFamily(for: font)
        return "'\(family)', \(table.genericFamily(of: family))"
    }

    /// Runs `body` with exclusive use of the Pango and fontconfig objects, which are not thread-safe.
    func withSession<Result: Sendable, Failure: Error>(
        _ body: (FontSession) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try session.withLock { (session: inout FontSession) throws(Failure) -> Result in try body(session) }
    }
}
