import Foundation
import LayoutDiff
import Testing

/// Atomic writes replace the whole file or nothing, and never leave temporary files behind.
@Suite struct AtomicFileWriterTests {
    struct Interrupted: Error {}

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdiff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func writesAndReplaces() throws {
        let file = folder.appendingPathComponent("a.txt")
        try AtomicFileWriter.write(Data("one".utf8), to: file)
        try AtomicFileWriter.write(Data("two".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "two")
        #expect(try contents() == ["a.txt"])
    }

    @Test func createsMissingFolders() throws {
        let file = folder.appendingPathComponent("__Snapshots__/LoginTests/testLogin.1.txt")
        try AtomicFileWriter.write(Data("x".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "x")
    }

    @Test func aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
        let file = folder.appendingPathComponent("reference.png")
        try AtomicFileWriter.write(Data("old".utf8), to: file)
        #expect(throws: Interrupted.self) {
            try AtomicFileWriter.write(to: file) { handle in
                try handle.write(contentsOf: Data("half of the new".utf8))
                throw Interrupted()
            }
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
        #expect(try contents() == ["reference.png"])
    }

    @Test func aFailedRenameLeavesNoTemporaryFile() throws {
        let occupied = folder.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: occupied.appendingPathComponent("inside"),
                                                withIntermediateDirectories: true)
        #expect(throws: AtomicWriteError.self) { try AtomicFileWriter.write(Data("x".utf8), to: occupied) }
        #expect(try contents() == ["taken"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: occupied.path) == ["inside"])
    }

    @Test func errorsNameTheOperationAndPath() {
        let error = AtomicWriteError(operation: "replace", path: "/refs/a.png", code: EISDIR)
        #expect(error.description == "cannot replace /refs/a.png: Is a directory")
    }
}
