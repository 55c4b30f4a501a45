import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Loading from files: the name diagnostics use, unreadable and non-UTF-8 files, the size limit.
@Suite struct LoadingTests {
    private func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutscript-\(UUID().uuidString).swiftlay")
        try Data(bytes).write(to: url)
        return url
    }

    @Test func loadsAFileAndNamesItAsGiven() throws {
        let url = try temporaryFile(Array("let box = UIView()\nview.addSubview(box)\nbox.snp.makeConstraints { make in make.edges.equalToSuperview() }\nlet x = [box].removeLast()".utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try SceneScript.load(contentsOf: url, defaultSize: testSize)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .runtime)
            #expect(error.diagnostics.first?.file == url.path)
            #expect(error.diagnostics.first?.line == 4)
            #expect(error.diagnostics.first?.column == 15)
        }
    }

    @Test func missingFileIsUnreadable() {
        do {
            _ = try SceneScript.load(contentsOf: URL(fileURLWithPath: "/nonexistent/scene.swiftlay"), defaultSize: testSize)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .unreadable)
            #expect(error.description.hasPrefix("/nonexistent/scene.swiftlay: error: cannot read the scene file"))
        }
    }

    @Test func notUTF8IsUnreadable() throws {
        let url = try temporaryFile([0x6C, 0x65, 0x74, 0xFF, 0xFE])
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: ScriptError.self) { try SceneScript.load(contentsOf: url, defaultSize: testSize) }
        do {
            _ = try SceneScript.load(contentsOf: url, defaultSize: testSize)
        } catch {
            #expect(error.kind == .unreadable)
            #expect(error.diagnostics.first?.message == "the scene file is not UTF-8 text")
        }
    }

    @Test func filesOverOneMegabyteAreRefusedBeforeReading() throws {
        let url = try temporaryFile(Array(repeating: UInt8(ascii: " "), count: 1_048_577))
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try SceneScript.load(contentsOf: url, defaultSize: testSize)
        } catch {
            #expect(error.kind == .limit)
            #expect(error.diagnostics.first?.message == "the scene file is too large: 1,048,577 bytes (the limit is 1,048,576 bytes, 1 MB)")
        }
    }
}
