import Foundation
import Testing

/// The repository's fixtures hold wherever and however the samples are named: from the repository root with
/// relative paths, from another working directory with absolute and with relative paths, and copied elsewhere.
/// A sidecar that cannot be read is a warning, and a failure under `--strict`.
@Suite(.serialized) struct PortableFixturesTests {
    let scratch = ScratchDirectory()
    static let root = LayoutVizProcess.packageRoot

    private func test(_ samples: String, _ fixtures: String, in directory: URL,
                      extra: [String] = []) throws -> LayoutVizProcess {
        try LayoutVizProcess(["test", samples, "--fixtures", fixtures, "--record", "never", "--jobs", "2"] + extra,
                             in: directory, environment: ["LAYOUTVIZ_ARTIFACTS": scratch.path("artifacts")])
    }

    private func expectAllPassed(_ run: LayoutVizProcess) {
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasSuffix(" failed, 0 recorded\n") && run.output.contains(" 0 failed"), "\(run.output)")
        #expect(!run.output.contains("diagnostic"), "\(run.output)")
    }

    @Test func fromTheRepositoryRootWithRelativePaths() throws {
        expectAllPassed(try test("Samples", "Fixtures", in: Self.root))
    }

    @Test func fromAnotherDirectoryWithAbsolutePaths() throws {
        let elsewhere = scratch.url
        expectAllPassed(try test(Self.root.appendingPathComponent("Samples").path,
                                 Self.root.appendingPathComponent("Fixtures").path, in: elsewhere))
    }

    @Test func fromAnotherDirectoryWithRelativePaths() throws {
        let elsewhere = scratch.url.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let samples = LayoutVizProcess.relativePath(of: Self.root.appendingPathComponent("Samples"), from: elsewhere)
        let fixtures = LayoutVizProcess.relativePath(of: Self.root.appendingPathComponent("Fixtures"), from: elsewhere)
        #expect(samples.hasPrefix("../"))
        expectAllPassed(try test(samples, fixtures, in: elsewhere))
    }

    @Test func singleScenesNamedByPathFromAnotherDirectory() throws {
        let scene = Self.root.appendingPathComponent("Samples/broken-layout.swiftlay").path
        expectAllPassed(try test(scene, Self.root.appendingPathComponent("Fixtures").path, in: scratch.url))
    }

    @Test func samplesCopiedElsewhere() throws {
        let copy = scratch.url.appendingPathComponent("copy")
        try LayoutVizProcess.copySamples(to: copy)
        expectAllPassed(try test("copy/Samples", "copy/Fixtures", in: scratch.url))
    }

    @Test func aCorruptSidecarIsAWarningAndFailsUnderStrict() throws {
        let copy = scratch.url.appendingPathComponent("copy")
        try LayoutVizProcess.copySamples(to: copy)
        let sidecar = copy.appendingPathComponent("Fixtures/profile-card.png.layoutviz.json")
        try Data("{ \"version\": 1, \"format\": ".utf8).write(to: sidecar)
        let lenient = try test("copy/Samples", "copy/Fixtures", in: scratch.url)
        #expect(lenient.status == 0, "\(lenient.output)")
        #expect(lenient.output.contains("profile-card: passed\nwarning: cannot read the sidecar "), "\(lenient.output)")
        #expect(lenient.output.contains("/copy/Fixtures/profile-card.png.layoutviz.json: not valid JSON"))
        let strict = try test("copy/Samples", "copy/Fixtures", in: scratch.url, extra: ["--strict"])
        #expect(strict.status == 1)
        #expect(strict.output.contains("profile-card: failed\nwarning: cannot read the sidecar"), "\(strict.output)")
    }
}
