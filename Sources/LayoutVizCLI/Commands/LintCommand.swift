import ArgumentParser
import Foundation
import LayoutLint
import LayoutRender
import LayoutScene

/// `layoutviz lint SCENE [--matrix KEY=V1,V2,…]… [--format text|json] [--strict]`: lays the scene out in every
/// configuration of a matrix and reports the layout problems users meet (``LintRule``), each once with the
/// configurations it happens in.
///
/// ```swift
/// let status = LayoutVizMain.run(["lint", "card.swiftlay", "--matrix", "device=iphone-se-3", "--strict"])
/// ```
public struct LintCommand: ParsableCommand {
    /// Output formats.
    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// The compiler's `file:line:column: warning:` lines and a summary.
        case text
        /// JSON: the scene, the configuration count and the findings.
        case json
        /// SARIF 2.1.0, for GitHub code scanning.
        case sarif
    }

    /// The matrix linted when `--matrix` is not given: every device preset, both orientations, three text sizes
    /// (the default, the largest standard one and the largest accessibility one) and both directions.
    public static let defaultMatrix = [
        "device=" + DevicePreset.all.map(\.identifier).joined(separator: ","),
        "orientation=portrait,landscape",
        "content-size=large,xxxLarge,AX5",
        "direction=ltr,rtl",
    ]

    /// Name, summary and help.
    ///
    /// ```swift
    /// LintCommand.configuration.commandName // "lint"
    /// ```
    public static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find truncated, clipped, off-screen, overlapping, faint and hard-to-touch views on every device.",
        usage: "layoutviz lint [<options>] <scene>",
        discussion: """
            Lays the scene out in each configuration of the matrix (by default every device, portrait and \
            landscape, text sizes large, xxxLarge and AX5, left-to-right and right-to-left: 60 layouts) and \
            reports, once each with the configurations where it happens: text that does not fit its label \
            (truncated-text), views cut by an ancestor that clips (clipped) or past the screen (off-screen), \
            buttons, text fields and segmented controls under 44 x 44 pt (small-touch-target), controls in the \
            screen's unsafe edges (outside-safe-area), siblings with text or controls on each other (overlap), \
            text under WCAG AA contrast in light or dark (low-contrast), broken constraints (conflict) and \
            undetermined frames (ambiguous). Each line names the position of the view's first constraint. \
            --write-baseline FILE records the findings as accepted and --baseline FILE leaves out those it \
            accepts, so --strict fails on new ones alone. -o sheet.png draws the configurations that have \
            findings side by side, each finding outlined on its view with its number from the report and a \
            legend beside the panel. Configurations are laid out on every core (--jobs N). Without --strict the \
            exit status is 0 whenever the scene loads.

            Examples:
              layoutviz lint Samples/login-form.swiftlay --strict
              layoutviz lint card.swiftlay --matrix device=iphone-se-3 --format sarif
              layoutviz lint card.swiftlay -o lint.png

            \(ExitStatus.helpText)
            """
    )

    /// The scene and its options.
    @OptionGroup public var scene: SceneOptions

    /// `--matrix KEY=V1,V2,…` (repeatable): the configurations to lint instead of the default matrix.
    @Option(name: .customLong("matrix"),
            help: ArgumentHelp("Lint these configurations instead of the default matrix (repeatable; keys: device, "
                                   + "orientation, appearance, direction, content-size).", valueName: "key=v1,v2"),
            transform: MatrixAxis.init(parsing:))
    public var matrix: [MatrixAxis] = []

    /// `--format text|json|sarif`.
    @Option(help: "Output format: text, json or sarif (SARIF 2.1.0, for GitHub code scanning).")
    public var format: Format = .text

    /// `--jobs N`: configurations laid out at once (default: every core).
    @Option(help: "Configurations laid out at once (default: every core).")
    public var jobs = ProcessInfo.processInfo.activeProcessorCount

    /// `--baseline FILE`: findings the file accepts are left out.
    @Option(help: ArgumentHelp("Leave out the findings this baseline accepts (see --write-baseline).",
                               valueName: "file"))
    public var baseline: String?

    /// `--write-baseline FILE`: records today's findings as accepted.
    @Option(name: .customLong("write-baseline"),
            help: ArgumentHelp("Write the findings to this file as a baseline that accepts them.", valueName: "file"))
    public var writeBaseline: String?

    /// `-o FILE`: the lint picture (PNG, SVG or PDF by the extension).
    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("Draw the configurations with findings to this file (.png, .svg or .pdf), each "
                                   + "finding outlined and numbered on its view, with a legend.", valueName: "file"))
    public var output: String?

    /// `--scale N`: pixels per point of a PNG picture.
    @Option(help: "Pixels per point for a PNG picture (1 to 4; default: the largest device scale in the matrix).")
    public var scale: Int?

    /// `--strict`: exit 1 on any finding.
    @Flag(help: "Exit with status 1 when there is any finding.")
    public var strict = false

    /// Creates the command (ArgumentParser parses it).
    ///
    /// ```swift
    /// let command = try LintCommand.parse(["card.swiftlay"])
    /// ```
    public init() {}

    /// Lints every configuration (on every core), prints the report and fails under `--strict` when it found
    /// anything.
    ///
    /// ```swift
    /// try LintCommand.parse(["card.swiftlay", "--strict"]).run()
    /// ```
    public func run() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        let pictureFormat = try output.map(pictureFormat(of:))
        let axes = try matrix.isEmpty ? Self.defaultMatrix.map(MatrixAxis.init(parsing:)) : matrix
        let plan = try MatrixPlan(axes: axes, base: scene.configuration)
        var report = LintReport(scene: scene.files.first ?? "")
        let findings = try LintRunner.run(plan, scene: scene, jobs: jobs)
        for (panel, found) in zip(plan.panels, findings) { report.add(found, in: panel.caption) }
        if let writeBaseline { try LintBaseline(report).write(to: writeBaseline) }
        if let baseline { report.accept(try LintBaseline(contentsOf: baseline)) }
        switch format {
        case .text: Console.current.write(report.text)
        case .json: Console.current.write(report.json.serialized(pretty: true) + "\n")
        case .sarif:
            let version = LayoutVizCommand.configuration.version
            Console.current.write(report.sarif(toolVersion: version).serialized(pretty: true) + "\n")
        }
        if let output, let pictureFormat {
            try writePicture(plan, findings: findings, report: report, to: output, format: pictureFormat)
        }
        if strict, !report.entries.isEmpty { throw CommandFailure(.problem, "lint failed: \(report.summary)") }
    }

    /// The picture's format by the output's extension (PNG at `--scale`, else the matrix's largest device scale).
    private func pictureFormat(of output: String) throws -> (extension: String, scale: Int?) {
        let ext = (output as NSString).pathExtension.lowercased()
        guard ["png", "svg", "pdf"].contains(ext) else {
            throw ValidationError("cannot tell the format of '\(output)': use a .png, .svg or .pdf name")
        }
        if let scale, !(1...RenderLimits.maximumScale).contains(scale) {
            throw ValidationError("--scale must be between 1 and \(RenderLimits.maximumScale)")
        }
        return (ext, scale)
    }

    /// Draws and writes the lint picture, or says on standard error that there is nothing to draw.
    private func writePicture(_ plan: MatrixPlan, findings: [[LintFinding]], report: LintReport, to output: String,
                              format: (extension: String, scale: Int?)) throws(CommandFailure) {
        guard let sheet = try LintSheet.paint(plan, findings: findings, report: report, scene: scene) else {
            Console.current.writeError("lint: no findings, so no picture was written to \(output)\n")
            return
        }
        let outputFormat: OutputFormat = switch format.extension {
        case "svg": .svg
        case "pdf": .pdf
        default: .png(scale: ContactSheetPainting.pngScale(of: plan, explicit: format.scale))
        }
        do throws(RenderError) {
            try Renderer(fonts: sheet.fonts).write(sheet.list, format: outputFormat, to: output)
        } catch {
            throw CommandFailure(error.exitStatus, "error: \(error)")
        }
    }
}
