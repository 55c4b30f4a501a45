import Foundation
import LayoutVizCLI
import Testing

/// Every sample but the deliberately broken one is free of conflicts, ambiguity and misuse; the broken one
/// shows each kind of problem.
@Suite struct SampleCheckTests {
    static let samplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")

    static var samples: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samplesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".swiftlay") }.sorted()
    }

    @Test func thereAreAtLeastEightSamples() {
        #expect(Self.samples.count >= 8)
    }

    @Test(arguments: samples.filter { $0 != "broken-layout.swiftlay" })
    func sampleIsClean(name: String) {
        let run = CapturedRun(["check", Self.samplesDirectory.appendingPathComponent(name).path, "--strict"])
        #expect(run.status == 0, "\(run.text)")
    }

    @Test func brokenSampleShowsMisuseConflictAndAmbiguity() {
        let path = Self.samplesDirectory.appendingPathComponent("broken-layout.swiftlay").path
        let run = CapturedRun(["check", path, "--strict"])
        #expect(run.status == 1)
        #expect(run.text.contains("error: Unable to simultaneously satisfy constraints."))
        #expect(run.text.contains("error: Expected superview but found nil"))
        #expect(run.text.contains("warning: Ambiguous layout:"))
    }
}
