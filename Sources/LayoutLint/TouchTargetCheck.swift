import Foundation
import LayoutScene

/// `small-touch-target` and `outside-safe-area`, for the controls whose size the layout decides: buttons, text fields
/// and segmented controls must be at least 44 × 44 pt, and every control on the screen must lie inside its safe area
/// (one past the screen is `off-screen`).
/// Switches, sliders, steppers and page controls keep the size UIKit gives them, which their touch area exceeds, so
/// their size is not the layout's to fix.
struct TouchTargetCheck {
    let screen: CGRect
    let safeArea: EdgeInsets

    func findings(for subject: LintSubject) -> [LintFinding] {
        guard subject.view is Control else { return [] }
        let frame = subject.layout.absoluteFrame
        guard frame.width > Linter.tolerance, frame.height > Linter.tolerance else { return [] }
        var findings: [LintFinding] = []
        let sized = subject.view is Button || subject.view is TextField || subject.view is SegmentedControl
        if sized, frame.width < Linter.minimumTouchSize - Linter.tolerance
            || frame.height < Linter.minimumTouchSize - Linter.tolerance {
            findings.append(subject.finding(.smallTouchTarget, "'\(subject.name)' is \(points(frame.width)) × "
                + "\(points(frame.height)) pt, under the 44 × 44 pt a finger needs"))
        }
        let safe = CGRect(x: screen.minX + safeArea.left, y: screen.minY + safeArea.top,
                          width: screen.width - safeArea.left - safeArea.right,
                          height: screen.height - safeArea.top - safeArea.bottom)
        // a control past the screen is reported as off-screen; one inside it may still reach its unsafe edges
        if safe != screen, subject.ancestor(where: { $0 is ScrollView }) == nil,
           VisibilityCheck.overhang(of: frame, past: screen) == nil,
           let past = VisibilityCheck.overhang(of: frame, past: safe) {
            findings.append(subject.finding(.outsideSafeArea, "'\(subject.name)' reaches \(past) of the safe area"))
        }
        return findings
    }
}
