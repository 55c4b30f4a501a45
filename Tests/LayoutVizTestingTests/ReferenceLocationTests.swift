import Foundation
import LayoutVizTesting
import Testing

/// References live in `__Snapshots__/<TestFile>/<sanitised test>.<name>.<ext>` beside the test file.
@Suite("Reference location")
struct ReferenceLocationTests {
    /// A test file path in a folder of its own, so the references it gets can be inspected and removed.
    static let testFile: StaticString = "/tmp/layoutviz-reference-location/CardTests.swift"
    static let folder = URL(fileURLWithPath: "/tmp/layoutviz-reference-location", isDirectory: true)

    @Test func referencesGoBesideTheTestFileUnderItsName() throws {
        try? FileManager.default.removeItem(at: Self.folder)
        defer { try? FileManager.default.removeItem(at: Self.folder) }
        withKnownIssue {
            assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, named: "login screen, dark", record: .missing,
                                 filePath: Self.testFile, testName: "testCard()")
            assertLayoutSnapshot(of: Boxes.canvas(), as: .png(scale: 1), record: .missing, filePath: Self.testFile,
                                 testName: "testCard()")
        }
        let references = Self.folder.appendingPathComponent("__Snapshots__/CardTests")
        #expect(try FileManager.default.contentsOfDirectory(atPath: references.path).sorted() == [
            "testCard.1.png", "testCard.1.png.layoutviz.json",
            "testCard.login-screen-dark.frames", "testCard.login-screen-dark.frames.layoutviz.json",
        ])
    }
}
