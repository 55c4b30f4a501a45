import Foundation
import LayoutDiff
import LayoutSnapshots
import Testing

/// The sidecar beside every reference: format, renderer fingerprint and frames, as readable JSON.
@Suite("Reference sidecars")
struct ReferenceSidecarTests {
    @Test func holdsTheFormatFingerprintAndFramesLineByLine() throws {
        let folder = try SnapshotFolder()
        let artifact = try folder.artifact(BoxScene(), as: .png(scale: 2))
        let json = try JSONSerialization.jsonObject(with: artifact.sidecar.encoded()) as? [String: Any]
        #expect(json?["version"] as? Int == 1)
        #expect(json?["format"] as? String == "png@2x")
        #expect(json?["frames"] as? [String] == [
            "layoutviz frames v1", "canvas 120x80", "view root - 0 0 120 80", "view header root 0 0 120 20",
            "view body root 10 30 40 20", "view clock root 80 30 30 20",
        ])
        #expect((json?["fingerprint"] as? [String: Any])?["cairo"] as? String == artifact.fingerprint.cairo)
    }

    @Test func roundTripsThroughJSON() throws {
        let folder = try SnapshotFolder()
        let sidecar = try folder.artifact(BoxScene(showsBadge: true), as: .svg).sidecar
        let decoded = try ReferenceSidecar(decoding: sidecar.encoded())
        #expect(decoded == sidecar)
        #expect(decoded.frames == (try folder.artifact(BoxScene(showsBadge: true), as: .svg).frames))
    }

    @Test func livesBesideTheReference() {
        let url = ReferenceSidecar.url(for: URL(fileURLWithPath: "/refs/__Snapshots__/CardTests/testCard.1.png"))
        #expect(url.path == "/refs/__Snapshots__/CardTests/testCard.1.png.layoutviz.json")
    }
}
