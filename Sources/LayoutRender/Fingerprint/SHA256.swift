import CCairo
import Foundation

/// SHA-256 through GLib's `GChecksum` (GLib comes with Pango), for telling whether a font file changed; not used for
/// security. A CJK font file is tens of megabytes, and every `layoutviz test` fingerprints the font set.
///
/// ```swift
/// SHA256.hexDigest(of: Data("abc".utf8)) // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
enum SHA256 {
    /// The digest of `data` as 64 lowercase hex digits.
    static func hexDigest(of data: Data) -> String {
        guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else {
            preconditionFailure("GLib has no SHA-256 checksum")
        }
        defer { g_checksum_free(checksum) }
        data.withUnsafeBytes { bytes in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return }
            g_checksum_update(checksum, base, gssize(bytes.count))
        }
        return String(cString: g_checksum_get_string(checksum))
    }
}
