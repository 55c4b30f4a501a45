import Foundation
import LayoutDiff

/// Writes a diff image of a swift-snapshot-testing comparison where it can be found on Linux (where
/// attachments are dropped): `<artifacts>/SnapshotTesting/<comparison>.<role>.png`, where `comparison` is
/// unique per comparison so that its difference and composite sort together.
enum DiffArtifact {
    /// Writes `image` and returns the message line naming it (`difference: <path>`), or why it could not.
    static func write(_ image: Data, comparison: String, role: String) -> String {
        let url = ArtifactsDirectory.url().appendingPathComponent("SnapshotTesting", isDirectory: true)
            .appendingPathComponent("\(comparison).\(role).png", isDirectory: false)
        do {
            try AtomicFileWriter.write(image, to: url)
            return "\(role): \(url.path)"
        } catch {
            return "\(role): not written: \(error)"
        }
    }
}
