import Foundation

/// One font file of a ``RendererFingerprint``: where it is and the SHA-256 of its bytes.
///
/// ```swift
/// let font = try FontFileFingerprint(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// print(font.sha256)
/// ```
public struct FontFileFingerprint: Sendable, Hashable, Codable {
    /// The file's path.
    ///
    /// ```swift
    /// font.path // "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// ```
    public var path: String
    /// SHA-256 of the contents, 64 lowercase hex digits.
    ///
    /// ```swift
    /// font.sha256.count // 64
    /// ```
    public var sha256: String

    /// Creates a fingerprint from its parts.
    ///
    /// ```swift
    /// let font = FontFileFingerprint(path: "/fonts/A.ttf", sha256: String(repeating: "0", count: 64))
    /// ```
    public init(path: String, sha256: String) {
        self.path = path
        self.sha256 = sha256
    }

    /// Reads and hashes the file at `path`.
    ///
    /// ```swift
    /// let font = try FontFileFingerprint(path: FontLibrary.defaultFontFiles[0])
    /// ```
    public init(path: String) throws(RenderError) {
        let contents: Data
        do {
            contents = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableFontFile(path: path, reason: error.localizedDescription)
        }
        self.init(path: path, sha256: SHA256.hexDigest(of: contents))
    }
}
