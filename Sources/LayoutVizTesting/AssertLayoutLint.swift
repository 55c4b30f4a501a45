import Foundation
import LayoutLint
import LayoutScene
import LayoutSnapshots

/// Lays a canvas out with the snapshot fonts and reports every lint finding (``LintRule``: truncated text, clipped
/// or off-screen views, small or unsafe controls, overlaps, low contrast, conflicts, ambiguity) as a failure at the
/// call site, under Swift Testing or XCTest, each with its rule, message and the scene position that placed the
/// view. Rules in `ignoring` are not reported. The canvas is linted as built: make one per device, orientation or
/// text size to cover them (`layoutviz lint` runs a whole matrix).
///
/// ```swift
/// @Test func profileCardIsLintFree() {
///     assertLayoutLint(of: ProfileCard().canvas(device: .iPhoneSE3), ignoring: [.lowContrast])
/// }
/// ```
public func assertLayoutLint(
    of canvas: @autoclosure () throws -> Canvas,
    ignoring ignored: Set<LintRule> = [],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    func fail(_ message: String) {
        TestIssueReporter.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    let environment: SnapshotEnvironment
    let built: Canvas
    do {
        environment = try SnapshotEnvironment.shared()
        built = try canvas()
    } catch {
        return fail("lint could not run: \(error)")
    }
    let result = built.layout(measuring: environment.measurer)
    for finding in Linter(measuring: environment.measurer).findings(in: built, result: result)
        where !ignored.contains(finding.rule) {
        let position = finding.location.map { " (placed at \($0.file):\($0.line))" } ?? ""
        fail("[\(finding.rule.identifier)] \(finding.message)\(position)")
    }
}
