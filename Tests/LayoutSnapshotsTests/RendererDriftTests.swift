import LayoutRender
import LayoutSnapshots
import Testing

/// Renderer fingerprints compared in words, naming only what differs.
@Suite("Renderer drift")
struct RendererDriftTests {
    static func sample() throws -> RendererFingerprint {
        try SnapshotEnvironment.shared().fingerprint
    }

    @Test func sameRendererIsNoDrift() throws {
        #expect(RendererDrift(reference: try Self.sample(), current: try Self.sample()) == nil)
    }

    @Test func movedFontFilesAreNoDrift() throws {
        var moved = try Self.sample()
        moved.fonts = moved.fonts.map { FontFileFingerprint(path: "/elsewhere/" + $0.path.split(separator: "/").last!,
                                                            sha256: $0.sha256) }
        #expect(RendererDrift(reference: moved, current: try Self.sample()) == nil)
    }

    @Test func namesChangedVersionsAndFonts() throws {
        var old = try Self.sample(), new = try Self.sample()
        old.harfBuzz = "5.0.0"
        old.fonts = [FontFileFingerprint(path: "/fonts/Inter.ttf", sha256: "abcdef0123")]
        new.fonts = []
        let drift = try #require(RendererDrift(reference: old, current: new))
        #expect(drift.description == "reference rendered with HarfBuzz 5.0.0, font Inter.ttf sha256:abcdef01; "
                + "now HarfBuzz \(new.harfBuzz), no font Inter.ttf")
    }
}
