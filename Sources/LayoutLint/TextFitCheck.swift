import Foundation
import LayoutScene

/// `truncated-text`: a label's text measured at its frame's width, wrapping freely, must need no more lines than
/// `numberOfLines` allows (0: any), no more lines than the frame's height holds, and no word wider than the frame;
/// otherwise UIKit draws it with `…` (or cuts it). As UIKit lays a label out, the frame holds each line whose bottom
/// is inside it, and always the first: a one-line label a little shorter than its line is drawn whole, centred over
/// its bounds, not cut. A label of zero width and height has not been placed at all (the app's
/// storyboard or data would); it is left to `ambiguous`. Text, fonts and line counts the scene set from unknown
/// values are not judged.
struct TextFitCheck {
    static let measuredProperties: Set = ["text", "font", "numberOfLines", "attributedText", "lineBreakMode"]
    let measurer: any TextMeasuring

    func findings(for subject: LintSubject) -> [LintFinding] {
        guard let label = subject.view as? Label, let text = label.text, !text.isEmpty,
              label.unknownAssignments.isDisjoint(with: Self.measuredProperties) else { return [] }
        let frame = subject.layout.frame
        var request = label.measureRequest(maxWidth: max(frame.width, 0))
        request.numberOfLines = 0
        let needed = measurer.measure(request)
        let tolerance = Linter.tolerance
        if frame.width <= tolerance, frame.height <= tolerance { return [] }
        if frame.width <= tolerance || frame.height <= tolerance {
            return [subject.finding(.truncatedText, "'\(subject.name)' has \(points(frame.width)) × "
                + "\(points(frame.height)) pt for its text: none of it shows")]
        }
        if label.numberOfLines > 0, needed.lineCount > label.numberOfLines {
            return [subject.finding(.truncatedText, "'\(subject.name)' needs \(needed.lineCount) lines at "
                + "\(points(frame.width)) pt wide but shows \(label.numberOfLines)")]
        }
        if needed.size.width > frame.width + tolerance {
            return [subject.finding(.truncatedText, "'\(subject.name)' needs \(points(needed.size.width)) pt of width "
                + "but has \(points(frame.width))")]
        }
        if needed.lineCount > Self.linesShown(in: frame.height, of: needed) {
            return [subject.finding(.truncatedText, "'\(subject.name)' needs \(points(needed.size.height)) pt of "
                + "height but has \(points(frame.height))")]
        }
        return []
    }

    /// How many of the measured lines a label `height` tall shows: those that end inside it, and at least one.
    static func linesShown(in height: CGFloat, of needed: TextMetrics) -> Int {
        guard needed.lineCount > 0, needed.size.height > 0 else { return 1 }
        let lineHeight = needed.size.height / CGFloat(needed.lineCount)
        return max(1, Int(((height + Linter.tolerance) / lineHeight).rounded(.down)))
    }
}
