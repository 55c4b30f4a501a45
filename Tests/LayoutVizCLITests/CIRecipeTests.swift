import Foundation
import Testing

/// The README's CI recipe, run as written on a copy of the samples in a temporary folder, from another working
/// directory: every shard passes; a real change fails with its one-line cause; re-recording makes it pass again.
@Suite(.serialized) struct CIRecipeTests {
    let scratch = ScratchDirectory()

    /// The shell block between `<!-- marker -->` and `<!-- /marker -->` in the README.
    static func block(_ marker: String) throws -> String {
        let readme = try String(contentsOf: LayoutVizProcess.packageRoot.appendingPathComponent("README.md"),
                                encoding: .utf8)
        let start = try #require(readme.range(of: "<!-- \(marker) -->\n```sh\n"))
        let end = try #require(readme.range(of: "```\n<!-- /\(marker) -->", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }

    private func setUp() throws -> (checkout: URL, job: URL) {
        let checkout = scratch.url.appendingPathComponent("checkout"), job = scratch.url.appendingPathComponent("job")
        try LayoutVizProcess.copySamples(to: checkout)
        try FileManager.default.createDirectory(at: job, withIntermediateDirectories: true)
        return (checkout, job)
    }

    private func runRecipe(checkout: URL, job: URL, shard: Int, of shards: Int) throws -> LayoutVizProcess {
        try LayoutVizProcess(script: try Self.block("ci-recipe"), in: job,
                             environment: ["CHECKOUT": checkout.path, "SHARD": "\(shard)", "SHARDS": "\(shards)"])
    }

    @Test func everyShardOfTheCopiedSamplesPasses() throws {
        let (checkout, job) = try setUp()
        var scenes = 0
        for shard in 1...2 {
            let run = try runRecipe(checkout: checkout, job: job, shard: shard, of: 2)
            #expect(run.status == 0, "\(run.output)")
            let summary = try String(contentsOf: job.appendingPathComponent("report.md"), encoding: .utf8)
            let html = try String(contentsOf: job.appendingPathComponent("report.html"), encoding: .utf8)
            #expect(html.hasPrefix("<!DOCTYPE html>"))
            let line = try #require(summary.split(separator: "\n").first)
            let count = try #require(line.split(separator: " ").dropFirst(3).first.flatMap { Int($0) })
            #expect(line == "## layoutviz test: \(count) scenes: \(count) passed, 0 failed, 0 recorded")
            scenes += count
        }
        let samples = try FileManager.default.contentsOfDirectory(atPath: checkout.appendingPathComponent("Samples").path)
        #expect(scenes == samples.filter { $0.hasSuffix(".swiftlay") }.count)
    }

    @Test func aRealChangeFailsWithItsCauseThenReRecordingPasses() throws {
        let (checkout, job) = try setUp()
        let scene = checkout.appendingPathComponent("Samples/broken-layout.swiftlay")
        let text = try String(contentsOf: scene, encoding: .utf8)
        try text.replacingOccurrences(of: "make.width.equalTo(200)", with: "make.width.equalTo(300)")
            .write(to: scene, atomically: true, encoding: .utf8)
        let failing = try runRecipe(checkout: checkout, job: job, shard: 1, of: 1)
        #expect(failing.status == 1)
        #expect(failing.output.contains("frames snapshot does not match reference"))
        #expect(failing.output.contains("""
            diagnostic removed: broken-layout.swiftlay:18:23: error: Unable to simultaneously satisfy constraints.
            diagnostic added: broken-layout.swiftlay:18:23: error: Unable to simultaneously satisfy constraints.
            """))
        #expect(!failing.output.contains("Probably at least one"), "the conflict log stays in the artifacts")
        let changes = job.appendingPathComponent("layoutviz-artifacts/broken-layout.changes.txt")
        #expect(try String(contentsOf: changes, encoding: .utf8).contains("UIView:box.width == 300.0"))
        let rerecord = try LayoutVizProcess(script: try Self.block("ci-rerecord"), in: job,
                                            environment: ["CHECKOUT": checkout.path])
        #expect(rerecord.status == 1, "recording fails so that it gets looked at")
        #expect(try runRecipe(checkout: checkout, job: job, shard: 1, of: 1).status == 0)
    }
}
