import Foundation
import LayoutScene
import LayoutSolver

/// Measures text-sized views (``LayoutScene/TextSizedView``: labels, buttons, text fields…) with one measurer,
/// measuring each distinct request once per layout. Widths handed to views and to the measurer are finite and within
/// the solver's range.
final class TextMeasurement {
    private let measurer: any TextMeasuring
    private var cache: [TextMeasureRequest: TextMetrics] = [:]

    init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// The measurement before any solve.
    func firstInput(for view: any TextSizedView) -> TextInput {
        var requests: [TextMeasureRequest] = []
        let content = view.measureTextContent(width: nil) { request in
            requests.append(Self.usable(request))
            return measure(request)
        }
        return TextInput(sizingRequests: requests, content: content)
    }

    /// The measurement once the view has a width (a width that is not finite counts as none).
    func input(for view: any TextSizedView, solvedWidth: CGFloat) -> TextInput {
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
        let metrics = measurer.measure(request)
        cache[request] = metrics
        return metrics
    }
}
