import Foundation
import LayoutRender
import LayoutScene
import LayoutSnapshots
import Testing

/// Equal frames, different pixels and a different renderer fingerprint: the message blames the renderer.
@Suite("Renderer change messages")
struct RendererChangeMessageTests {
    @Test func equalFramesAndAnotherRendererSayRendererChanged() throws {
        let folder = try SnapshotFolder()
        let current = try SnapshotEnvironment.shared().fingerprint
        var older = current
        older.cairo = "1.14.0"
        older.fonts[0].sha256 = String(repeating: "0", count: 64)
        var reference = try folder.artifact(BoxScene(bodyColor: Color(red: 1, green: 1, blue: 0)), as: .png(scale: 1))
        reference.fingerprint = older
        try ReferenceStore().write(reference, to: folder.reference(.png(scale: 1)))

        let message = try #require(try folder.verify(BoxScene(), as: .png(scale: 1)).failureMessage)

        let lines = message.split(separator: "\n").dropFirst().prefix(3)
        let changed: String = "renderer changed: frames are equal but pixels differ; reference rendered with Cairo "
            + "1.14.0, font Inter-Regular.otf sha256:00000000; now Cairo \(current.cairo), "
            + "font Inter-Regular.otf sha256:\(current.fonts[0].sha256.prefix(8))"
        let expected: [String] = [changed, "800 pixels (8.33%) differ beyond threshold 0.1",
                                  "most differing pixels: body 800"]
        #expect(Array(lines).map(String.init) == expected)
    }

    @Test func aChangedLayoutIsBlamedEvenWhenTheRendererChanged() throws {
        let folder = try SnapshotFolder()
        var reference = try folder.artifact(BoxScene(), as: .png(scale: 1))
        reference.fingerprint.pango = "1.0.0"
        try ReferenceStore().write(reference, to: folder.reference(.png(scale: 1)))
        let message = try #require(try folder.verify(BoxScene(headerHeight: 24), as: .png(scale: 1)).failureMessage)
        #expect(message.split(separator: "\n")[1] == "layout changed: header: height 20→24; body, clock: y +4")
    }

    @Test func equalPixelsPassWhateverTheRenderer() throws {
        let folder = try SnapshotFolder()
        var reference = try folder.artifact(BoxScene(), as: .png(scale: 1))
        reference.fingerprint.cairo = "1.14.0"
        try ReferenceStore().write(reference, to: folder.reference(.png(scale: 1)))
        #expect(try folder.verify(BoxScene(), as: .png(scale: 1)) == .passed)
    }
}
