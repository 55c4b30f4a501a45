import Foundation
import LayoutScene

/// A text-sized view's measured content, on which its content-size and baseline constants depend.
struct TextInput {
    /// The requests measured for the view before it had a width; while they stay the same, a later layout may start
    /// from this input.
    let sizingRequests: [TextMeasureRequest]
    /// The intrinsic size and the text as laid out at the view's width.
    let content: TextContent

    /// The text that places the view's baselines.
    var baselineText: TextMetrics? { content.texts.first }

    /// Whether `other` holds the same numbers, up to rounding noise.
    func isClose(to other: TextInput) -> Bool {
        sizingRequests == other.sizingRequests && content.intrinsicSize.isClose(to: other.content.intrinsicSize)
            && content.texts.count == other.content.texts.count
            && zip(content.texts, other.content.texts).allSatisfy { mine, theirs in
                mine.size.isClose(to: theirs.size) && mine.lineCount == theirs.lineCount
                    && mine.firstBaseline.isClose(to: theirs.firstBaseline)
                    && mine.lastBaseline.isClose(to: theirs.lastBaseline)
            }
    }
}
