// Prints, for each scene file given, the frames the interpreter lays it out with (MonospacedTextMeasurer, a
// 375 × 667 default size), as the one-line JSON `scripts/parity` compares with the compiled scene's output:
// {"sample": "…", "root": "…", "views": [{"name": "…", "frame": [x, y, width, height]}, …]}
import Foundation
import LayoutEngine
import LayoutScene
import LayoutScript

func json(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

func rootDescription(_ root: SceneRoot) -> String {
    switch root {
    case .canvas(let variable): "canvas:\(variable ?? "")"
    case .implicitView: "view"
    case .controller(let className): "controller:\(className)"
    case .view(let className): "view:\(className)"
    case .preview(let name): "preview:\(name)"
    }
}

var failed = false
for path in CommandLine.arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    do {
        let assets = try AssetCatalog.conventionalLocation(forScene: url).map { try AssetCatalog(contentsOf: $0) }
        let scene = try SceneScript.load(contentsOf: url, defaultSize: CGSize(width: 375, height: 667), assets: assets,
                                         fitting: EngineLayoutFitting(measurer: MonospacedTextMeasurer()))
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        if let error = scene.lifecycleError { throw error }
        let views = result.views.map { entry in
            let frame = entry.frame
            return "{\"name\": \(json(entry.name)), \"frame\": [\(frame.minX), \(frame.minY), \(frame.width), "
                + "\(frame.height)]}"
        }
        print("{\"sample\": \(json(url.lastPathComponent)), \"root\": \(json(rootDescription(scene.root))), "
              + "\"views\": [\(views.joined(separator: ", "))]}")
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        failed = true
    }
}
exit(failed ? 1 : 0)
