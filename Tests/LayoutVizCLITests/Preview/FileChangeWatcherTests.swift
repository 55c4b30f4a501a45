import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import LayoutVizCLI
import Testing

/// Saves seen through inotify (``FileChangeWatcher``): a file written in place or replaced by a rename is reported,
/// another file of the same folder is not; watching a tree, files the rule accepts are reported wherever they are,
/// in folders created after the watch started too.
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

    @Test func aTreeReportsAcceptedFilesInFoldersCreatedLater() async throws {
        let root = scratch.path("App")
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        _ = scratch.file("App/Sources/Old.swift", "let a = 1\n")
        let watcher = try FileChangeWatcher(tree: root, accepting: { $0.hasSuffix(".swift") })
        var changes = watcher.changes.makeAsyncIterator()
        let screens = URL(fileURLWithPath: root).standardizedFileURL.appendingPathComponent("Sources/Screens").path
        #expect(mkdir(screens, 0o755) == 0)
        #expect(await changes.next() == [screens])
        _ = scratch.file("App/Sources/Screens/notes.txt", "unrelated")
        try "let b = 2\n".write(toFile: screens + "/New.swift", atomically: false, encoding: .utf8)
        #expect(await changes.next() == [screens + "/New.swift"])
    }
}
