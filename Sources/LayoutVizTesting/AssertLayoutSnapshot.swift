import Foundation
import LayoutDiff
import LayoutPainter
import LayoutRender
import LayoutScene
import LayoutSnapshots

/// Checks a canvas against its reference snapshot and reports a failure at the call site, under Swift
/// Testing (`Issue.record`) or XCTest (`XCTFail`), whichever runs the test.
///
/// The reference is `__Snapshots__/<TestFile>/<test>.<name>.<ext>` beside the test file (or in
/// `snapshotDirectory`), with `<reference>.layoutviz.json` beside it (renderer fingerprint and frames);
/// `name` defaults to a per-test counter 1, 2, …. The record mode is `record`, else the innermost
/// ``withLayoutSnapshotTesting(record:operation:)`` or ``Testing/Trait/layoutSnapshots(record:)``, else
/// `LAYOUTVIZ_RECORD`, else `SNAPSHOT_TESTING_RECORD`, else `missing`. On failure the actual snapshot, the
/// diff image and the composite go to `$LAYOUTVIZ_ARTIFACTS/<TestFile>/` (default: a temporary folder)
/// and the message names them.
///
/// `appearance` and `contentSize` take the snapshot in that trait configuration: the canvas is built with them as the
/// system setting (so `preferredFont(forTextStyle:)` and dynamic colours follow), laid out and painted with them, and
/// the reference's name gains `.dark` and the size's short name (`<test>.<name>.dark.accessibilityXL.png`); the
/// sidecar records the traits. Leave them `nil` to keep the system setting.
///
/// PNGs are compared by decoded pixels with `tolerance`; the views named in `masking` are ignored. A sidecar
/// that cannot be read is reported as a warning (Swift Testing) or on standard error (XCTest). References
/// hold no absolute paths: diagnostics name their file by its name.
///
/// ```swift
/// @Test func profileCard() {
///     assertLayoutSnapshot(of: ProfileCard().canvas(), as: .png(scale: 2), masking: ["clock"])
///     assertLayoutSnapshot(of: ProfileCard().canvas(), as: .frames)
///     assertLayoutSnapshot(of: ProfileCard().canvas(), as: .png(scale: 2), appearance: .dark,
///                          contentSize: .accessibilityExtraLarge)
/// }
/// ```
public func assertLayoutSnapshot(
    of canvas: @autoclosure () throws -> Canvas,
    as format: SnapshotFormat,
    named name: String? = nil,
    record: RecordMode? = nil,
    tolerance: PixelTolerance = PixelTolerance(),
    masking maskedViews: [String] = [],
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
    let traits = SnapshotTraits(appearance: appearance, contentSize: contentSize)
    let site = SnapshotSite(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    checkLayoutSnapshot(of: canvas, as: format, named: name, record: record, tolerance: tolerance,
                        masking: maskedViews, paintOptions: paintOptions, traits: traits,
                        snapshotDirectory: snapshotDirectory, environment: { () throws(RenderError) in
                            try SnapshotEnvironment.shared()
                        }, at: site)
}

/// Where an assertion was written: the test file, the test and the call's position.
struct SnapshotSite {
    let fileID: StaticString
    let filePath: StaticString
    let testName: String
    let line: UInt
    let column: UInt
}

/// ``assertLayoutSnapshot(of:as:named:record:tolerance:masking:paintOptions:appearance:contentSize:snapshotDirectory:fileID:filePath:testName:line:column:)``'s
/// work, on the fonts `environment` gives (an app's own fonts as well as the defaults, for app screens).
func checkLayoutSnapshot(
    of canvas: () throws -> Canvas, as format: SnapshotFormat, named name: String?, record: RecordMode?,
    tolerance: PixelTolerance, masking maskedViews: [String], paintOptions: PaintOptions, traits: SnapshotTraits,
    snapshotDirectory: String?, accessibility: Bool = false, environment: () throws(RenderError) -> SnapshotEnvironment,
    at site: SnapshotSite
) {
    let directory = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
    var path = ReferencePath(testFilePath: "\(site.filePath)", testName: site.testName, name: "",
                             pathExtension: traits.pathExtension(format.pathExtension), snapshotDirectory: directory)
    path.name = name ?? String(SnapshotCounter.forCurrentTest().next(for: path.directoryURL.path + "/" + site.testName))
    let check: SnapshotCheck
    do {
        let built = try traits.building { try canvas() }
        let environment = try environment()
        check = traits.applying(to: built) {
            SnapshotRun.check(canvas: built, format: format, referenceURL: path.url, record: record,
                              artifactsDirectory: path.artifactURL().deletingLastPathComponent(),
                              tolerance: tolerance, maskedViews: maskedViews,
                              paintOptions: traits.paintOptions(paintOptions), accessibility: accessibility,
                              environment: environment)
        }
    } catch {
        check = SnapshotCheck(outcome: .failed(message: "Could not take the layout snapshot: \(error)", artifacts: []))
    }
    for warning in check.warnings {
        TestIssueReporter.warn(warning, fileID: site.fileID, filePath: site.filePath, line: site.line,
                               column: site.column)
    }
    if let message = check.outcome.failureMessage {
        TestIssueReporter.report(message, fileID: site.fileID, filePath: site.filePath, line: site.line,
                                 column: site.column)
    }
}
