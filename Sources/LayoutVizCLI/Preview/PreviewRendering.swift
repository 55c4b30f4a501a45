import Foundation
import LayoutPainter
import LayoutRender

/// Draws the previewed scene in one ``PreviewState``: the command line's scene options with the state's switchers
/// applied, loaded, laid out and painted as `render -o out.svg` would (an interactive SVG), with the inspector's
/// data. The font set is prepared once and kept for every later render.
///
/// ```swift
/// let rendering = PreviewRendering(scene: try SceneOptions.parse(["card.swiftlay"]), painting: PaintingFlags())
/// let picture = try rendering.render(PreviewState(query: "appearance=dark"))
/// ```
final class PreviewRendering: @unchecked Sendable {
    /// The scene's files and options as the command line gave them.
    let scene: SceneOptions
    /// How guides, names, theme and padding are drawn.
    let painting: PaintingFlags
    private var fonts: FontLibrary?
    private let lock = NSLock()

    init(scene: SceneOptions, painting: PaintingFlags) {
        self.scene = scene
        self.painting = painting
    }

    /// One rendered state: the SVG and the inspector's JSON.
    struct Picture: Sendable {
        let svg: String
        let inspection: Data
    }

    /// Renders `state`; a scene that fails to load, or a switcher the command line would reject, throws its message
    /// (positioned diagnostics, as the command prints them).
    func render(_ state: PreviewState) throws(CommandFailure) -> Picture {
        lock.lock()
        defer { lock.unlock() }
        let options = try state.applied(to: scene)
        let solved = try SolvedScene(options, fonts: fonts)
        fonts = solved.fonts
        let list = try solved.displayList(painting: painting, appearance: options.appearance, carriesDark: true,
                                      describesScene: true)
        let svg: Data
        do throws(RenderError) {
            svg = try Renderer(fonts: solved.fonts).render(list, format: .svg, budget: solved.canvas.workBudget)
        } catch {
            throw CommandFailure(error.exitStatus, error.commandMessage)
        }
        let inspection = PreviewInspection(canvas: solved.canvas, result: solved.result, padding: CGFloat(painting.padding))
        guard let json = try? JSONEncoder().encode(inspection) else {
            throw CommandFailure(.failure, "error: the inspector's data could not be encoded")
        }
        return Picture(svg: String(decoding: svg, as: UTF8.self), inspection: json)
    }
}
