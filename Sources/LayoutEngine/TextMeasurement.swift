import Foundation
import LayoutScene
import LayoutSolver

/// Measures text-sized views (``LayoutScene/TextSizedView``: labels, buttons, text fields…) with one measurer,
/// measuring each distinct request once per layout. Widths handed to views and to the measurer are finite and within
/// the solver's range.
final class TextMeasurement {
    private let measurer: any TextMeasuring
    private let budget: WorkBudget
    private var cache: [TextMeasureRequest: TextMetrics] = [:]
    /// The view being measured, which a budget that runs out names.
    private var subject = ""
    /// What one measurement costs besides its text: laying out a paragraph with Pango takes about as long as two
    /// hundred evaluation steps (an estimate, measured on the samples).
    static let stepsPerRequest = 200
    private var subjectLocation: SourceLocation?

    /// Measures with `measurer`, each new request spending ``stepsPerRequest`` steps and one per byte of its text
    /// from `budget`; once the budget has run out, text measures empty.
    init(measurer: any TextMeasuring, budget: WorkBudget = WorkBudget()) {
        self.measurer = measurer
        self.budget = budget
    }

    /// The measurement before any solve.
    func firstInput(for view: any TextSizedView) -> TextInput {
        subject = (view as? View)?.qualifiedName ?? "a text"
        subjectLocation = (view as? View)?.placementLocation
        var requests: [TextMeasureRequest] = []
        let content = view.measureTextContent(width: nil) { request in
            requests.append(Self.usable(request))
            return measure(request)
        }
        return TextInput(sizingRequests: requests, content: content)
    }

    /// The measurement once the view has a width (a width that is not finite counts as none).
    func input(for view: any TextSizedView, solvedWidth: CGFloat) -> TextInput {
        subject = (view as? View)?.qualifiedName ?? "a text"
        subjectLocation = (view as? View)?.placementLocation
        let requests = sizingRequests(for: view)
        let content = view.measureTextContent(width: Self.usableWidth(solvedWidth)) { measure($0) }
        return TextInput(sizingRequests: requests, content: content)
    }

    /// The requests the view measures before it has a width.
    func sizingRequests(for view: any TextSizedView) -> [TextMeasureRequest] {
        firstInput(for: view).sizingRequests
    }

    /// A width a measurer can wrap at: none for a width that is not finite, at most the largest layout number.
    private static func usableWidth(_ width: CGFloat?) -> CGFloat? {
        guard let width, width.isFinite else { return nil }
        return Swift.min(Swift.max(0, width), CGFloat(Solver.maximumMagnitude))
    }

    private static func usable(_ request: TextMeasureRequest) -> TextMeasureRequest {
        var usable = request
        usable.maxWidth = usableWidth(request.maxWidth)
        return usable
    }

    private func measure(_ request: TextMeasureRequest) -> TextMetrics {
        let request = Self.usable(request)
        if let known = cache[request] { return known }
        guard budget.spend(request.text.utf8.count + Self.stepsPerRequest, in: .textLayout, on: subject, at: subjectLocation) else {
            return .empty
        }
        let metrics = measurer.measure(request)
        cache[request] = metrics
        return metrics
    }
}
