import Foundation
import LayoutScene

/// A label's measured text, on which its content-size and baseline constants depend.
struct LabelInput {
    /// The request the intrinsic width is measured for: unwrapped, or at `preferredMaxLayoutWidth`.
    let sizingRequest: TextMeasureRequest
    /// The intrinsic size, rounded up to whole points as UILabel does.
    let intrinsicSize: CGSize
    /// The text as drawn at the label's width, which places the baselines.
    let metrics: TextMetrics

    /// Whether `other` holds the same numbers, up to rounding noise.
    func isClose(to other: LabelInput) -> Bool {
        sizingRequest == other.sizingRequest && intrinsicSize.isClose(to: other.intrinsicSize)
            && metrics.size.isClose(to: other.metrics.size) && metrics.lineCount == other.metrics.lineCount
            && metrics.firstBaseline.isClose(to: other.metrics.firstBaseline)
            && metrics.lastBaseline.isClose(to: other.metrics.lastBaseline)
    }
}
