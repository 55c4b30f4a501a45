import Foundation

/// A row of page dots, as `UIPageControl`: 26 pt tall and 16 pt per page plus 8 (estimates, ``ControlMetrics``);
/// the current page's dot is dark. A single page is hidden while ``hidesForSinglePage``.
///
/// ```swift
/// let pages = UIPageControl()
/// pages.numberOfPages = 4
/// pages.currentPage = 1
/// ```
open class PageControl: Control {
    /// How many pages (dots).
    public var numberOfPages = 0
    /// The page shown (its dot is highlighted).
    public var currentPage = 0
    /// Whether a control with one page draws nothing.
    public var hidesForSinglePage = false
    /// The dots' colour; `nil` is a light grey.
    public var pageIndicatorTintColor: Color?
    /// The current dot's colour; `nil` is the label colour.
    public var currentPageIndicatorTintColor: Color?

    /// The dots drawn: none for no pages or a single page hidden.
    ///
    /// ```swift
    /// pages.visibleDotCount // 4
    /// ```
    public var visibleDotCount: Int {
        numberOfPages <= 0 || (numberOfPages == 1 && hidesForSinglePage) ? 0 : numberOfPages
    }

    /// 16 pt per page plus 8, 26 tall (zero wide without pages).
    ///
    /// ```swift
    /// pages.intrinsicContentSize // 72 × 26 for 4 pages
    /// ```
    open override var intrinsicContentSize: CGSize {
        let pages = CGFloat(max(0, min(numberOfPages, 10_000)))
        let width = pages > 0 ? pages * ControlMetrics.pageControlPageWidth + ControlMetrics.pageControlPadding : 0
        return CGSize(width: width, height: ControlMetrics.pageControlHeight)
    }
}

/// UIKit's name for ``PageControl``.
///
/// ```swift
/// let pages = UIPageControl()
/// ```
public typealias UIPageControl = PageControl
