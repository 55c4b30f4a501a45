import Foundation
import LayoutDiff

/// Reads and writes references with their sidecars (`<reference>.layoutviz.json`).
///
/// Writes are atomic for both files: each is written in full to a temporary file in the reference's folder
/// first; only then are they renamed into place, the reference first. If writing a temporary file fails
/// (or is interrupted), no existing file is touched and no temporary file is left; if renaming the
/// reference fails, the old reference and its sidecar stay as they were; if renaming the sidecar fails,
/// the stale sidecar is removed so that it never describes the wrong reference. A reference is never
/// truncated, and no temporary file is left behind.
///
/// ```swift
/// let store = ReferenceStore()
/// try store.write(artifact, to: referenceURL)
/// let reference = try store.read(at: referenceURL) // data and sidecar
/// ```
public struct ReferenceStore: Sendable {
    /// Writes bytes into a temporary file; tests replace it to simulate a failing disk.
    var writeContents: @Sendable (Data, FileHandle) throws -> Void = { data, handle in
        try handle.write(contentsOf: data)
    }

    /// Creates a store.
    ///
    /// ```swift
    /// let store = ReferenceStore()
    /// ```
    public init() {}

    /// The reference at `url` with its sidecar, or `nil` when there is no reference file. A missing sidecar
    /// reads as `nil` (references recorded by other tools have none); one that exists but cannot be read or
    /// decoded reads as `nil` with ``StoredReference/sidecarProblem`` saying why; an unreadable reference
    /// throws.
    ///
    /// ```swift
    /// guard let reference = try ReferenceStore().read(at: url) else { print("no reference yet"); return }
    /// if let problem = reference.sidecarProblem { print("warning:", problem) }
    /// ```
    public func read(at url: URL) throws -> StoredReference? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data = try Data(contentsOf: url)
        let sidecarURL = ReferenceSidecar.url(for: url)
        guard FileManager.default.fileExists(atPath: sidecarURL.path) else {
            return StoredReference(data: data, sidecar: nil)
        }
        do {
            return StoredReference(data: data, sidecar: try ReferenceSidecar(decoding: Data(contentsOf: sidecarURL)))
        } catch {
            let problem = "cannot read the sidecar \(sidecarURL.path): \(ReferenceSidecar.describe(error))"
            return StoredReference(data: data, sidecar: nil, sidecarProblem: problem)
        }
    }

    /// Stores `artifact` as the reference at `url`, with its sidecar, atomically; creates missing folders.
    ///
    /// ```swift
    /// try ReferenceStore().write(artifact, to: referencePath.url)
    /// ```
    public func write(_ artifact: SnapshotArtifact, to url: URL) throws {
        try write(StoredReference(data: artifact.data, sidecar: artifact.sidecar), to: url)
    }

    /// Stores `reference` at `url` atomically; without a sidecar, an existing sidecar is removed after the
    /// reference is in place.
    ///
    /// ```swift
    /// try ReferenceStore().write(StoredReference(data: png, sidecar: nil), to: url)
    /// ```
    public func write(_ reference: StoredReference, to url: URL) throws {
        let sidecarURL = ReferenceSidecar.url(for: url)
        let staged = try stage(reference.data, for: url)
        var stagedSidecar: URL?
        do {
            stagedSidecar = try reference.sidecar.map { try stage($0.encoded(), for: sidecarURL) }
            try replace(url, with: staged)
        } catch {
            unlink(staged.path)
            if let stagedSidecar { unlink(stagedSidecar.path) }
            throw error
        }
        if let stagedSidecar {
            do {
                try replace(sidecarURL, with: stagedSidecar)
            } catch {
                unlink(stagedSidecar.path)
                unlink(sidecarURL.path)
                throw error
            }
        } else {
            unlink(sidecarURL.path)
        }
    }

    /// Writes `data` to a new hidden temporary file beside `url`; on failure removes it and throws.
    private func stage(_ data: Data, for url: URL) throws -> URL {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw AtomicWriteError(operation: "create", path: temporary.path, code: errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        do {
            try writeContents(data, handle)
            try handle.synchronize()
            try handle.close()
        } catch {
            try? handle.close()
            unlink(temporary.path)
            throw error
        }
        return temporary
    }

    private func replace(_ url: URL, with temporary: URL) throws {
        guard rename(temporary.path, url.path) == 0 else {
            throw AtomicWriteError(operation: "replace", path: url.path, code: errno)
        }
    }
}
