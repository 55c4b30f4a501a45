import Foundation
import LayoutScene
import LayoutSnapshots
import LayoutVizTesting
import Testing

/// References written by `assertLayoutSnapshot` hold no absolute path but the renderer's font files, so a
/// suite recorded on one machine passes in any other checkout; an unreadable sidecar is a warning.
@Suite("Portable references")
struct PortableReferenceTests {
    /// A box with two required widths, whose conflict is reported at an absolute source path.
    static func conflicting(at file: String) -> Canvas {
        let canvas = Canvas(width: 60, height: 40)
        let box = View()
        box.name = "box"
        canvas.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.height.equalTo(10)
            make.width.equalTo(20, file, 7, 13)
            make.width.equalTo(30, file, 8, 13)
        }
        return canvas
    }

    @Test func referencesAndSidecarsHoldNoAbsolutePath() throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            assertLayoutSnapshot(of: Self.conflicting(at: "/Users/ada/Projects/App/CardView.swift"), as: .frames,
                                 snapshotDirectory: folder.path)
            assertLayoutSnapshot(of: Self.conflicting(at: "/Users/ada/Projects/App/CardView.swift"),
                                 as: .png(scale: 1), snapshotDirectory: folder.path)
        }
        for name in try folder.files() {
            var text = try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .isoLatin1)
            if name.hasSuffix(".layoutviz.json") {
                let sidecar = try ReferenceSidecar(decoding: Data(contentsOf: folder.url.appendingPathComponent(name)))
                for font in sidecar.fingerprint.fonts { text = text.replacingOccurrences(of: font.path, with: "") }
            }
            #expect(!text.contains("/Users/ada"), "\(name)")
            #expect(!text.contains(folder.path), "\(name)")
        }
        let frames = try String(contentsOf: folder.url.appendingPathComponent(
            "referencesAndSidecarsHoldNoAbsolutePath.1.frames"), encoding: .utf8)
        #expect(frames.contains("diagnostic error conflict CardView.swift:8:13 "))
    }

    @Test func aReferenceRecordedElsewhereStillMatches() throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            assertLayoutSnapshot(of: Self.conflicting(at: "/Users/ada/App/CardView.swift"), as: .frames,
                                 snapshotDirectory: folder.path)
        }
        assertLayoutSnapshot(of: Self.conflicting(at: "/home/ci/build/App/CardView.swift"), as: .frames, named: "1",
                             record: .never, snapshotDirectory: folder.path)
    }

    @Test func anUnreadableSidecarIsAWarning() throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, snapshotDirectory: folder.path)
        }
        let sidecar = folder.url.appendingPathComponent("anUnreadableSidecarIsAWarning.1.frames.layoutviz.json")
        try Data("{".utf8).write(to: sidecar)
        withKnownIssue {
            assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, named: "1", record: .never,
                                 snapshotDirectory: folder.path)
        } matching: { issue in
            issue.severity == .warning && issue.comments.first?.rawValue.hasPrefix(
                "cannot read the sidecar \(sidecar.path): not valid JSON") == true
        }
    }
}
