import Foundation

/// A view whose frame is a viewport onto larger content, as `UIScrollView`.
///
/// Constraints from subviews to the scroll view's edges (or to ``contentLayoutGuide``) define the content
/// area and so ``contentSize``; width and height constraints to the scroll view, and constraints to
/// ``frameLayoutGuide``, refer to the viewport.
///
/// ```swift
/// let scroll = UIScrollView()
/// scroll.addSubview(stack)
/// stack.snp.makeConstraints { make in
///     make.edges.equalToSuperview()          // content area
///     make.width.equalToSuperview()          // viewport width: scrolls vertically only
/// }
/// ```
open class ScrollView: View {
    /// The size of the content area: the size code set, replaced by layout in each dimension the constraints define.
    /// A dimension the constraints leave open keeps the code's size, as UIKit's mixed approach does (frames or
    /// partial constraints inside, an explicit content size).
    ///
    /// ```swift
    /// scroll.contentSize = CGSize(width: 0, height: 1200)   // scrolls vertically over 1200 points
    /// ```
    public var contentSize: CGSize {
        get { currentContentSize }
        set {
            currentContentSize = newValue
            isContentSizeSetByCode = true
        }
    }
    /// The content size, whether code or layout wrote it last.
    private var currentContentSize = CGSize.zero
    /// Whether code has set ``contentSize``: layout then sizes the content to it where constraints leave it open.
    package private(set) var isContentSizeSetByCode = false
    /// How far the content is scrolled: the content point shown at the viewport's top-left corner. Until code sets
    /// it, the content rests at its top-left, `(-adjustedContentInset.left, -adjustedContentInset.top)`, as UIKit
    /// shows a scroll view that has not been scrolled: a table under a navigation bar starts below the bar.
    ///
    /// ```swift
    /// scroll.contentOffset = CGPoint(x: 0, y: 120)   // scrolled down by 120 points
    /// ```
    public var contentOffset: CGPoint {
        get { scrolledOffset ?? restingContentOffset }
        set { scrolledOffset = newValue }
    }
    /// The offset code set, if any.
    private var scrolledOffset: CGPoint?
    /// Whether a vertical indicator would show (kept for pasted code; not drawn).
    public var showsVerticalScrollIndicator = true
    /// Whether a horizontal indicator would show (kept for pasted code; not drawn).
    public var showsHorizontalScrollIndicator = true
    /// Extra space around the content, part of ``adjustedContentInset``: an unscrolled scroll view shows its content
    /// inset by it.
    ///
    /// ```swift
    /// collection.contentInset = UIEdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
    /// ```
    public var contentInset: EdgeInsets = .zero
    /// Which edges of the safe area are added to ``contentInset`` (see ``ContentInsetAdjustmentBehavior``);
    /// `.automatic` by default, as in UIKit.
    ///
    /// ```swift
    /// table.contentInsetAdjustmentBehavior = .never   // rows start at the table's top edge, under any bar
    /// ```
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// ``contentInset`` plus the safe-area insets ``contentInsetAdjustmentBehavior`` adds; written by layout.
    ///
    /// ```swift
    /// canvas.layout()
    /// table.adjustedContentInset.top   // 103 under an iPhone 15's navigation bar
    /// ```
    public package(set) var adjustedContentInset: EdgeInsets = .zero
    /// Whether the content bounces vertically even when it fits, which makes the vertical axis scrollable for
    /// ``contentInsetAdjustmentBehavior``; false by default, true for tables, as in UIKit.
    ///
    /// ```swift
    /// collection.alwaysBounceVertical = true   // pull to refresh on a short list
    /// ```
    public var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits, which makes the horizontal axis scrollable for
    /// ``contentInsetAdjustmentBehavior``; false by default.
    ///
    /// ```swift
    /// pager.alwaysBounceHorizontal = true
    /// ```
    public var alwaysBounceHorizontal = false

    /// The guide for the content area, in content coordinates.
    ///
    /// ```swift
    /// stack.snp.makeConstraints { make in make.edges.equalTo(scroll.contentLayoutGuide) }
    /// ```
    public private(set) lazy var contentLayoutGuide = LayoutGuide(
        kind: .scrollContent, identifier: "UIScrollView-contentLayoutGuide", owner: self)

    /// The guide for the viewport (the scroll view's frame).
    ///
    /// ```swift
    /// stack.snp.makeConstraints { make in make.width.equalTo(scroll.frameLayoutGuide) }
    /// ```
    public private(set) lazy var frameLayoutGuide = LayoutGuide(
        kind: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide", owner: self)

    /// Whether UIKit sizes the content itself rather than from constraints (tables and collections size it from their
    /// rows and items), so that constraints leaving it open are not ambiguous.
    package var sizesContentItself: Bool { false }

    /// Where the content rests before anything scrolls it: its top-left corner at the adjusted insets.
    package var restingContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// Records the content size layout found: `width` and `height` are the dimensions it determined, `nil` for
    /// one it left open, which keeps its value. Unlike setting ``contentSize``, this is not code's size.
    package func recordLaidOutContentSize(width: CGFloat?, height: CGFloat?) {
        if let width { currentContentSize.width = width }
        if let height { currentContentSize.height = height }
    }

    /// Whether code has set ``contentOffset`` (layout keeps that offset instead of the resting one).
    package var isScrolledByCode: Bool { scrolledOffset != nil }

    override var ownedSystemGuides: [LayoutGuide] { [contentLayoutGuide, frameLayoutGuide] }
    override var boundsOrigin: CGPoint {
        get { contentOffset }
        set { contentOffset = newValue }
    }
}

/// UIKit's name for ``ScrollView``.
///
/// ```swift
/// let scroll = UIScrollView()
/// ```
public typealias UIScrollView = ScrollView
