import Foundation
import LayoutRender
import LayoutScript
import ArgumentParser

/// `layoutviz check SCENE [--strict]`: conflicts, ambiguity, DSL misuse and unsatisfied optional constraints.
///
/// ```swift
/// let status = LayoutVizMain.run(["check", "card.swiftlay", "--strict"])
/// ```
public struct CheckCommand: ParsableCommand {
    /// Name, summary and help.
    ///
    /// ```swift
    /// CheckCommand.configuration.commandName // "check"
    /// ```
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report conflicts, ambiguous views, DSL misuse and unsatisfied optional constraints.",
        usage: "layoutviz check [<options>] <scene>",
        discussion: """
            Conflicts print in Auto Layout's log shape with the minimal conflicting set; optional constraints the \
            solver left unsatisfied are notes. A last line summarises skipped code (unknown symbols, closures not run, \
            substituted base classes, skipped constraints); --strict fails on it too. Then the constraint coverage: \
            how many of the file's constraint statements made constraints — on load or in one of the screen's \
            states (methods that never ran and hold layout, each run once on a fresh load; --no-states leaves them \
            out) — and each that did not, with why; --min-coverage P fails below P percent. Without --strict or \
            --min-coverage the exit status is 0 whenever the scene loads.

            Examples:
              layoutviz check Samples/broken-layout.swiftlay
              layoutviz check Samples/profile-card.swiftlay --strict

            \(ExitStatus.helpText)
            """
    )

    /// The scene and root size.
    @OptionGroup public var scene: SceneOptions

    /// `--strict`: exit 1 when there are conflicts, ambiguity, misuse or skipped code.
    @Flag(help: "Exit with status 1 when there are conflicts, ambiguous views, DSL misuse or skipped code.")
    public var strict = false

    /// `--min-coverage P`: exit 1 when fewer than P percent of the constraint statements were laid out.
    @Option(name: .customLong("min-coverage"),
            help: ArgumentHelp("Exit with status 1 when fewer than this percentage of the file's constraint statements "
                                   + "made constraints.", valueName: "percent"))
    public var minimumCoverage: Double?

    /// Creates the command (ArgumentParser parses it).
    ///
    /// ```swift
    /// let command = try CheckCommand.parse(["card.swiftlay", "--strict"])
    /// ```
    public init() {}

    /// Prints the report and fails with status 1 under `--strict` when it has problems.
    ///
    /// ```swift
    /// try CheckCommand.parse(["card.swiftlay"]).run()
    /// ```
    public func run() throws {
        if scene.files.count == 1, AppInput.isFolder(scene.files[0]), scene.root == nil, scene.preview == nil {
            return try checkApp(folder: scene.files[0])
        }
        let solved = try SolvedScene(scene)
        solved.reportFontWarnings()
        let coverage = StateCoverage.coverage(of: solved, options: scene)
        let report = CheckReport(diagnostics: solved.diagnostics, skipped: solved.skipped,
                                 rootCandidates: solved.rootCandidates, drawnRoot: solved.root.className,
                                 coverage: coverage,
                                 hooksRun: solved.hooksRun, entryPointsRun: solved.entryPointsRun,
                                 states: scene.state == nil ? solved.states.map(\.name) : [],
                                 previews: solved.previews)
        Console.current.write(report.text)
        if strict && report.hasProblems { throw CommandFailure(.problem, "check failed: \(report.summary)") }
        if let minimumCoverage, let percent = coverage.percent, percent < minimumCoverage {
            throw CommandFailure(.problem, "check failed: \(PercentText.oneDecimal(percent))% of the constraint "
                                     + "statements were laid out, below --min-coverage \(PercentText.oneDecimal(minimumCoverage))%")
        }
    }

    /// Draws every screen of an app's folder (parsed once) and prints ``AppCheckReport``; `--min-coverage` fails when
    /// a drawn screen is below it, `--strict` when a screen stopped.
    private func checkApp(folder: String) throws {
        let app = try AppInput(folder: folder, excluding: scene.app.exclude, including: scene.app.include,
                               language: scene.app.locale)
        app.module.reportResourceWarnings()
        var fonts: FontLibrary?
        var outcomes: [(screen: AppScreen, result: AppCheckReport.Result)] = []
        for screen in app.screens {
            if let reason = screen.skipReason {
                outcomes.append((screen, .skipped(reason)))
                continue
            }
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                let solved = try SolvedScene(paths: app.paths, sources: app.sources, defaultSize: scene.rootSize,
                                             traits: scene.configuration.traits,
                                             assets: app.module.assets(explicit: scene.assets),
                                             options: app.module.loadOptions(screen.loadOptions(scene.loadOptions)),
                                             fonts: fonts)
                fonts = solved.fonts
                let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                outcomes.append((screen, .drawn(coverage: solved.coverage, milliseconds: milliseconds)))
            } catch {
                let first = error.message.split(separator: "\n").first.map(String.init) ?? error.message
                outcomes.append((screen, .stopped(first)))
            }
        }
        let report = AppCheckReport(folder: folder, fileCount: app.paths.count, outcomes: outcomes)
        Console.current.write(report.text)
        if strict, report.drawn.count < report.attempted {
            throw CommandFailure(.problem, "check failed: \(report.attempted - report.drawn.count) screens stopped")
        }
        if let minimumCoverage,
           report.drawn.contains(where: { ($0.coverage.percent ?? 100) < minimumCoverage }) {
            throw CommandFailure(.problem, "check failed: a screen's coverage is below --min-coverage "
                                     + "\(PercentText.oneDecimal(minimumCoverage))%")
        }
    }
}
