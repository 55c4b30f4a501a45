import Foundation
import LayoutScene

/// What changed between two frames snapshots, named by view and grouped by cause.
///
/// Views are matched by name (the n-th view of a name with the n-th of the same name). A view that only
/// moved, by the same amount as a changed view before it (whose origin or far edge moved by that amount),
/// and that lies below it (or to its right, for a horizontal move) in the reference, is reported in one
/// ``MovedViews`` group after that view. Then come added and removed views (each with its new or gone
/// subviews), then diagnostics no longer and newly reported.
///
/// ```swift
/// let reference = try FramesSnapshot(parsing: stored)
/// let diff = FramesDiff(reference: reference, actual: FramesSnapshot(canvas: canvas, result: result))
/// if !diff.isEqual { print(diff.summary) }
/// // title: height 20→24; 7 views below moved +4; badge added
/// ```
public struct FramesDiff: Sendable {
    /// The changes, in the order of ``summary``.
    ///
    /// ```swift
    /// diff.changes.count // 3
    /// ```
    public let changes: [FramesChange]
    /// The largest difference, in points, between two numbers that still counts as equal.
    ///
    /// ```swift
    /// diff.tolerance // 1e-6
    /// ```
    public let tolerance: Double

    /// Compares `actual` with `reference`; frame and canvas numbers within `tolerance` points are equal.
    ///
    /// ```swift
    /// let diff = FramesDiff(reference: reference, actual: actual, tolerance: 0.5)
    /// ```
    public init(reference: FramesSnapshot, actual: FramesSnapshot, tolerance: Double = 1e-6) {
        self.tolerance = tolerance
        var changes: [FramesChange] = []
        if abs(reference.canvasSize.width - actual.canvasSize.width) > tolerance
            || abs(reference.canvasSize.height - actual.canvasSize.height) > tolerance {
            changes.append(.canvasResized(from: reference.canvasSize, to: actual.canvasSize))
        }
        let matching = ViewMatching(reference: reference.views, actual: actual.views)
        changes += CauseGrouping(reference: reference.views, pairs: matching.pairs, tolerance: tolerance).changes
        changes += matching.added.map { .viewAdded(name: $0.name, subviews: $0.subviews) }
        changes += matching.removed.map { .viewRemoved(name: $0.name, subviews: $0.subviews) }
        let diagnostics = DiagnosticsComparison(reference: reference.diagnostics, actual: actual.diagnostics)
        changes += diagnostics.removed.map(FramesChange.diagnosticRemoved)
        changes += diagnostics.added.map(FramesChange.diagnosticAdded)
        self.changes = changes
    }

    /// Whether nothing changed beyond the tolerance.
    ///
    /// ```swift
    /// #expect(FramesDiff(reference: reference, actual: actual, tolerance: 0.5).isEqual)
    /// ```
    public var isEqual: Bool { changes.isEmpty }

    /// The changes on one line, separated by `; ` (empty when equal).
    ///
    /// ```swift
    /// diff.summary // "title: y +4 (height 20→24); 7 views below moved +4; badge added"
    /// ```
    public var summary: String { changes.map(\.description).joined(separator: "; ") }

    /// The changes as failure messages show them: the geometry on one line (`title: height 20→24; badge
    /// added`, or `N diagnostics differ` when only diagnostics changed), then one line per diagnostic with its
    /// position and the first line of its message. Empty when equal.
    ///
    /// ```swift
    /// diff.summaryLines
    /// // ["box: width 200→100", "diagnostic removed: card.swiftlay:18:23: error: Unable to simultaneously satisfy constraints."]
    /// ```
    public var summaryLines: [String] {
        guard !isEqual else { return [] }
        let geometry = changes.filter { !$0.isDiagnostic }.map(\.description)
        let diagnostics = changes.filter(\.isDiagnostic).map(\.description)
        let head = geometry.isEmpty
            ? "\(diagnostics.count) diagnostic\(diagnostics.count == 1 ? "" : "s") differ\(diagnostics.count == 1 ? "s" : "")"
            : geometry.joined(separator: "; ")
        return [head] + diagnostics
    }

    /// Every change in full, one per paragraph (diagnostics with their whole message), for the artifacts
    /// folder; ends with a newline.
    ///
    /// ```swift
    /// try Data(diff.fullText.utf8).write(to: artifacts.appendingPathComponent("card.changes.txt"))
    /// ```
    public var fullText: String {
        changes.map(\.fullText).joined(separator: "\n\n") + "\n"
    }
}
