import Foundation

/// What the pixels of a PNG (and the bytes of a PDF) depend on besides the display list: the versions of Cairo,
/// Pango, HarfBuzz, FreeType and fontconfig, and each font file's path and SHA-256. Store it with reference
/// images; when it differs, differences in the pictures may come from the machine rather than the code.
///
/// ```swift
/// let fingerprint = try RendererFingerprint(fonts: fonts)
/// print(fingerprint)                                  // one "name: value" line each
/// let json = try JSONEncoder().encode(fingerprint)
/// ```
public struct RendererFingerprint: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `cairo_version_string()`, e.g. "1.16.0".
    ///
    /// ```swift
    /// fingerprint.cairo // "1.16.0"
    /// ```
    public var cairo: String
    /// `pango_version_string()`.
    ///
    /// ```swift
    /// fingerprint.pango // "1.50.12"
    /// ```
    public var pango: String
    /// `hb_version_string()`.
    ///
    /// ```swift
    /// fingerprint.harfBuzz // "6.0.0"
    /// ```
    public var harfBuzz: String
    /// FreeType's version from `FT_Library_Version`.
    ///
    /// ```swift
    /// fingerprint.freeType // "2.12.1"
    /// ```
    public var freeType: String
    /// fontconfig's version from `FcGetVersion`.
    ///
    /// ```swift
    /// fingerprint.fontconfig // "2.14.1"
    /// ```
    public var fontconfig: String
    /// The font files, in the library's order.
    ///
    /// ```swift
    /// for font in fingerprint.fonts { print(font.path, font.sha256) }
    /// ```
    public var fonts: [FontFileFingerprint]

    /// Reads the library versions and hashes the font files of `fonts`; throws
    /// ``RenderError/unreadableFontFile(path:reason:)`` if a file cannot be read.
    ///
    /// ```swift
    /// let fingerprint = try RendererFingerprint(fonts: try FontLibrary())
    /// ```
    public init(fonts: FontLibrary) throws(RenderError) {
        cairo = LibraryVersions.cairo
        pango = LibraryVersions.pango
        harfBuzz = LibraryVersions.harfBuzz
        freeType = LibraryVersions.freeType
        fontconfig = LibraryVersions.fontconfig
        var files: [FontFileFingerprint] = []
        for path in fonts.fontFiles {
            files.append(try FontFileFingerprint(path: path))
        }
        self.fonts = files
    }

    /// Stable lines: `cairo 1.16.0`, …, then `font <path> sha256:<hex>` per file.
    ///
    /// ```swift
    /// try "\(fingerprint)".write(toFile: "renderer.txt", atomically: true, encoding: .utf8)
    /// ```
    public var description: String {
        let versions = ["cairo \(cairo)", "pango \(pango)", "harfbuzz \(harfBuzz)", "freetype \(freeType)",
                        "fontconfig \(fontconfig)"]
        return (versions + fonts.map { "font \($0.path) sha256:\($0.sha256)" }).joined(separator: "\n")
    }
}
