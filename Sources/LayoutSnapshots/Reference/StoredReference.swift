import Foundation

/// A reference as stored: its bytes and, when present and readable, its sidecar.
///
/// ```swift
/// if let reference = try ReferenceStore().read(at: url) {
///     let verdict = SnapshotComparison.compare(reference: reference, actual: artifact)
/// }
/// ```
public struct StoredReference: Sendable, Hashable {
    /// The reference file's bytes.
    ///
    /// ```swift
    /// let image = try PNGImage(data: reference.data)
    /// ```
    public var data: Data
    /// The sidecar, or `nil` when it is missing or unreadable (references recorded by other tools).
    ///
    /// ```swift
    /// reference.sidecar?.fingerprint.cairo // "1.16.0"
    /// ```
    public var sidecar: ReferenceSidecar?
    /// Why the sidecar beside the reference could not be read (it exists but is unreadable or not a
    /// sidecar), or `nil` when it was read or there is none.
    ///
    /// ```swift
    /// reference.sidecarProblem // "cannot read the sidecar refs/card.png.layoutviz.json: not valid JSON"
    /// ```
    public var sidecarProblem: String?

    /// Creates a reference from its parts.
    ///
    /// ```swift
    /// let reference = StoredReference(data: artifact.data, sidecar: artifact.sidecar)
    /// ```
    public init(data: Data, sidecar: ReferenceSidecar?, sidecarProblem: String? = nil) {
        self.data = data
        self.sidecar = sidecar
        self.sidecarProblem = sidecarProblem
    }
}
