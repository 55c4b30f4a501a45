import Foundation
import LayoutPainter
@testable import LayoutVizCLI
import Testing

/// The default render of every sample keeps its guides legible: no badge on the drawing's text, on another badge
/// or past the picture's edge, and no guide stroke through text or another guide's badge (``LegibilityReport``), in
/// both appearances.
@Suite struct SampleLegibilityTests {
    @Test(arguments: SampleCheckTests.samples, [AppearanceChoice.light, .dark])
    func defaultRenderIsLegible(name: String, appearance: AppearanceChoice) throws {
        let path = SampleCheckTests.samplesDirectory.appendingPathComponent(name).path
        let solved = try SolvedScene(paths: [path], defaultSize: CanvasSize.phone.size)
        let list = Painter(options: try PaintingFlags.parse([]).paintOptions(appearance: appearance))
            .paint(solved.canvas, result: solved.result, measuring: solved.measurer)
        let report = LegibilityReport(list)
        #expect(report.isClean, "\(name): \(report) \(report.strokesThroughBadges)")
    }
}
