import Foundation
import LayoutLint
import LayoutScene
import LayoutSnapshots

/// Lays a canvas out with the snapshot fonts and reports every lint finding (``LintRule``: truncated text, clipped
/// or off-screen views, small or unsafe controls, overlaps, low contrast, conflicts, ambiguity) as a failure at the
/// call site, under Swift Testing or XCTest, each with its rule, message and the scene position that placed the
/// view, numbered as the lint picture numbers them: the picture (``LayoutSnapshots/LintOverlay``) is written to the
/// artifacts folder (`$LAYOUTVIZ_ARTIFACTS`) and each failure names it. Rules in `ignoring` are not reported. The
/// canvas is linted as built: make one per device, orientation or
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
    let findings = Linter(measuring: environment.measurer).findings(in: built, result: result)
        .filter { !ignored.contains($0.rule) }
    guard !findings.isEmpty else { return }
    let name = "\(fileID)".replacingOccurrences(of: "/", with: "_") + "-\(line).lint.png"
    let picture = LintOverlay.writeArtifact(named: name, of: built, result: result, findings: findings,
                                            environment: environment).map { "; lint picture: \($0)" } ?? ""
    for (index, finding) in findings.enumerated() {
        let position = finding.location.map { " (placed at \($0.file):\($0.line))" } ?? ""
        fail("\(index + 1). [\(finding.rule.identifier)] \(finding.message)\(position)\(picture)")
    }
}
