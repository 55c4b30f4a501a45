import Foundation
import LayoutScene

/// `small-touch-target` and `outside-safe-area`, for the controls whose size the layout decides: buttons must be at
/// least 44 × 44 pt, text fields and segmented controls 44 pt wide and as tall as UIKit makes them, and every control
/// on the screen must lie inside its safe area (one past the screen is `off-screen`; a cell drawn on its own has no
/// screen).
/// Switches, sliders, steppers and page controls keep the size UIKit gives them, which their touch area exceeds, so
/// their size is not the layout's to fix.
struct TouchTargetCheck {
    let screen: CGRect?
    let safeArea: EdgeInsets

    /// Whether a button is under 44 pt either way, or a text field or segmented control under 44 pt wide or below the
    /// height UIKit gives it (34 and 32 pt, under 44: UIKit's own height is not the layout's to fix).
    static func isSmall(_ view: View, frame: CGRect) -> Bool {
        let minimum = Linter.minimumTouchSize - Linter.tolerance
        if view is Button { return frame.width < minimum || frame.height < minimum }
        guard view is TextField || view is SegmentedControl else { return false }
        let ownHeight = view.intrinsicContentSize.height
        let height = ownHeight > 0 ? min(minimum, ownHeight - Linter.tolerance) : minimum
        return frame.width < minimum || frame.height < height
    }

    func findings(for subject: LintSubject) -> [LintFinding] {
        guard subject.view is Control else { return [] }
        let frame = subject.layout.absoluteFrame
        guard frame.width > Linter.tolerance, frame.height > Linter.tolerance else { return [] }
        var findings: [LintFinding] = []
        if Self.isSmall(subject.view, frame: frame) {
            findings.append(subject.finding(.smallTouchTarget, "'\(subject.name)' is \(points(frame.width)) × "
                + "\(points(frame.height)) pt, under the 44 × 44 pt a finger needs"))
        }
        guard let screen else { return findings }
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
