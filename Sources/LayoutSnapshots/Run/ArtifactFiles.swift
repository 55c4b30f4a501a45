import Foundation
import LayoutDiff

/// The files a failing check leaves for review, named after the reference: `<base>.actual.<ext>`,
/// `<base>.diff.png`, `<base>.composite.png` and, when the layout changed, `<base>.changes.txt` (every change
/// in full) in the artifacts folder (`<base>` is the reference's file name without its extension).
struct ArtifactFiles {
    let base: String
    let pathExtension: String
    let directory: URL

    init(referenceURL: URL, directory: URL) {
        base = referenceURL.deletingPathExtension().lastPathComponent
        pathExtension = referenceURL.pathExtension
        self.directory = directory
    }

    /// What was written: the URLs, and one `actual: <path>` line per file (or why it could not be written).
    struct Written {
        var urls: [URL] = []
        var lines: [String] = []
    }

    func write(actual: SnapshotArtifact, verdict: SnapshotVerdict?) -> Written {
        var written = Written()
        let files = [("actual", actual.data, pathExtension), ("diff", verdict?.diffImage, "png"),
                     ("composite", verdict?.composite, "png"),
                     ("changes", verdict?.changes.map { Data($0.utf8) }, "txt")]
        for (role, data, fileExtension) in files {
            guard let data else { continue }
            let url = directory.appendingPathComponent("\(base).\(role).\(fileExtension)", isDirectory: false)
            do {
                try AtomicFileWriter.write(data, to: url)
                written.urls.append(url)
                written.lines.append("\(role): \(url.path)")
            } catch {
                written.lines.append("\(role): not written: \(error)")
            }
        }
        return written
    }
}
