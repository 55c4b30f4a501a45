import Foundation
import LayoutScene

/// The values constraint constants depend on that come from solved frames: text measurements of text-sized views
/// (content size, baselines), safe-area insets (guides, margins) and scroll views' adjusted content insets (where the
/// content rests). Layout re-solves until they stop changing.
struct DynamicInputs {
    var texts: [ObjectIdentifier: TextInput] = [:]
    var safeAreaInsets: [ObjectIdentifier: EdgeInsets] = [:]
    var adjustedContentInsets: [ObjectIdentifier: EdgeInsets] = [:]

    /// The values before the first solve: the last layout's where they still apply, else text measured before any width
    /// and no safe area below the canvas.
    static func initial(views: [View], canvas: Canvas, previous: DynamicInputs?,
                        measurement: TextMeasurement) -> DynamicInputs {
        var inputs = DynamicInputs()
        for view in views {
            let key = ObjectIdentifier(view)
            inputs.safeAreaInsets[key] = view === canvas ? SafeAreaInsets.ofCanvas(canvas)
                : previous?.safeAreaInsets[key] ?? .zero
            if let scrollView = view as? ScrollView {
                inputs.adjustedContentInsets[key] = previous?.adjustedContentInsets[key] ?? scrollView.contentInset
            }
            guard let sized = view as? any TextSizedView else { continue }
            let first = measurement.firstInput(for: sized)
            if let known = previous?.texts[key], known.sizingRequests == first.sizingRequests {
                inputs.texts[key] = known
            } else {
                inputs.texts[key] = first
            }
        }
        return inputs
    }

    /// The values the solved `frames` (canvas coordinates) and scroll views' `contentSizes` imply; where one is
    /// within rounding noise of the current value the current value is kept, so that settled inputs compare equal.
    func updated(views: [View], canvas: Canvas, frames: (View) -> CGRect, contentSizes: (ScrollView) -> CGSize,
                 measurement: TextMeasurement) -> DynamicInputs {
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
            if let scrollView = view as? ScrollView {
                var adjusted = AdjustedContentInset.of(scrollView, safeArea: insets,
                                                       contentSize: contentSizes(scrollView),
                                                       boundsSize: frames(view).size)
                if let current = adjustedContentInsets[key], current.isClose(to: adjusted) { adjusted = current }
                next.adjustedContentInsets[key] = adjusted
            }
            guard let sized = view as? any TextSizedView else { continue }
            let measured = measurement.input(for: sized, solvedWidth: frames(view).size.width)
            if let current = texts[key], current.isClose(to: measured) { continue }
            next.texts[key] = measured
        }
        return next
    }

    /// The views whose values differ between `self` and `other` beyond rounding noise, each with what changed.
    func changes(from other: DynamicInputs, in views: [View]) -> [String] {
        views.compactMap { view in
            let key = ObjectIdentifier(view)
            var changed: [String] = []
            if let mine = texts[key], let theirs = other.texts[key], !mine.isClose(to: theirs) {
                changed.append("text size")
            }
            if let mine = safeAreaInsets[key], let theirs = other.safeAreaInsets[key], !mine.isClose(to: theirs) {
                changed.append("safe area")
            }
            if let mine = adjustedContentInsets[key], let theirs = other.adjustedContentInsets[key],
               !mine.isClose(to: theirs) {
                changed.append("content inset")
            }
            return changed.isEmpty ? nil : "\(view.qualifiedName) (\(changed.joined(separator: ", ")))"
        }
    }
}
