import Foundation
import LayoutVizCLI
import Synchronization

/// The outcome of one in-process `layoutviz` run: status, standard output and standard error.
struct CapturedRun {
    let status: Int32
    let output: Data
    let error: String

    var text: String { String(decoding: output, as: UTF8.self) }

    /// Runs `layoutviz` with `arguments`, capturing what it writes.
    init(_ arguments: [String]) {
        let out = Mutex(Data()), err = Mutex("")
        let console = Console(writeData: { data in out.withLock { $0.append(data) } },
                              writeError: { text in err.withLock { $0 += text } })
        status = Console.$current.withValue(console) { LayoutVizMain.run(arguments) }
        output = out.withLock { $0 }
        error = err.withLock { $0 }
    }
}

/// A scratch directory for one test, removed when the value is dropped.
final class ScratchDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to `name` inside the directory and returns its path.
    func file(_ name: String, _ text: String) -> String {
        let path = url.appendingPathComponent(name).path
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
