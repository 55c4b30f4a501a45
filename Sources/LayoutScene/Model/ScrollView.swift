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
    /// The size of the content area; written by layout when constraints define it.
    public var contentSize: CGSize = .zero
    /// How far the content is scrolled: the content point shown at the viewport's top-left corner.
    public var contentOffset: CGPoint = .zero
    /// Whether a vertical indicator would show (kept for pasted code; not drawn).
    public var showsVerticalScrollIndicator = true
    /// Whether a horizontal indicator would show (kept for pasted code; not drawn).
    public var showsHorizontalScrollIndicator = true
    /// Extra space around the content (kept for pasted code). As in UIKit, setting it does not scroll: the content
    /// stays at ``contentOffset``, so a still picture shows it where it was.
    public var contentInset: EdgeInsets = .zero
    /// Whether vertical bouncing is on (kept for pasted code; no effect on layout).
    public var alwaysBounceVertical = false
    /// Whether horizontal bouncing is on (kept for pasted code; no effect on layout).
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
