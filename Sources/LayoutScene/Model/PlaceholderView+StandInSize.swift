import Foundation

/// The intrinsic size a ``PlaceholderView`` stands in with. The class it stands for sizes itself in a way no file
/// given says (a header laying out its own labels, a button factory's button), so constraints that leave its size to
/// it would leave the placeholder ambiguous, and Interface Builder's answer for a custom class it cannot run is a
/// *placeholder* intrinsic size. These numbers are estimates, kept in this one table: wide enough for the caption the
/// placeholder is drawn with plus ``standInPadding`` on each side, and ``standInHeight`` tall — UIKit's standard
/// row and bar height. They take part half a point above UIView's default hugging and compression resistance (250.5
/// and 750.5, priorities no app spells), as the class's own content would hold its size (an app's view class lays
/// its content out with required constraints): a view of the file's own beside it, stretched or compressed at the
/// defaults, gives way first, instead of the two tying and leaving the layout ambiguous, and so does a constraint the
/// file states at a default priority; any constraint the file states above them wins. A placeholder that stands for
/// a container (``PlaceholderView/isContainer``: a `contentView` a base class declares) and that the files add views
/// into has no stand-in size: those views' constraints size it, as a plain `UIView`'s.
///
/// ```swift
/// let header = PlaceholderView(className: "ProfileHeaderView")
/// canvas.addSubview(header)   // pinned to the top and sides only
/// canvas.layout(measuring: MonospacedTextMeasurer())
/// header.frame.height          // 44
/// ```
extension PlaceholderView: TextSizedView {
    /// The caption's font, measured here and drawn by the painter.
    public static let captionFont = Font.systemFont(ofSize: 12)
    /// Space on each side of the caption in the stand-in width (estimate).
    public static let standInPadding: CGFloat = 8
    /// The stand-in height: UIKit's standard table row and navigation bar height (estimate).
    public static let standInHeight: CGFloat = 44

    /// The stand-in size: the caption's width plus padding, by ``standInHeight``; none for a container holding views.
    ///
    /// ```swift
    /// header.measureTextContent(width: nil, using: measurer.measure).intrinsicSize.height // 44
    /// ```
    public func measureTextContent(width: CGFloat?, using measure: (TextMeasureRequest) -> TextMetrics) -> TextContent {
        guard !isContainer || subviews.isEmpty else {
            return TextContent(intrinsicSize: CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric),
                               texts: [])
        }
        let caption = measure(TextMeasureRequest(text: className, font: Self.captionFont, maxWidth: nil,
                                                 numberOfLines: 1, lineBreakMode: .byClipping))
        return TextContent(intrinsicSize: CGSize(width: caption.roundedSize.width + 2 * Self.standInPadding,
                                                 height: Self.standInHeight), texts: [])
    }
}
