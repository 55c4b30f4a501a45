import Foundation
import LayoutPainter
import LayoutScene
import LayoutSnapshots
import LayoutVizTesting

/// Makes the bytes of a strategy's snapshot. A strategy cannot fail, so a canvas that cannot be rendered is
/// reported as a test failure and snapshots as empty data.
enum CanvasSnapshot {
    static func data(of canvas: Canvas, format: SnapshotFormat, paintOptions: PaintOptions) -> Data {
        do {
            return try SnapshotArtifact.make(canvas: canvas, format: format, paintOptions: paintOptions,
                                             environment: SnapshotEnvironment.shared()).data
        } catch {
            TestIssueReporter.report("Could not make the \(format) snapshot: \(error)")
            return Data()
        }
    }
}
