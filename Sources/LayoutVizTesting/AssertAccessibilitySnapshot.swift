import LayoutPainter
import LayoutRender
import LayoutScene
import LayoutSnapshots

/// Checks an accessibility snapshot of a canvas against its reference and reports a failure at the call site, as
/// ``assertLayoutSnapshot(of:as:named:record:tolerance:masking:paintOptions:appearance:contentSize:snapshotDirectory:fileID:filePath:testName:line:column:)``
/// does: the picture shows what VoiceOver reads (``LayoutSnapshots/AccessibilityOverlay``) — each element outlined
/// in its own colour and numbered in reading order, with a legend of what VoiceOver says, its hint and its view, an
/// element with no label dashed and red — and guides are not drawn. A change of label, traits, order or frame
/// changes the picture, so the test fails on it.
///
/// ```swift
/// @Test func signInIsReadable() {
///     assertAccessibilitySnapshot(of: SignInForm().canvas())
///     assertAccessibilitySnapshot(of: SignInForm().canvas(), contentSize: .accessibilityExtraLarge)
/// }
/// ```
public func assertAccessibilitySnapshot(
    of canvas: @autoclosure () throws -> Canvas,
    as format: SnapshotFormat = .png(scale: 2),
    named name: String? = nil,
    record: RecordMode? = nil,
    tolerance: PixelTolerance = PixelTolerance(),
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
    checkLayoutSnapshot(of: canvas, as: format, named: name, record: record, tolerance: tolerance, masking: [],
                        paintOptions: PaintOptions(guides: .none), traits: traits,
                        snapshotDirectory: snapshotDirectory, accessibility: true,
                        environment: { () throws(RenderError) in try SnapshotEnvironment.shared() }, at: site)
}
