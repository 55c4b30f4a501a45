import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a file so that readers see either the old contents or the new, never a part: the bytes go to a new
/// temporary file in the same directory, which is flushed to disk and renamed over the target. On any failure
/// the temporary file is removed and an existing target is left as it was. A replaced file keeps its
/// permission bits.
enum AtomicFileWriter {
    static func write(_ data: Data, to path: String) throws(RenderError) {
        let target = URL(fileURLWithPath: path)
        let directory = target.deletingLastPathComponent().path
        let temporary = directory + "/.\(target.lastPathComponent).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .unwritablePath(path, reason: Self.lastError()) }
        let failure = fill(descriptor, with: data, replacing: path)
        let closed = close(descriptor) == 0 ? nil : RenderError.unwritablePath(path, reason: Self.lastError())
        if let error = failure ?? closed {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = Self.lastError()
            unlink(temporary)
            throw .unwritablePath(path, reason: reason)
        }
    }

    /// Writes `data`, gives the file the permissions of the one it replaces, and flushes it to disk; returns the
    /// first failure.
    private static func fill(_ descriptor: Int32, with data: Data, replacing path: String) -> RenderError? {
        let written: Bool = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        var existing = stat()
        let keepsMode = stat(path, &existing) != 0 || fchmod(descriptor, existing.st_mode & 0o7777) == 0
        guard written, keepsMode, fsync(descriptor) == 0 else { return .unwritablePath(path, reason: lastError()) }
        return nil
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
