import Foundation
import LayoutScene

/// The values constraint constants depend on that come from solved frames: label measurements (content size,
/// baselines) and safe-area insets (guides, margins). Layout re-solves until they stop changing.
struct DynamicInputs {
    var labels: [ObjectIdentifier: LabelInput] = [:]
    var safeAreaInsets: [ObjectIdentifier: EdgeInsets] = [:]

    /// The values before the first solve: the last layout's where they still apply, else labels measured unwrapped
    /// and no safe area below the canvas.
    static func initial(views: [View], canvas: Canvas, previous: DynamicInputs?,
                        measurement: LabelMeasurement) -> DynamicInputs {
        var inputs = DynamicInputs()
        for view in views {
            let key = ObjectIdentifier(view)
            inputs.safeAreaInsets[key] = view === canvas ? SafeAreaInsets.ofCanvas(canvas)
                : previous?.safeAreaInsets[key] ?? .zero
            guard let label = view as? Label else { continue }
            if let known = previous?.labels[key], known.sizingRequest == measurement.sizingRequest(for: label) {
                inputs.labels[key] = known
            } else {
                inputs.labels[key] = measurement.firstInput(for: label)
            }
        }
        return inputs
    }

    /// The values the solved `frames` (canvas coordinates) imply; where one is within rounding noise of the current
    /// value the current value is kept, so that settled inputs compare equal.
    func updated(views: [View], canvas: Canvas, frames: (View) -> CGRect,
                 measurement: LabelMeasurement) -> DynamicInputs {
        var next = self
        for view in views {
            let key = ObjectIdentifier(view)
            var insets = SafeAreaInsets.ofCanvas(canvas)
            if view !== canvas, let superview = view.superview {
                let superviewInsets = next.safeAreaInsets[ObjectIdentifier(superview)] ?? .zero
                insets = SafeAreaInsets.inherited(frame: frames(view), superviewFrame: frames(superview),
                                                  superviewInsets: superviewInsets,
                                                  additional: view.additionalSafeAreaInsets)
            }
            if let current = safeAreaInsets[key], current.isClose(to: insets) { insets = current }
            next.safeAreaInsets[key] = insets
            guard let label = view as? Label else { continue }
            let measured = measurement.input(for: label, solvedWidth: frames(view).size.width)
            if let current = labels[key], current.isClose(to: measured) { continue }
            next.labels[key] = measured
        }
        return next
    }

    /// The views whose values differ between `self` and `other` beyond rounding noise, each with what changed.
    func changes(from other: DynamicInputs, in views: [View]) -> [String] {
        views.compactMap { view in
            let key = ObjectIdentifier(view)
            var changed: [String] = []
            if let mine = labels[key], let theirs = other.labels[key], !mine.isClose(to: theirs) {
                changed.append("text size")
            }
            if let mine = safeAreaInsets[key], let theirs = other.safeAreaInsets[key], !mine.isClose(to: theirs) {
                changed.append("safe area")
            }
            return changed.isEmpty ? nil : "\(view.qualifiedName) (\(changed.joined(separator: ", ")))"
        }
    }
}
