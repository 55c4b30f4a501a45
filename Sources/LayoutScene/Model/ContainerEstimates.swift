import Foundation

/// The numbers container view controllers lay their bars out with. UIKit sizes its bars in code; these come from
/// reference 2.6 (`UINavigationBar` 44 pt on iPhone, confirmed; `UITabBar` 49 pt plus the bottom safe area) or are
/// estimates where marked. Keep them here only.
///
/// ```swift
/// ContainerEstimates.navigationBarHeight // 44
/// ContainerEstimates.tabBarHeight        // 49
/// ```
public enum ContainerEstimates {
    /// A navigation bar's height below the status bar: 44 on iPhone in portrait (reference 2.6, confirmed). iPad
    /// bars are 50 and iPhone landscape bars 32 in UIKit; layoutviz uses 44 on every device (an estimate there).
    public static let navigationBarHeight: CGFloat = 44
    /// How much taller a navigation bar showing a large title is (52 on iPhone: 96 in all), an estimate.
    public static let largeTitleHeight: CGFloat = 52
    /// The large title's font: 34-point bold (the `.largeTitle` text style, emphasized).
    public static let largeTitleFont = Font.systemFont(ofSize: 34, weight: .bold)
    /// How much taller a navigation bar showing its item's search bar is (52: the 36-point field with 8 above and
    /// below), an estimate.
    public static let searchBarStripHeight: CGFloat = 52
    /// The space between a navigation bar's edges and its search field (16, the bar's layout margins), an estimate.
    public static let searchFieldInsetInBar: CGFloat = 16
    /// The space between the large title's bottom and the bar's, an estimate.
    public static let largeTitleBottomInset: CGFloat = 8
    /// The title's font: 17 pt semibold (an estimate from iOS 15–17 screenshots; the reference has no value).
    public static let navigationTitleFont = Font.systemFont(ofSize: 17, weight: .semibold)
    /// The most the title takes of the bar's width, centred (an estimate: UIKit leaves room for bar buttons).
    public static let navigationTitleWidthFraction: CGFloat = 0.6
    /// The gap between a navigation bar's edge and its outermost bar button item (its layout margin on iPhone).
    public static let navigationItemEdgeInset: CGFloat = 16
    /// The gap between a navigation bar's leading edge and its back button's chevron (8), an estimate.
    public static let backButtonEdgeInset: CGFloat = 8
    /// The gap between neighbouring bar button items on one side.
    public static let navigationItemSpacing: CGFloat = 8
    /// A bar button item's title font: the body size, semibold for `.done` items.
    public static let navigationItemFont = Font.systemFont(ofSize: 17)
    /// A tab bar's height above the bottom safe area: 49 (reference 2.6; the bar reaches down through the safe area,
    /// 49 + 34 = 83 on Face ID phones). UIKit's compact-height bars (32 in iPhone landscape) are not modelled.
    public static let tabBarHeight: CGFloat = 49
    /// The most items a tab bar shows; with more, the first four and a "More" item are shown (UIKit's rule on
    /// iPhone; iPad bars show more — not modelled).
    public static let tabBarMaximumItems = 5
    /// The square an item's image is centred in (an estimate: Apple's guidelines give 25–30 pt glyphs).
    public static let tabBarImageSide: CGFloat = 30
    /// How far below the bar's top the image's square starts (an estimate from iOS 15–17 screenshots).
    public static let tabBarImageTop: CGFloat = 4
    /// How far below the bar's top the title starts, under the image (an estimate from iOS 15–17 screenshots).
    public static let tabBarTitleTop: CGFloat = 35
    /// An item's title font: 10 pt medium (an estimate; the reference has no value).
    public static let tabBarTitleFont = Font.systemFont(ofSize: 10, weight: .medium)
    /// The colour of the items not selected when `unselectedItemTintColor` is nil (an estimate: UIKit's is a mid
    /// grey close to `systemGray`).
    public static let tabBarUnselectedItemColor = Color.systemGray
    /// A tab bar item's badge: a capsule this tall (an estimate from iOS 15–17 screenshots; the reference has no
    /// value), never narrower than tall.
    public static let tabBarBadgeHeight: CGFloat = 18
    /// The badge's text: white, 13 pt regular (an estimate).
    public static let tabBarBadgeFont = Font.systemFont(ofSize: 13)
    /// Space at least between the badge's text and its sides (an estimate).
    public static let tabBarBadgePadding: CGFloat = 5
    /// How far right of the image's centre the badge starts, so that it sits over the image's top-right corner (an
    /// estimate).
    public static let tabBarBadgeLeadingFromImageCenter: CGFloat = 6
    /// How far below the item's top the badge starts (an estimate).
    public static let tabBarBadgeTop: CGFloat = 2
}
