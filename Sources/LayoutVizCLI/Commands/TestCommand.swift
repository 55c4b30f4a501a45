import ArgumentParser
import Foundation
import LayoutDiff
import LayoutScene
import LayoutSnapshots

/// `layoutviz test [SCENES…|DIR] --fixtures DIR`: renders every scene and compares its frames and image with the
/// references in the fixtures folder.
///
/// ```swift
/// let status = LayoutVizMain.run(["test", "Samples", "--fixtures", "Fixtures", "--record", "never"])
/// ```
public struct TestCommand: ParsableCommand {
    /// Name, summary and help.
    ///
    /// ```swift
    /// TestCommand.configuration.commandName // "test"
    /// ```
    public static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Check scenes against reference frames and images (visual regression).",
        discussion: """
            Each scene NAME.swiftlay is compared with FIXTURES/NAME.frames (geometry first) and FIXTURES/NAME.png \
            (decoded pixels, pixelmatch's metric); every reference has a NAME.EXT.layoutviz.json sidecar with the \
            renderer fingerprint and frames, so a failure says whether the layout or the renderer changed. Failure \
            artifacts (actual, diff, composite) go to $LAYOUTVIZ_ARTIFACTS (default: a temporary folder).

            Record modes: missing (default: write missing references, and fail), all, failed, never (CI). \
            Also read from LAYOUTVIZ_RECORD or SNAPSHOT_TESTING_RECORD when --record is not given.

            Examples:
              layoutviz test Samples --fixtures Fixtures
              layoutviz test Samples --fixtures Fixtures --record never --jobs 4
              layoutviz test Samples --fixtures Fixtures --report report.html
              layoutviz test Samples --fixtures Fixtures --shard 2/3 --report summary.md
              layoutviz test Samples --fixtures Fixtures/Accessibility --accessibility
              layoutviz test Samples --fixtures Fixtures --lint --lint-baseline base.json

            --device, --landscape and --direction apply to every scene, and the references then carry the \
            configuration in their names: NAME.iphone-15.landscape.rtl.png, NAME.ipad-10.dark.frames.

            References hold no paths of the machine: a diagnostic names its scene relative to the folder given \
            (or by file name), so the same fixtures pass from any working directory and any checkout. A sidecar \
            that cannot be read is a warning (--strict: a failure).

            --accessibility checks accessibility snapshots instead (NAME.accessibility.png: what VoiceOver reads, \
            numbered in reading order, as render --accessibility draws it). --lint also lints each scene in each \
            configuration it is checked in: a finding the --lint-baseline does not accept fails the scene.

            Exit status: 0 all passed, 1 a scene failed or a reference was recorded, 2 bad input, 3 I/O failure.
            """
    )

    /// Scene files and folders of scenes; a folder without `.swiftlay` or `.m` files is an app, each of its screens a
    /// case.
    @Argument(help: ArgumentHelp("Scene files (.swiftlay, .m) or folders of them; a folder without such files is an "
                                     + "app, each screen found in it a case named after the screen."),
              completion: .file())
    public var inputs: [String]

    /// `--fixtures DIR`.
    @Option(help: "The folder holding the references.", completion: .directory)
    public var fixtures: String

    /// `--record MODE`.
    @Option(help: "Record mode: missing, all, failed or never.")
    public var record: String?

    /// `--jobs N`.
    @Option(help: "Scenes checked at once (default: every core).")
    public var jobs = ProcessInfo.processInfo.activeProcessorCount

    /// `--shard I/N`.
    @Option(help: "Check only the I-th of N slices of the sorted scene list.")
    public var shard: Shard?

    /// `--report FILE`: `.md` or `.html`; may be given more than once.
    @Option(help: "Write a report: a .md summary or a self-contained .html page (repeatable).")
    public var report: [String] = []

    /// `--appearance light|dark`, repeatable: each appearance is checked against its own references
    /// (`NAME.png` for light, `NAME.dark.png` for dark).
    @Option(help: "Appearances to check (light, dark; repeatable); dark references are NAME.dark.EXT.")
    public var appearance: [AppearanceChoice] = []

    /// `--content-size CATEGORY`, repeatable: each text size is checked against its own references
    /// (`NAME.png` for large, `NAME.accessibilityXL.png`, `NAME.dark.xxxLarge.png`…).
    @Option(help: ArgumentHelp("Dynamic Type text sizes to check (repeatable); references other than large are "
                                   + "NAME[.dark].SIZE.EXT, e.g. NAME.accessibilityXL.png.", valueName: "category"))
    public var contentSize: [ContentSizeChoice] = []

    /// `--strict`.
    @Flag(help: "Fail on warnings too (a reference's sidecar that cannot be read).")
    public var strict = false

    /// `--scale N`; the device's scale with `--device`, else 1, when not given.
    @Option(help: "Pixels per point of the images (1 to 4; default: the --device's scale, else 1).")
    public var scale: Int?

    /// `--threshold T`.
    @Option(help: "Colour distance (0…1) above which a pixel differs.")
    public var threshold = 0.1

    /// `--max-diff-pixels N`.
    @Option(help: "How many differing pixels an image may have and still pass.")
    public var maxDiffPixels = 0

    /// `--size WxH`.
    @Option(help: "Root size for scenes that do not declare a Canvas (default: 375x667; not with --device).")
    public var size: CanvasSize?

    /// `--device`, `--landscape` and `--direction`, for every scene; references then carry the configuration in
    /// their names (``DeviceOptions/referenceSuffix``).
    @OptionGroup public var display: DeviceOptions

    /// `--exclude`, `--include` and `--locale`, for an app folder.
    @OptionGroup public var app: AppFolderOptions

    /// `--assets DIR`: one asset catalog for every scene (default: each scene's own, found by convention).
    @Option(help: ArgumentHelp("Asset catalog or image folder for every scene's UIImage(named:) and UIColor(named:); "
                                   + "default: each scene's <scene>.xcassets or Assets.xcassets beside it.",
                               valueName: "dir"),
            completion: .directory)
    public var assets: String?

    /// `--define NAME=VALUE` (repeatable; see ``MacroDefinitions``), for every Objective-C scene.
    @Option(name: .customLong("define"), help: MacroDefinitions.help)
    public var defines: [String] = []

    /// `--accessibility`: the pictures are accessibility snapshots (what VoiceOver reads drawn over each scene), their
    /// references named `NAME.accessibility.png`.
    @Flag(help: ArgumentHelp("Check accessibility snapshots: what VoiceOver reads, numbered in reading order with a "
                                 + "legend, against NAME.accessibility.png references."))
    public var accessibility = false

    /// `--lint`: each scene is linted in each configuration it is checked in; findings fail it.
    @Flag(help: "Lint each scene in each configuration it is checked in (see lint); a finding fails the scene.")
    public var lint = false

    /// `--lint-baseline FILE`: the lint findings accepted (written by `lint --write-baseline`).
    @Option(name: .customLong("lint-baseline"),
            help: ArgumentHelp("With --lint, accept the findings this baseline lists (see lint --write-baseline).",
                               valueName: "file"))
    public var lintBaseline: String?

    /// `--work-budget N`: the steps each scene may spend (see ``LayoutScene/WorkBudget``); a scene that runs out
    /// fails alone.
    @Option(name: .customLong("work-budget"),
            help: ArgumentHelp("Steps each scene may spend loading, laying out, measuring text, painting and encoding "
                                   + "(default: \(WorkBudget.defaultLimit)); a scene that runs out fails alone.",
                               valueName: "steps"))
    public var workBudget = WorkBudget.defaultLimit

    /// Creates the command (ArgumentParser parses it).
    ///
    /// ```swift
    /// let command = try TestCommand.parse(["Samples", "--fixtures", "Fixtures"])
    /// ```
    public init() {}

    /// Rejects unknown record modes, bad job counts, scales, thresholds and report names.
    ///
    /// ```swift
    /// try command.validate()
    /// ```
    public func validate() throws {
        if let record, RecordMode(parsing: record) == nil {
            throw ValidationError("--record must be missing, all, failed or never")
        }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard workBudget >= 1 else { throw ValidationError("--work-budget must be at least 1") }
        guard (1...4).contains(display.setting.pngScale(explicit: scale)) else {
            throw ValidationError("--scale must be between 1 and 4")
        }
        try display.validate(sizeGiven: size != nil)
        _ = try MacroDefinitions.parse(defines)
        guard threshold.isFinite, (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1") }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must not be negative") }
        if report.contains(where: { !$0.hasSuffix(".md") && !$0.hasSuffix(".html") }) {
            throw ValidationError("--report must name a .md or .html file")
        }
    }

    /// Checks the scenes, prints a progress line and the failures, writes the report, and fails on any regression.
    ///
    /// ```swift
    /// try TestCommand.parse(["Samples", "--fixtures", "Fixtures"]).run()
    /// ```
    public func run() throws {
        let scenes = try sceneList()
        var tester = SceneTester(fixtures: URL(fileURLWithPath: fixtures), artifacts: ArtifactsDirectory.url(),
                                 record: record.flatMap(RecordMode.init(parsing:)),
                                 scale: display.setting.pngScale(explicit: scale),
                                 tolerance: PixelTolerance(threshold: threshold, maxDiffPixels: maxDiffPixels),
                                 defaultSize: (size ?? .phone).size, strict: strict, display: display.setting,
                                 appearances: appearances, contentSizes: contentSizes,
                                 assets: AssetsLocation(explicit: assets),
                                 macroDefinitions: (try? MacroDefinitions.parse(defines)) ?? [:])
        tester.accessibility = accessibility
        tester.workBudget = workBudget
        tester.lints = lint || lintBaseline != nil
        tester.lintBaseline = try lintBaseline.map { path throws(CommandFailure) in try LintBaseline(contentsOf: path) }
        let console = Console.current
        let showsProgress = isatty(STDERR_FILENO) == 1
        let total = scenes.count
        let results = try ParallelSceneRunner.run(scenes, jobs: jobs, tester: tester) { done, result in
            if showsProgress { console.writeError("\r\u{1B}[K[\(done)/\(total)] \(result.name): \(result.status)") }
        }
        if showsProgress { console.writeError("\r\u{1B}[K") }
        let summary = TestSummary(results: results)
        for result in results where !result.passed || !result.warnings.isEmpty {
            console.write("\(result.name): \(result.status)\n" + result.messages.joined(separator: "\n") + "\n\n")
        }
        console.write(summary.line + "\n")
        for path in report { try write(report: path, summary: summary) }
        if !summary.isSuccess { throw CommandFailure(.problem, "") }
    }

    /// The scenes with the folder their references are relative to: the folder given, or the scene's folder.
    /// The appearances to check, light first; light alone when none is given.
    private var appearances: [AppearanceChoice] {
        AppearanceChoice.allCases.filter { appearance.isEmpty ? $0 == .light : appearance.contains($0) }
    }

    /// The text sizes to check, smallest first; large alone when none is given.
    private var contentSizes: [ContentSizeChoice] {
        contentSize.isEmpty ? [ContentSizeChoice(.large)]
            : ContentSizeCategory.ordered.map(ContentSizeChoice.init).filter(contentSize.contains)
    }

    private func sceneList() throws(CommandFailure) -> [SceneFile] {
        var scenes: [SceneFile] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw CommandFailure(.badInput, "error: no such scene or folder: \(input)")
            }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: input)) ?? []
                // scene files: Swift scenes and Objective-C implementations (their headers are read with them)
                let scenesHere = names.filter { $0.hasSuffix(".swiftlay") || $0.hasSuffix(".m") }
                if scenesHere.isEmpty {
                    // a folder without scene files is an app: each screen found is a case
                    let folderApp = try AppInput(folder: input, excluding: app.exclude, including: app.include,
                                                 language: app.locale)
                    folderApp.module.reportResourceWarnings()
                    scenes += folderApp.drawable.map {
                        SceneFile(path: input, root: input, app: SceneFile.AppCase(module: folderApp.module, screen: $0))
                    }
                    continue
                }
                scenes += scenesHere.map {
                    SceneFile(path: (input as NSString).appendingPathComponent($0), root: input)
                }
            } else {
                let folder = (input as NSString).deletingLastPathComponent
                scenes.append(SceneFile(path: input, root: folder.isEmpty ? "." : folder))
            }
        }
        var seen = Set<String>()
        let sorted = scenes.sorted().filter { seen.insert($0.path + "|" + $0.referenceName).inserted }
        guard !sorted.isEmpty else { throw CommandFailure(.badInput, "error: no .swiftlay or .m scenes in \(inputs)") }
        guard let shard else { return sorted }
        return sorted.enumerated().filter { shard.selects(index: $0.offset) }.map(\.element)
    }

    private func write(report path: String, summary: TestSummary) throws(CommandFailure) {
        let text = path.hasSuffix(".html") ? HTMLReport(summary: summary).text : MarkdownReport(summary: summary).text
        do {
            try AtomicFileWriter.write(Data(text.utf8), to: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(.failure, "error: cannot write the report \(path): \(error)")
        }
    }
}
