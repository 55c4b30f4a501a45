import Foundation
import LayoutRender

/// What differs between the renderer that drew a reference and the current one, in words:
/// `reference rendered with Cairo 1.16.0, font DejaVuSans.ttf sha256:1a2b3c4d; now Cairo 1.18.0, font
/// DejaVuSans.ttf sha256:5e6f7a8b`. Fonts are named by file name and the start of their hash.
///
/// ```swift
/// if let drift = RendererDrift(reference: sidecar.fingerprint, current: environment.fingerprint) {
///     print(drift.description)
/// }
/// ```
public struct RendererDrift: Sendable, Hashable, CustomStringConvertible {
    /// The differing parts as the reference's renderer had them (`Cairo 1.16.0`, `no font Inter.ttf`).
    ///
    /// ```swift
    /// drift.reference // ["Cairo 1.16.0"]
    /// ```
    public var reference: [String]
    /// The same parts as the current renderer has them.
    ///
    /// ```swift
    /// drift.current // ["Cairo 1.18.0"]
    /// ```
    public var current: [String]

    /// The drift between two fingerprints, or `nil` when they agree on every library version and font hash
    /// (font files that only moved do not count).
    ///
    /// ```swift
    /// RendererDrift(reference: fingerprint, current: fingerprint) // nil
    /// ```
    public init?(reference: RendererFingerprint, current: RendererFingerprint) {
        let old = Self.parts(of: reference), new = Self.parts(of: current)
        let keys = (old.map(\.key) + new.map(\.key)).reduce(into: [String]()) { keys, key in
            if !keys.contains(key) { keys.append(key) }
        }
        let changed = keys.filter { key in Self.value(key, in: old) != Self.value(key, in: new) }
        guard !changed.isEmpty else { return nil }
        self.reference = changed.map { Self.text($0, Self.value($0, in: old)) }
        self.current = changed.map { Self.text($0, Self.value($0, in: new)) }
    }

    /// `reference rendered with Cairo 1.16.0; now Cairo 1.18.0`.
    ///
    /// ```swift
    /// print(drift) // reference rendered with Cairo 1.16.0; now Cairo 1.18.0
    /// ```
    public var description: String {
        "reference rendered with \(reference.joined(separator: ", ")); now \(current.joined(separator: ", "))"
    }

    private typealias Part = (key: String, value: String)

    private static func parts(of fingerprint: RendererFingerprint) -> [Part] {
        let versions: [Part] = [("Cairo", fingerprint.cairo), ("Pango", fingerprint.pango),
                                ("HarfBuzz", fingerprint.harfBuzz), ("FreeType", fingerprint.freeType),
                                ("fontconfig", fingerprint.fontconfig)]
        let fonts = fingerprint.fonts.map { font -> Part in
            ("font " + URL(fileURLWithPath: font.path).lastPathComponent, "sha256:" + font.sha256.prefix(8))
        }
        return versions + fonts
    }

    private static func value(_ key: String, in parts: [Part]) -> String? {
        parts.first { $0.key == key }?.value
    }

    private static func text(_ key: String, _ value: String?) -> String {
        value.map { "\(key) \($0)" } ?? "no \(key)"
    }
}
