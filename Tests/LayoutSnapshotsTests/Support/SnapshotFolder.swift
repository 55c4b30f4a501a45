import Foundation
import LayoutDiff
import LayoutPainter
import LayoutScene
import LayoutSnapshots

/// A temporary folder holding references and artifacts for one test, removed when the test ends.
final class SnapshotFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutviz-snapshots-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    var references: URL { url.appendingPathComponent("__Snapshots__/BoxTests", isDirectory: true) }
    var artifacts: URL { url.appendingPathComponent("artifacts/BoxTests", isDirectory: true) }

    func reference(_ format: SnapshotFormat) -> URL {
        references.appendingPathComponent("testBoxes.1.\(format.pathExtension)")
    }

    /// Stores `scene` as the reference in `format`, with its sidecar.
    @discardableResult
    func record(_ scene: BoxScene, as format: SnapshotFormat, padding: CGFloat = 0) throws -> URL {
        let url = reference(format)
        try ReferenceStore().write(try artifact(scene, as: format, padding: padding), to: url)
        return url
    }

    func artifact(_ scene: BoxScene, as format: SnapshotFormat, padding: CGFloat = 0) throws -> SnapshotArtifact {
        try SnapshotArtifact.make(canvas: scene.canvas(), format: format,
                                  paintOptions: BoxScene.paintOptions(padding: padding),
                                  environment: SnapshotEnvironment.shared())
    }

    /// Checks `scene` against the reference in `format`.
    func verify(_ scene: BoxScene, as format: SnapshotFormat, record: RecordMode = .never, padding: CGFloat = 0,
                tolerance: PixelTolerance = PixelTolerance(), masking: [String] = []) throws -> SnapshotOutcome {
        SnapshotRun.verify(canvas: scene.canvas(), format: format, referenceURL: reference(format), record: record,
                           artifactsDirectory: artifacts, tolerance: tolerance, maskedViews: masking,
                           paintOptions: BoxScene.paintOptions(padding: padding),
                           environment: try SnapshotEnvironment.shared())
    }

    /// The names of the files in `folder`, hidden ones included, sorted.
    func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }
}
