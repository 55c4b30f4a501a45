import Foundation
import LayoutDiff
import LayoutRender

/// What is stored beside every reference as `<reference>.layoutviz.json`: the format, the renderer that
/// drew it, and the frames of its layout, one line per array element so that it diffs well in review.
/// With it, an image failure can say whether the layout changed or only the renderer did.
///
/// ```json
/// {
///   "fingerprint" : { "cairo" : "1.16.0", "fontconfig" : "2.14.1", "fonts" : [ … ], … },
///   "format" : "png@2x",
///   "frames" : [ "layoutviz frames v1", "canvas 375x667", "view root - 0 0 375 667" ],
///   "version" : 1
/// }
/// ```
///
/// ```swift
/// let sidecar = artifact.sidecar
/// let json = try sidecar.encoded()
/// let back = try ReferenceSidecar(decoding: json)
/// ```
public struct ReferenceSidecar: Sendable, Hashable, Codable {
    /// The sidecar format's version, 1.
    ///
    /// ```swift
    /// ReferenceSidecar.currentVersion // 1
    /// ```
    public static let currentVersion = 1
    /// The suffix added to the reference's file name: `.layoutviz.json`.
    ///
    /// ```swift
    /// ReferenceSidecar.fileSuffix // ".layoutviz.json"
    /// ```
    public static let fileSuffix = ".layoutviz.json"

    /// The version this sidecar was written with.
    ///
    /// ```swift
    /// sidecar.version // 1
    /// ```
    public var version: Int
    /// The snapshot format, as ``SnapshotFormat/description`` prints it (`png@2x`, `svg`, `frames`).
    ///
    /// ```swift
    /// sidecar.format // "png@2x"
    /// ```
    public var format: String
    /// The renderer that drew the reference.
    ///
    /// ```swift
    /// sidecar.fingerprint.pango // "1.50.12"
    /// ```
    public var fingerprint: RendererFingerprint
    /// The frames text of the reference's layout, one line per element (no trailing empty line).
    ///
    /// ```swift
    /// sidecar.frameLines.first // "layoutviz frames v1"
    /// ```
    public var frameLines: [String]
    /// The traits the reference was taken in (`"dark accessibilityXL"`, as ``LayoutScene/TraitCollection``
    /// describes them); `nil` in sidecars written before traits were recorded.
    ///
    /// ```swift
    /// sidecar.traits // "light large"
    /// ```
    public var traits: String?

    /// Creates a sidecar for a reference drawn by `fingerprint` from the layout `frames` in `traits`.
    ///
    /// ```swift
    /// let sidecar = ReferenceSidecar(format: "png@2x", fingerprint: environment.fingerprint, frames: frames,
    ///                                traits: "dark large")
    /// ```
    public init(format: String, fingerprint: RendererFingerprint, frames: FramesSnapshot, traits: String? = nil) {
        version = Self.currentVersion
        self.format = format
        self.fingerprint = fingerprint
        self.traits = traits
        frameLines = frames.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if frameLines.last == "" { frameLines.removeLast() }
    }

    /// Reads a sidecar from its JSON.
    ///
    /// ```swift
    /// let sidecar = try ReferenceSidecar(decoding: Data(contentsOf: sidecarURL))
    /// ```
    public init(decoding json: Data) throws {
        self = try JSONDecoder().decode(ReferenceSidecar.self, from: json)
    }

    /// The frames the sidecar holds, or `nil` when they do not parse.
    ///
    /// ```swift
    /// if let frames = sidecar.frames { print(FramesDiff(reference: frames, actual: artifact.frames).summary) }
    /// ```
    public var frames: FramesSnapshot? {
        try? FramesSnapshot(parsing: frameLines.joined(separator: "\n") + "\n")
    }

    /// The JSON: pretty-printed with sorted keys, ending with a newline.
    ///
    /// ```swift
    /// try sidecar.encoded().write(to: sidecarURL)
    /// ```
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Where the sidecar of the reference at `referenceURL` lives.
    ///
    /// ```swift
    /// ReferenceSidecar.url(for: URL(fileURLWithPath: "/refs/a.png")).path // "/refs/a.png.layoutviz.json"
    /// ```
    public static func url(for referenceURL: URL) -> URL {
        referenceURL.deletingLastPathComponent().appendingPathComponent(referenceURL.lastPathComponent + fileSuffix)
    }

    private enum CodingKeys: String, CodingKey {
        case version, format, fingerprint, traits
        case frameLines = "frames"
    }
}

extension ReferenceSidecar {
    /// Why a sidecar could not be read, in one line: the system's reason for a file error, the path and
    /// reason of a JSON decoding error.
    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return "not valid JSON (\(context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription))"
        case DecodingError.keyNotFound(let key, _):
            return "not a layoutviz sidecar: no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "not a layoutviz sidecar: unexpected value at \(path.isEmpty ? "the top" : path)"
        default:
            return (error as NSError).localizedDescription
        }
    }
}
