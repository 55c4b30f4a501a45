import Foundation

/// Replaces files all at once: the new contents go to a temporary file in the same folder, which is then
/// renamed over the destination. If anything fails, the old file is untouched and the temporary file is
/// removed. Missing folders are created.
///
/// ```swift
/// try AtomicFileWriter.write(Data(snapshot.text.utf8), to: path.url)
/// ```
public enum AtomicFileWriter {
    /// Writes `data` to `url` atomically.
    ///
    /// ```swift
    /// try AtomicFileWriter.write(pngData, to: referenceURL)
    /// ```
    public static func write(_ data: Data, to url: URL) throws {
        try write(to: url) { handle in try handle.write(contentsOf: data) }
    }

    /// Lets `body` write the new contents into a handle on the temporary file, then renames it over `url`.
    /// If `body` throws, the error is rethrown and `url` keeps its old contents.
    ///
    /// ```swift
    /// try AtomicFileWriter.write(to: url) { handle in
    ///     for chunk in encoder.chunks { try handle.write(contentsOf: chunk) }
    /// }
    /// ```
    public static func write(to url: URL, _ body: (FileHandle) throws -> Void) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw AtomicWriteError(operation: "create", path: temporary.path, code: errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        do {
            try body(handle)
            try handle.synchronize()
            try handle.close()
        } catch {
            try? handle.close()
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw AtomicWriteError(operation: "replace", path: url.path, code: code)
        }
    }
}
