import Foundation
import LayoutScene

/// How layout works out a scroll view's adjusted content inset (UIKit's `adjustedContentInset`): its
/// ``LayoutScene/ScrollView/contentInset`` plus the safe-area insets its
/// ``LayoutScene/ScrollView/contentInsetAdjustmentBehavior`` adds. An unscrolled scroll view rests with its content
/// at those insets, so rows pinned under a navigation bar start below the bar.
enum AdjustedContentInset {
    /// The adjusted inset of `scrollView` with `safeArea` insets, `contentSize` and `boundsSize` from the current
    /// solve.
    static func of(_ scrollView: ScrollView, safeArea: EdgeInsets, contentSize: CGSize,
                   boundsSize: CGSize) -> EdgeInsets {
        let scrolls = scrollableAxes(of: scrollView, contentSize: contentSize, boundsSize: boundsSize)
        let vertical: Bool, horizontal: Bool
        switch scrollView.contentInsetAdjustmentBehavior {
        case .never:
            (vertical, horizontal) = (false, false)
        case .always:
            (vertical, horizontal) = (true, true)
        case .scrollableAxes:
            (vertical, horizontal) = scrolls
        case .automatic:
            (vertical, horizontal) = (scrolls.vertical || isAdjustedControllerContent(scrollView), scrolls.horizontal)
        }
        let added = EdgeInsets(top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
                               bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
        return scrollView.contentInset + added
    }

    /// The content offset layout shows `scrollView` at: the one code set, else the resting one for `adjusted`.
    static func contentOffset(of scrollView: ScrollView, adjusted: EdgeInsets) -> CGPoint {
        scrollView.isScrolledByCode ? scrollView.contentOffset : CGPoint(x: -adjusted.left, y: -adjusted.top)
    }

    /// Whether the content is longer than the bounds along each axis, or the scroll view always bounces along it.
    private static func scrollableAxes(of scrollView: ScrollView, contentSize: CGSize,
                                       boundsSize: CGSize) -> (vertical: Bool, horizontal: Bool) {
        let tolerance: CGFloat = 0.001
        return (scrollView.alwaysBounceVertical || contentSize.height > boundsSize.height + tolerance,
                scrollView.alwaysBounceHorizontal || contentSize.width > boundsSize.width + tolerance)
    }

    /// Whether `scrollView` is the content of a controller in a navigation or tab bar controller that adjusts its
    /// scroll views: the controller's root view, or the root view's first subview (the view UIKit has adjusted
    /// since iOS 7).
    private static func isAdjustedControllerContent(_ scrollView: ScrollView) -> Bool {
        var controller = scrollView.owningViewController
        if controller == nil, let superview = scrollView.superview, superview.subviews.first === scrollView {
            controller = superview.owningViewController
        }
        guard let controller, controller.automaticallyAdjustsScrollViewInsets else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }
}
