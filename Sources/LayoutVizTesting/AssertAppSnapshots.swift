import Foundation
import LayoutPainter
import LayoutScene
import LayoutScript

/// Checks every screen of an app's folder against its reference snapshot: the folder is read once per process as one
/// module (``LayoutScript/AppModule``: its Swift files by ``LayoutScript/AppFolder``'s rule, its asset catalogs,
/// fonts and strings), and each screen found — every `#Preview`, view controller, and view or cell the app's code
/// makes — is loaded with `options` (a controller fills the device's screen; views and cells size themselves) and
/// checked as ``assertLayoutSnapshot(of:as:named:record:tolerance:masking:paintOptions:appearance:contentSize:snapshotDirectory:fileID:filePath:testName:line:column:)``
/// checks a canvas, named by ``LayoutScript/AppScreen/referenceName``
/// (`__Snapshots__/<TestFile>/<test>.ProfileViewController.png`).
///
/// `screens` keeps only the screens of those names (a class's name, or a preview's ``LayoutScript/AppScreen/referenceName``);
/// a name no screen has is a failure listing those found. A screen that fails to load is a failure naming it, and
/// the other screens are still checked. A relative `folder` is taken from the working directory (`swift test` runs
/// in the package's root). `excluding`, `including` and `language` are the command line's `--exclude`, `--include`
/// and `--locale`.
///
/// ```swift
/// @Test func appScreens() {
///     assertAppSnapshots(of: "Samples/App", as: .png(scale: 2), options: LoadOptions(device: .iPhone15))
///     assertAppSnapshots(of: "Samples/App", as: .frames, screens: ["ProfileViewController"])
/// }
/// ```
public func assertAppSnapshots(
    of folder: String,
    as format: SnapshotFormat,
    screens names: [String]? = nil,
    options: LoadOptions = LoadOptions(device: .iPhone15),
    excluding: [String] = [],
    including: [String] = [],
    language: String? = nil,
    record: RecordMode? = nil,
    tolerance: PixelTolerance = PixelTolerance(),
    paintOptions: PaintOptions = PaintOptions(),
    appearance: UserInterfaceStyle? = nil,
    contentSize: ContentSizeCategory? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = SnapshotSite(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    let report = { (message: String) in
        TestIssueReporter.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    let app: AppSnapshots
    do {
        app = try AppSnapshots.shared(folder: folder, excluding: excluding, including: including, language: language)
    } catch {
        return report("Could not read the app folder \(folder): \(error)")
    }
    let drawable = app.module.drawable
    let chosen = names.map { names in drawable.filter { names.contains($0.name) || names.contains($0.referenceName) } }
        ?? drawable
    let missing = (names ?? []).filter { name in !drawable.contains { $0.name == name || $0.referenceName == name } }
    if !missing.isEmpty || drawable.isEmpty {
        let found = drawable.map(\.referenceName).joined(separator: ", ")
        report(missing.isEmpty ? "\(folder) has no screen to draw"
                   : "\(folder) has no screen named \(missing.joined(separator: ", ")); it has: \(found)")
    }
    let traits = SnapshotTraits(appearance: appearance, contentSize: contentSize)
    let defaultSize = options.screen?.size ?? CGSize(width: 375, height: 667)
    for screen in chosen {
        checkLayoutSnapshot(of: { try app.canvas(for: screen, options: options, defaultSize: defaultSize) },
                            as: format, named: screen.referenceName, record: record, tolerance: tolerance,
                            masking: [], paintOptions: paintOptions, traits: traits,
                            snapshotDirectory: snapshotDirectory, environment: { app.environment }, at: site)
    }
}
