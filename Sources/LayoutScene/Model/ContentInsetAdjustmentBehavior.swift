import Foundation

/// Which of a scroll view's safe-area insets UIKit adds to its ``ScrollView/contentInset`` to make its
/// ``ScrollView/adjustedContentInset``, as `UIScrollView.ContentInsetAdjustmentBehavior`. An axis is *scrollable* when
/// the content is longer than the scroll view along it, or the scroll view always bounces along it.
///
/// ```swift
/// scroll.contentInsetAdjustmentBehavior = .never
/// ```
public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable, CaseIterable {
    /// As ``scrollableAxes``, and the top and bottom always when the scroll view is its controller's content (its
    /// root view, or the root view's first subview) and the controller is in a navigation or tab bar controller
    /// that adjusts its scroll views (``ViewController/automaticallyAdjustsScrollViewInsets``).
    case automatic = 0
    /// The top and bottom when the vertical axis is scrollable, the left and right when the horizontal one is.
    case scrollableAxes = 1
    /// None: the content starts at the scroll view's edges, under any bar.
    case never = 2
    /// All four edges.
    case always = 3
}

extension ScrollView {
    /// UIKit's name for ``ContentInsetAdjustmentBehavior``.
    ///
    /// ```swift
    /// let behavior: UIScrollView.ContentInsetAdjustmentBehavior = .never
    /// ```
    public typealias ContentInsetAdjustmentBehavior = LayoutScene.ContentInsetAdjustmentBehavior
}
