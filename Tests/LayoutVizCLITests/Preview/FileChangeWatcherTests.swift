import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import LayoutVizCLI
import Testing

/// Saves seen through inotify (``FileChangeWatcher``): a file written in place or replaced by a rename is reported,
/// another file of the same folder is not.
@Suite struct FileChangeWatcherTests {
    private let scratch = ScratchDirectory()

    @Test func savesOfTheWatchedFileAreReportedAndOthersAreNot() async throws {
        let scene = scratch.file("card.swiftlay", "let a = 1\n")
        let watcher = try FileChangeWatcher(files: [scene])
        var changes = watcher.changes.makeAsyncIterator()
        _ = scratch.file("notes.txt", "unrelated")
        try "let a = 2\n".write(toFile: scene + ".tmp", atomically: false, encoding: .utf8)
        #expect(rename(scene + ".tmp", scene) == 0)
        let first = await changes.next()
        #expect(first == [URL(fileURLWithPath: scene).standardizedFileURL.path])
        try "let a = 3\n".write(toFile: scene, atomically: false, encoding: .utf8)
        let second = await changes.next()
        #expect(second == [URL(fileURLWithPath: scene).standardizedFileURL.path])
    }
}
