import ArgumentParser
import Foundation
import LayoutDiff
import LayoutPainter
import LayoutRender
import LayoutScene

/// `layoutviz render SCENE -o OUT`: draws the solved scene to PNG, SVG or PDF, or writes the live preview's page
/// (`-o page.html`).
///
/// ```swift
/// let status = LayoutVizMain.run(["render", "card.swiftlay", "-o", "card.png", "--scale", "2"])
/// ```
public struct RenderCommand: ParsableCommand {
    /// Output formats.
    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// PNG through Cairo.
        case png
        /// SVG with text kept as text.
        case svg
        /// PDF through Cairo.
        case pdf
        /// The live preview's page as one self-contained file: the interactive SVG and the inspector, no server.
        case html
    }

    /// Name, summary and help.
    ///
    /// ```swift
    /// RenderCommand.configuration.commandName // "render"
    /// ```
    public static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a scene with its constraint guides to PNG, SVG or PDF.",
        discussion: """
            The format comes from the output's extension unless --format says otherwise; .html writes the live \
            preview's page as one self-contained file (picture, inspector and sources, no server). --appearance dark resolves \
            system and dynamic colours for dark mode (and picks the dark guide theme unless --theme is given); an \
            SVG written without --appearance carries both, switched by prefers-color-scheme. --matrix draws a \
            contact sheet of every combination of its values instead, each panel captioned; a PNG sheet takes the \
            largest device scale unless --scale is given. The file is written atomically: a failed render leaves no \
            partial file and does not touch an existing one. Several Swift files load as one module, the scene \
            file last.

            Examples:
              layoutviz render Samples/profile-card.swiftlay -o card.png --scale 2
              layoutviz render Samples/login-form.swiftlay -o f.svg --guides-for emailField
              layoutviz render Samples/rtl-layout.swiftlay -o - --format pdf > rtl.pdf
              layoutviz render Samples/chat-thread.swiftlay -o chat.png --guides none
              layoutviz render Samples/login-form.swiftlay -o dark.png --appearance dark
              layoutviz render card.swiftlay -o s.png --device ipad --landscape
              layoutviz render card.swiftlay -o s.png --matrix device=iphone-se-3,ipad-10
              layoutviz render Theme.swift Card.swift Profile.swift -o p.png --root Card

            \(ExitStatus.helpText)
            """
    )

    /// The scene and root size.
    @OptionGroup public var scene: SceneOptions

    /// `-o OUT`, or `-o -` for standard output.
    @Option(name: [.short, .customLong("output")], help: "Output file (.png, .svg, .pdf or .html), or - for standard output.",
            completion: .file(extensions: ["png", "svg", "pdf", "html"]))
    public var output: String

    /// `--format`: overrides the extension.
    @Option(help: "Output format (png, svg, pdf or html); default: from the output's extension.")
    public var format: Format?

    /// `--scale N` for PNG; the device's scale with `--device`, else 1, when not given.
    @Option(help: "Pixels per point for PNG output (1 to 4; default: the --device's scale, else 1).")
    public var scale: Int?

    /// Guides, names, theme and padding.
    @OptionGroup public var painting: PaintingFlags

    /// `--matrix KEY=V1,V2,…` (repeatable): draw a contact sheet of every combination instead of one picture.
    @Option(name: .customLong("matrix"),
            help: ArgumentHelp("Draw a contact sheet: every combination of the values, one row per value of the first "
                                   + "--matrix and one column per combination of the others. Keys: device, "
                                   + "orientation=portrait,landscape, appearance=light,dark, direction=ltr,rtl, "
                                   + "content-size=… (repeatable).", valueName: "key=v1,v2"),
            transform: MatrixAxis.init(parsing:))
    public var matrix: [MatrixAxis] = []

    /// Creates the command (ArgumentParser parses it).
    ///
    /// ```swift
    /// let command = try RenderCommand.parse(["card.swiftlay", "-o", "card.png"])
    /// ```
    public init() {}

    /// Rejects a scale outside 1...4 and an output whose format cannot be told.
    ///
    /// ```swift
    /// try command.validate()
    /// ```
    public func validate() throws {
        guard (1...RenderLimits.maximumScale).contains(pngScale) else {
            throw ValidationError("--scale must be between 1 and \(RenderLimits.maximumScale)")
        }
        guard format != nil || Format(rawValue: (output as NSString).pathExtension.lowercased()) != nil else {
            throw ValidationError("cannot tell the format of '\(output)': use a .png, .svg, .pdf or .html name, or "
                                      + "--format")
        }
        if resolvedFormat == .html, !matrix.isEmpty || scene.preview == "all" {
            throw ValidationError("an HTML page shows one picture: --matrix and --preview all draw a sheet; use .png, "
                                      + ".svg or .pdf")
        }
        let flags: [(MatrixAxis.Key, String, Bool)] = [
            (.device, "--device", scene.display.device != nil), (.device, "--size", scene.size != nil),
            (.orientation, "--landscape", scene.display.landscape), (.appearance, "--appearance", scene.appearance != nil),
            (.direction, "--direction", scene.display.direction != nil),
            (.contentSize, "--content-size", scene.contentSize != nil),
        ]
        for (key, flag, given) in flags where given && matrix.contains(where: { $0.key == key }) {
            throw ValidationError("\(flag) and --matrix \(key.rawValue)=… cannot be used together")
        }
        if !matrix.isEmpty { _ = try MatrixPlan(axes: matrix, base: scene.configuration) }
    }

    /// Loads, lays out, paints and writes the scene.
    ///
    /// ```swift
    /// try RenderCommand.parse(["card.swiftlay", "-o", "card.svg"]).run()
    /// ```
    public func run() throws {
        guard matrix.isEmpty else {
            let plan = try MatrixPlan(axes: matrix, base: scene.configuration)
            let sheet = try ContactSheetPainting.paint(plan, scene: scene, painting: painting)
            try write(sheet.list, renderer: Renderer(fonts: sheet.fonts),
                      format: outputFormat(scale: ContactSheetPainting.pngScale(of: plan, explicit: scale)))
            if !sheet.exhausted.isEmpty { throw CommandFailure(.badInput, sheet.exhausted.joined(separator: "\n")) }
            return
        }
        if scene.preview == "all" {
            let sheet = try ContactSheetPainting.paintPreviews(scene: scene, painting: painting)
            try write(sheet.list, renderer: Renderer(fonts: sheet.fonts), format: outputFormat(scale: pngScale))
            if !sheet.exhausted.isEmpty { throw CommandFailure(.badInput, sheet.exhausted.joined(separator: "\n")) }
            return
        }
        if resolvedFormat == .html { return try writePage() }
        let solved = try SolvedScene(scene)
        let list = try solved.displayList(painting: painting, appearance: scene.appearance,
                                      carriesDark: resolvedFormat == .svg, describesScene: resolvedFormat != .png)
        solved.fonts.recordMissingGlyphs(in: list)
        solved.reportFontWarnings()
        for diagnostic in solved.diagnostics where diagnostic.severity != .note {
            Console.current.writeError("\(diagnostic)\n")
        }
        try write(list, renderer: Renderer(fonts: solved.fonts), format: outputFormat(scale: pngScale),
                  budget: solved.canvas.workBudget)
    }

    /// Writes the picture to the output (or standard output for `-`), spending what encoding costs from `budget`.
    private func write(_ list: DisplayList, renderer: Renderer, format: OutputFormat,
                       budget: WorkBudget? = nil) throws(CommandFailure) {
        do throws(RenderError) {
            if output == "-" {
                Console.current.writeData(try renderer.render(list, format: format, budget: budget))
            } else {
                try renderer.write(list, format: format, to: output, budget: budget)
            }
        } catch {
            throw CommandFailure(error.exitStatus, error.commandMessage)
        }
    }

    /// `--scale`, else the device's scale, else 1.
    private var pngScale: Int { scene.display.setting.pngScale(explicit: scale) }

    private func outputFormat(scale: Int) -> OutputFormat {
        switch resolvedFormat {
        case .png, .html: .png(scale: scale)
        case .svg: .svg
        case .pdf: .pdf
        }
    }

    /// `--format`, else the output's extension, else PNG.
    private var resolvedFormat: Format {
        format ?? Format(rawValue: (output as NSString).pathExtension.lowercased()) ?? .png
    }

    /// Writes the live preview's page with this scene's picture, inspector and sources in it (``PreviewPage``).
    private func writePage() throws(CommandFailure) {
        let picture = try PreviewRendering(scene: scene, painting: painting).render(PreviewState(query: ""))
        let page = PreviewPage.standalone(message: PreviewMessage.picture(picture, version: 1),
                                          sources: PreviewMessage.sources(scene.files))
        if output == "-" {
            Console.current.writeData(Data(page.utf8))
            return
        }
        do {
            try AtomicFileWriter.write(Data(page.utf8), to: URL(fileURLWithPath: output))
        } catch {
            throw CommandFailure(.failure, "error: cannot write \(output): \(error)")
        }
    }
}
