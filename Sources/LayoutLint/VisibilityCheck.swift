import Foundation
import LayoutScene

/// `clipped` and `off-screen`: a view with a size must lie inside its nearest ancestor that clips to its bounds and,
/// unless it is in a scroll view's content or there is no screen (a cell drawn on its own), inside the screen.
struct VisibilityCheck {
    let screen: CGRect?

    func findings(for subject: LintSubject) -> [LintFinding] {
        let frame = subject.layout.absoluteFrame
        guard frame.width > Linter.tolerance, frame.height > Linter.tolerance else { return [] }
        var findings: [LintFinding] = []
        if let clipping = subject.ancestor(where: { $0.clipsToBounds && !($0 is ScrollView) }),
           let cut = Self.overhang(of: frame, past: clipping.absoluteFrame) {
            let clipper = ViewPath.of(clipping.view)
            findings.append(subject.finding(.clipped, "'\(subject.name)' is cut by '\(clipper)', which clips to its "
                + "bounds: it reaches \(cut)"))
        }
        if let screen, subject.ancestor(where: { $0 is ScrollView }) == nil,
           let past = Self.overhang(of: frame, past: screen) {
            findings.append(subject.finding(.offScreen, "'\(subject.name)' reaches \(past) of the screen"))
        }
        return findings
    }

    /// `12 pt past the right edge` (the largest overhang and its edge), or nil when `frame` lies inside `bounds`.
    static func overhang(of frame: CGRect, past bounds: CGRect) -> String? {
        let edges = [("left", bounds.minX - frame.minX), ("top", bounds.minY - frame.minY),
                     ("right", frame.maxX - bounds.maxX), ("bottom", frame.maxY - bounds.maxY)]
        guard let (edge, amount) = edges.max(by: { $0.1 < $1.1 }), amount > Linter.tolerance else { return nil }
        return "\(points(amount)) pt past the \(edge) edge"
    }
}
