import Foundation
import LayoutEngine
import LayoutScene

/// `overlap`: two siblings whose frames cross by more than half a point each way, when both carry something that must
/// stay readable or touchable — text (labels, text fields and views) or a control. Images, plain views and
/// containers may be layered under or over anything, so a badge on an avatar, a label over a photo or a background
/// view behind a row is never reported; text over text, a button over a label or two controls on each other is.
/// Each pair is reported once, on the later sibling (the one drawn on top); a sibling sized by text the scene could not
/// know (a placeholder for the app's data) is not judged.
struct OverlapCheck {
    func findings(for subject: LintSubject) -> [LintFinding] {
        guard Self.carriesContent(subject.view), let parent = subject.view.superview else { return [] }
        let frame = subject.layout.frame
        var findings: [LintFinding] = []
        for sibling in parent.subviews {
            if sibling === subject.view { break }
            guard Self.carriesContent(sibling), !Linter.isHidden(sibling),
                  let other = subject.result.layout(of: sibling),
                  sibling.unknownAssignments.isDisjoint(with: TextFitCheck.measuredProperties) else { continue }
            let shared = frame.finiteIntersection(other.frame)
            guard !shared.isNull, shared.width > Linter.tolerance, shared.height > Linter.tolerance else { continue }
            let path = ViewPath.of(sibling)
            findings.append(subject.finding(.overlap, "'\(subject.name)' overlaps '\(path)' by \(points(shared.width)) "
                + "× \(points(shared.height)) pt"))
        }
        return findings
    }

    /// Whether the view shows text or takes touches.
    static func carriesContent(_ view: View) -> Bool {
        view is Label || view is Control || view is TextView
    }
}
