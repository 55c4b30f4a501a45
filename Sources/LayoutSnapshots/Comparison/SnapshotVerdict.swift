import Foundation

/// The result of comparing a snapshot with its reference: whether it matches, why not in words, and the
/// diff images of a PNG comparison.
///
/// ```swift
/// let verdict = SnapshotComparison.compare(reference: reference, actual: artifact)
/// if !verdict.matches { print(verdict.message) }
/// // png@2x snapshot does not match its reference
/// // layout changed: title: y +4 (height 20→24); 7 views below moved +4
/// // 1234 pixels (1.17%) differ beyond threshold 0.1
/// // most differing pixels: title 812, subtitle 300, footer 122
/// ```
public struct SnapshotVerdict: Sendable {
    /// Whether the snapshot matches its reference (within the tolerance).
    ///
    /// ```swift
    /// #expect(verdict.matches)
    /// ```
    public var matches: Bool
    /// The first line: `png@2x snapshot matches its reference` or `… does not match its reference`.
    ///
    /// ```swift
    /// verdict.headline // "svg snapshot does not match its reference"
    /// ```
    public var headline: String
    /// The explanation, one line each: first the cause (`layout changed: …`, `renderer changed: …` or
    /// `pixels differ: …`), then sizes, counts and the views with the most differing pixels.
    ///
    /// ```swift
    /// verdict.details.first // "layout changed: badge added"
    /// ```
    public var details: [String]
    /// The PNG diff image (faded reference, differences in red), for PNG comparisons that fail.
    ///
    /// ```swift
    /// try verdict.diffImage?.write(to: diffURL)
    /// ```
    public var diffImage: Data?
    /// reference | diff | actual side by side as PNG, for PNG comparisons that fail.
    ///
    /// ```swift
    /// try verdict.composite?.write(to: compositeURL)
    /// ```
    public var composite: Data?
    /// Every change of the layout in full (diagnostics with their whole message) when the layout changed;
    /// the run writes it to the artifacts folder as `<reference>.changes.txt`, since ``details`` gives only
    /// the first line of each diagnostic.
    ///
    /// ```swift
    /// if let changes = verdict.changes { print(changes) }
    /// ```
    public var changes: String?

    /// Creates a verdict.
    ///
    /// ```swift
    /// let verdict = SnapshotVerdict(matches: false, headline: "svg snapshot does not match its reference",
    ///                               details: ["layout changed: badge added"])
    /// ```
    public init(matches: Bool, headline: String, details: [String], diffImage: Data? = nil, composite: Data? = nil) {
        self.matches = matches
        self.headline = headline
        self.details = details
        self.diffImage = diffImage
        self.composite = composite
    }

    /// The headline and the details, one per line.
    ///
    /// ```swift
    /// print(verdict.message)
    /// ```
    public var message: String { ([headline] + details).joined(separator: "\n") }
}
