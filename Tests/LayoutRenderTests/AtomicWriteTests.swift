import Foundation
import LayoutPainter
import Testing
@testable import LayoutRender

@Suite("Atomic writes")
final class AtomicWriteTests {
    private let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    private func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test("a write creates the file with the rendered bytes and nothing else")
    func writes() throws {
        let renderer = Renderer(fonts: try Fixtures.fonts())
        let list = Fixtures.list([Fixtures.rect(CGRect(x: 0, y: 0, width: 10, height: 10))])
        let path = directory.appendingPathComponent("out.svg").path
        try renderer.write(list, format: .svg, to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == renderer.render(list, format: .svg))
        #expect(try contents() == ["out.svg"])
    }

    @Test("a replaced file gets the new bytes and keeps its permissions")
    func replaces() throws {
        let path = directory.appendingPathComponent("out.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try Renderer(fonts: Fixtures.fonts()).write(Fixtures.list([]), format: .png(scale: 1), to: path)
        #expect(try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: path))).width == 100)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        #expect(try contents() == ["out.png"])
    }

    @Test("a failed render leaves an existing file untouched and no temporary file")
    func failedRender() throws {
        let path = directory.appendingPathComponent("out.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: RenderError.self) {
            try Renderer(fonts: Fixtures.fonts()).write(Fixtures.list(width: 0, height: 10, []), format: .png(scale: 1), to: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8))
        #expect(try contents() == ["out.png"])
    }

    @Test("a path under a missing directory is unwritable")
    func missingDirectory() throws {
        let path = directory.appendingPathComponent("missing/out.svg").path
        #expect(throws: RenderError.unwritablePath(path, reason: "No such file or directory")) {
            try Renderer(fonts: Fixtures.fonts()).write(Fixtures.list([]), format: .svg, to: path)
        }
    }

    @Test("a path under a regular file is unwritable")
    func fileAsDirectory() throws {
        let file = directory.appendingPathComponent("file")
        try Data().write(to: file)
        let path = file.appendingPathComponent("out.svg").path
        #expect(throws: RenderError.unwritablePath(path, reason: "Not a directory")) {
            try Renderer(fonts: Fixtures.fonts()).write(Fixtures.list([]), format: .svg, to: path)
        }
    }

    @Test("an existing directory cannot be replaced by the file, and is left as it was")
    func directoryAsTarget() throws {
        let target = directory.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        #expect(throws: RenderError.self) {
            try Renderer(fonts: Fixtures.fonts()).write(Fixtures.list([]), format: .svg, to: target.path)
        }
        #expect(try contents() == ["folder"])
    }

    @Test("a read-only directory is unwritable", .enabled(if: geteuid() != 0, "root may write anywhere"))
    func readOnlyDirectory() throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path) }
        let path = directory.appendingPathComponent("out.svg").path
        #expect(throws: RenderError.unwritablePath(path, reason: "Permission denied")) {
            try Renderer(fonts: Fixtures.fonts()).write(Fixtures.list([]), format: .svg, to: path)
        }
    }

    @Test("a directory on a read-only file system is unwritable, even for root",
          .enabled(if: !FileManager.default.isWritableFile(atPath: "/sys"), "/sys is writable here"))
    func readOnlyFileSystem() throws {
        #expect {
            try Renderer(fonts: Fixtures.fonts()).write(Fixtures.list([]), format: .svg, to: "/sys/layoutviz-test.svg")
        } throws: { error in
            guard case RenderError.unwritablePath("/sys/layoutviz-test.svg", _) = error else { return false }
            return true
        }
        #expect(!FileManager.default.fileExists(atPath: "/sys/layoutviz-test.svg"))
    }
}
