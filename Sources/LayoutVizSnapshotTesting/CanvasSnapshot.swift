import Foundation
import LayoutPainter
import LayoutScene
import LayoutSnapshots
import LayoutVizTesting

/// Makes the bytes of a strategy's snapshot in a trait configuration. A strategy cannot fail, so a canvas that cannot be rendered is
/// reported as a test failure and snapshots as empty data.
enum CanvasSnapshot {
    static func data(of canvas: Canvas, format: SnapshotFormat, paintOptions: PaintOptions,
                     traits: SnapshotTraits, accessibility: Bool = false) -> Data {
        do {
            let environment = try SnapshotEnvironment.shared()
            return try traits.applying(to: canvas) {
                try SnapshotArtifact.make(canvas: canvas, format: format, paintOptions: traits.paintOptions(paintOptions),
                                          accessibility: accessibility, environment: environment).data
            }
        } catch {
            TestIssueReporter.report("Could not make the \(format) snapshot: \(error)")
            return Data()
        }
    }
}
