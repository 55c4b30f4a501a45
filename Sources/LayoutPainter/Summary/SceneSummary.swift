import LayoutEngine
import LayoutScene

/// The words of a picture: its title (the canvas's name, unless it is the default `root`, else "layoutviz scene")
/// and a description listing every view as `name: x,y w×h` in canvas coordinates (`(hidden)` after hidden ones),
/// then every active scene constraint's description, one per line.
enum SceneSummary {
    static func title(of canvas: Canvas) -> String {
        guard let name = canvas.name, !name.isEmpty, name != "root" else { return "layoutviz scene" }
        return name
    }

    static func description(of result: LayoutResult, constraints: [LayoutConstraint]) -> String {
        let views = result.views.map { entry in
            "\(entry.name): \(PaintNumber.text(entry.absoluteFrame))" + (entry.view.isHidden ? " (hidden)" : "")
        }
        return (views + constraints.map(\.description)).joined(separator: "\n")
    }
}
