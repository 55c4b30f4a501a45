import Foundation
import LayoutScene
import LayoutSolver

/// Measures labels the way UILabel sizes itself, measuring each distinct request once per layout.
final class LabelMeasurement {
    private let measurer: any TextMeasuring
    private var cache: [TextMeasureRequest: TextMetrics] = [:]

    init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// The measurement before any solve: the text unwrapped (a multi-line label with a preferred width wraps there).
    func firstInput(for label: Label) -> LabelInput {
        let request = sizingRequest(for: label)
        let metrics = measure(request)
        return LabelInput(sizingRequest: request, intrinsicSize: Self.roundedUp(metrics.size), metrics: metrics)
    }

    /// The measurement once the label has a width: the text is drawn (and its baselines placed) at that width, and a
    /// multi-line label without a preferred width takes the wrapped height while keeping the unwrapped width.
    func input(for label: Label, solvedWidth: CGFloat) -> LabelInput {
        let request = sizingRequest(for: label)
        let sizing = measure(request)
        let drawn = measure(label.measureRequest(maxWidth: Self.usableWidth(solvedWidth)))
        let wrapsAtSolvedWidth = label.numberOfLines != 1 && request.maxWidth == nil
        let size = CGSize(width: sizing.size.width, height: wrapsAtSolvedWidth ? drawn.size.height : sizing.size.height)
        return LabelInput(sizingRequest: request, intrinsicSize: Self.roundedUp(size), metrics: drawn)
    }

    /// The request the intrinsic width comes from; only multi-line labels use `preferredMaxLayoutWidth`.
    func sizingRequest(for label: Label) -> TextMeasureRequest {
        let preferred = label.preferredMaxLayoutWidth
        let usesPreferred = label.numberOfLines != 1 && preferred > 0
        return label.measureRequest(maxWidth: usesPreferred ? Self.usableWidth(preferred) : nil)
    }

    /// A width a measurer can wrap at: none for a width that is not finite, at most the largest layout number.
    private static func usableWidth(_ width: CGFloat) -> CGFloat? {
        width.isFinite ? Swift.min(Swift.max(0, width), CGFloat(Solver.maximumMagnitude)) : nil
    }

    private func measure(_ request: TextMeasureRequest) -> TextMetrics {
        if let known = cache[request] { return known }
        let metrics = measurer.measure(request)
        cache[request] = metrics
        return metrics
    }

    /// Whole points upwards, ignoring the last millionth so that `12.000000000000002` stays 12.
    private static func roundedUp(_ size: CGSize) -> CGSize {
        CGSize(width: roundedUp(size.width), height: roundedUp(size.height))
    }

    private static func roundedUp(_ length: CGFloat) -> CGFloat {
        // Adding zero turns -0.0 (from rounding a tiny negative up) into 0.0.
        Swift.max(0, (length - 1e-6).rounded(.up)) + 0
    }
}
