import Foundation
import LayoutDiff
import LayoutEngine
import LayoutLint
import LayoutPainter
import LayoutRender
import LayoutScene
import LayoutScript
import LayoutSnapshots

/// Checks one scene file against its references in a fixtures folder: `<name>.frames` and `<name>.png`, and per
/// extra appearance and text size `<name>.dark.frames`, `<name>.accessibilityXL.png`, `<name>.dark.xxxLarge.png`…
/// (each configuration is its own reference). A file with `#Preview` blocks is one case per preview, its references
/// named after the file and the preview (`<name>.Two-items.png`); a screen of an app folder is one case named after
/// the screen (`SettingsViewController.png`, `ProfileHeaderView.Header.png`).
struct SceneTester: Sendable {
    let fixtures: URL
    let artifacts: URL
    let record: RecordMode?
    let scale: Int
    let tolerance: PixelTolerance
    let defaultSize: CGSize
    /// Whether warnings (a sidecar that cannot be read) fail the scene.
    let strict: Bool
    /// The device, orientation and direction every scene is checked in.
    let display: DisplaySetting
    /// The appearances each scene is checked in; light is the plain reference name.
    var appearances: [AppearanceChoice] = [.light]
    /// The text sizes each scene is checked at; large is the plain reference name.
    var contentSizes: [ContentSizeChoice] = [ContentSizeChoice(.large)]
    /// Where each scene's assets come from.
    let assets: AssetsLocation
    /// `--define`s for Objective-C scenes.
    var macroDefinitions: [String: String] = [:]
    /// The work budget each case loads, lays out, paints and encodes under (`--work-budget`).
    var workBudget = WorkBudget.defaultLimit
    /// Whether the pictures are accessibility snapshots (`--accessibility`), their references named `….accessibility.png`.
    var accessibility = false
    /// Whether each case is linted too (`--lint`), its findings failing it unless `lintBaseline` accepts them.
    var lints = false
    /// The lint findings accepted (`--lint-baseline`).
    var lintBaseline: LintBaseline?

    func test(_ scene: SceneFile, environment shared: SnapshotEnvironment) -> SceneTestResult {
        let path = scene.path
        let name = scene.referenceName
        let catalog: AssetCatalog?
        do {
            let location = scene.app.map { AssetsLocation(explicit: assets.explicit, found: $0.module.resources.catalog) }
            catalog = try (location ?? assets).catalog(forScene: path)
        } catch {
            return SceneTestResult(name: name, path: path, checks: [], error: error.message)
        }
        let environment: SnapshotEnvironment
        do {
            environment = try Self.environment(shared, adding: catalog?.fontFiles ?? [])
        } catch {
            return SceneTestResult(name: name, path: path, checks: [], error: "\(path): error: \(error)")
        }
        var checks: [SceneTestResult.Check] = []
        var warnings: [String] = []
        var lintFindings: [String] = []
        var firstScreenLoad: LoadedScene?
        var screen = scene.app.map { app in
            SceneTestResult.ScreenSummary(kind: app.screen.kind.rawValue,
                                          folder: Self.folder(of: app.screen.file, in: app.module.folder.relativePath))
        }
        let configurations = appearances.flatMap { appearance in contentSizes.map { (appearance, $0) } }
        for (appearance, contentSize) in configurations {
            let traits = TraitCollection(userInterfaceStyle: appearance.style,
                                         preferredContentSizeCategory: contentSize.category,
                                         layoutDirection: display.direction)
            func load(preview: String?) -> Result<LoadedScene, ScriptError> {
                var options = display.loadOptions(LoadOptions(fontNames: environment.fonts.fontNames, preview: preview))
                options.macroDefinitions = macroDefinitions
                options.workBudget = workBudget
                if let app = scene.app { options = app.module.loadOptions(app.screen.loadOptions(options)) }
                return SceneLoading.load(paths: scene.app?.module.paths ?? [path], sources: scene.app?.module.sources,
                                         defaultSize: defaultSize, traits: traits,
                                         assets: catalog, fitting: EngineLayoutFitting(measurer: environment.measurer),
                                         options: options)
            }
            var cases: [(suffix: String, scene: LoadedScene)] = []
            let isAppScreen = scene.app != nil
            switch load(preview: nil) {
            case .success(let loaded) where isAppScreen:
                cases = [("", loaded)]
                firstScreenLoad = firstScreenLoad ?? loaded
            case .success(let scene) where scene.previews.isEmpty: cases = [("", scene)]
            case .success(let scene):
                for (index, title) in scene.previews.enumerated() {
                    switch load(preview: String(index + 1)) {
                    case .success(let previewed): cases.append((PreviewReferenceName.suffix(title), previewed))
                    case .failure(let error):
                        return SceneTestResult(name: name, path: path, checks: checks, error: error.description)
                    }
                }
            case .failure(let error):
                return SceneTestResult(name: name, path: path, checks: [], error: error.description, screen: screen)
            }
            for (suffix, loaded) in cases {
                let caseName = name + suffix + display.referenceSuffix
                    + SnapshotTraits(appearance: appearance.style, contentSize: contentSize.category).referenceSuffix
                if lints {
                    for line in lint(loaded, scene: path, case: caseName, environment: environment)
                    where !lintFindings.contains(line) {
                        lintFindings.append(line)
                    }
                }
                let base = caseName + (accessibility ? ".accessibility" : "")
                let options = PaintOptions(theme: appearance == .dark ? .dark : .light, appearance: appearance.style)
                for format in [SnapshotFormat.frames, .png(scale: scale)] {
                    let referenceURL = fixtures.appendingPathComponent("\(base).\(format.pathExtension)")
                    let artifact: SnapshotArtifact
                    do {
                        artifact = try SnapshotArtifact.make(canvas: loaded.canvas, format: format,
                                                             paintOptions: options, sourceRoot: scene.root,
                                                             accessibility: accessibility, environment: environment)
                    } catch {
                        return SceneTestResult(name: name, path: path, checks: checks,
                                               error: "\(path): error: \(error)")
                    }
                    if let error = loaded.lifecycleError {
                        return SceneTestResult(name: name, path: path, checks: checks, error: error.description,
                                               screen: screen)
                    }
                    let changed = changedViews(artifact, referenceURL: referenceURL)
                    let check = SnapshotRun.check(artifact, referenceURL: referenceURL, record: record,
                                                  artifactsDirectory: artifacts, tolerance: tolerance)
                    warnings += check.warnings
                    checks.append(.init(format: format, referenceURL: referenceURL, outcome: check.outcome,
                                        changedViews: changed))
                }
            }
        }
        if let loaded = firstScreenLoad {
            // after the layouts the snapshots made: cells a list makes as it lays out count then
            screen?.coverage = loaded.coverage.summaryText
            screen?.warnings = loaded.warnings.map(\.headline)
        }
        return SceneTestResult(name: name, path: path, checks: checks, error: nil, warnings: warnings,
                               strict: strict, screen: screen, lintFindings: lintFindings)
    }

