import Foundation
import LayoutEngine
import LayoutScene

/// Checks a laid-out scene for the layout problems users meet and snapshot tests miss (see ``LintRule``), in the
/// order views appear in the tree, rule by rule for each view. Hidden views and views inside hidden ones are left
/// out; so are views of zero size, except a label whose text then does not fit.
///
/// ```swift
/// let result = canvas.layout(measuring: measurer)
/// for finding in Linter(measuring: measurer).findings(in: canvas, result: result) { print(finding.message) }
/// ```
public struct Linter: Sendable {
    /// The least width and height of a control to touch, in points (Apple's Human Interface Guidelines).
    public static let minimumTouchSize: CGFloat = 44
    /// How far a frame may pass a limit before it counts, absorbing rounding.
    static let tolerance: CGFloat = 0.5

    let measurer: any TextMeasuring

    /// A linter measuring text with `measurer`, which should be the measurer the layout used.
    ///
    /// ```swift
    /// let linter = Linter(measuring: MonospacedTextMeasurer())
    /// ```
    public init(measuring measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// The findings of `result`, the latest layout of `canvas`.
    ///
    /// ```swift
    /// let findings = Linter(measuring: measurer).findings(in: canvas, result: result)
    /// ```
    public func findings(in canvas: Canvas, result: LayoutResult) -> [LintFinding] {
        let screen = CGRect(origin: .zero, size: canvas.frame.size)
        var findings: [LintFinding] = []
        for layout in result.views where layout.view !== canvas && !Self.isHidden(layout.view) {
            let subject = LintSubject(layout: layout, result: result)
            findings += TextFitCheck(measurer: measurer).findings(for: subject)
            findings += VisibilityCheck(screen: screen).findings(for: subject)
            findings += TouchTargetCheck(screen: screen, safeArea: canvas.deviceSafeAreaInsets).findings(for: subject)
            findings += OverlapCheck().findings(for: subject)
            findings += ContrastCheck().findings(for: subject)
            if !layout.ambiguousAttributes.isEmpty {
                let attributes = layout.ambiguousAttributes.joined(separator: ", ")
                findings.append(subject.finding(.ambiguous, "'\(subject.name)' has no determined \(attributes): its "
                    + "constraints allow more than one frame"))
            }
        }
        for conflict in result.conflicts {
            guard case .scene(let broken) = conflict.brokenConstraint else { continue }
            let view = result.views.first { $0.view === broken.firstItem.hierarchyView }
            findings.append(LintFinding(rule: .conflict, view: view.map { LintSubject.path(of: $0, in: result) } ?? "",
                                        message: "broken to resolve a conflict: \(broken)", location: broken.location))
        }
        return findings
    }

    /// Whether the view or an ancestor is hidden.
    static func isHidden(_ view: View) -> Bool {
        var current: View? = view
        while let view = current {
            if view.isHidden { return true }
            current = view.superview
        }
        return false
    }
}