    /// The lint findings of one case that the baseline does not accept, as `file:line:column: warning: [rule] …
    /// (in CASE)` lines, and when there are any, a last line naming the lint picture written to the artifacts folder
    /// (``LayoutSnapshots/LintOverlay``).
    private func lint(_ loaded: LoadedScene, scene: String, case base: String,
                      environment: SnapshotEnvironment) -> [String] {
        let result = loaded.canvas.layout(measuring: environment.measurer)
        let linter = Linter(measuring: environment.measurer, sourceFiles: loaded.sourceFileNames,
                            hasScreen: loaded.root.isScreen)
        let findings = linter.findings(in: loaded.canvas, result: result)
            .filter { lintBaseline?.accepts($0, scene: scene) != true }
        guard !findings.isEmpty else { return [] }
        var lines = findings.map { finding in
            let position = finding.location.map { "\($0.file):\($0.line)" + ($0.column.map { ":\($0)" } ?? "") } ?? scene
            return "\(position): warning: [\(finding.rule.identifier)] \(finding.message) (in \(base))"
        }
        if let picture = LintOverlay.writeArtifact(named: "\(base).lint.png", of: loaded.canvas, result: result,
                                                   findings: findings, environment: environment) {
            lines.append("lint picture: \(picture)")
        }
        return lines
    }

    /// The folder of a screen's file relative to the app's folder (`Sources/Screens`; `.` at its top).
    static func folder(of file: String, in appFolder: String) -> String {
        let prefix = appFolder.hasSuffix("/") ? appFolder : appFolder + "/"
        let relative = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
        let folder = (relative as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// `shared`, or for a scene whose assets hold font files an environment whose font set adds them.
    private static func environment(_ shared: SnapshotEnvironment, adding fontFiles: [String]) throws(RenderError)
        -> SnapshotEnvironment {
        guard !fontFiles.isEmpty else { return shared }
        return try SnapshotEnvironment(fonts: FontLibrary(additionalFontFiles: fontFiles))
    }

    /// The views whose frames moved or resized since the reference was recorded, in picture points.
    private func changedViews(_ artifact: SnapshotArtifact, referenceURL: URL) -> [ViewRegion] {
        guard let frames = (try? ReferenceStore().read(at: referenceURL))??.sidecar?.frames else { return [] }
        let diff = FramesDiff(reference: frames, actual: artifact.frames)
        let names = Set(diff.changes.flatMap(\.viewNames))
        return artifact.regions.filter { names.contains($0.name) }.map {
            ViewRegion(name: $0.name, frame: $0.frame.offsetBy(dx: artifact.padding, dy: artifact.padding))
        }
    }
}

extension FramesChange {
    /// The views a change is about (moved, resized, grouped moves, added), for outlining them in reports.
    fileprivate var viewNames: [String] {
        switch self {
        case .viewChanged(let change): [change.name]
        case .viewsMoved(let group): group.names
        case .viewAdded(let name, _): [name]
        case .canvasResized, .viewRemoved, .diagnosticAdded, .diagnosticRemoved: []
        }
    }
}
