import Foundation

/// The numbers container view controllers lay their bars out with. UIKit sizes its bars in code; these come from
/// reference 2.6 (`UINavigationBar` 44 pt on iPhone, confirmed) or are estimates where marked. Keep them here only.
///
/// ```swift
/// ContainerEstimates.navigationBarHeight // 44
/// ```
public enum ContainerEstimates {
    /// A navigation bar's height below the status bar: 44 on iPhone in portrait (reference 2.6, confirmed). iPad
    /// bars are 50 and iPhone landscape bars 32 in UIKit; layoutviz uses 44 on every device (an estimate there).
    public static let navigationBarHeight: CGFloat = 44
    /// The title's font: 17 pt semibold (an estimate from iOS 15–17 screenshots; the reference has no value).
    public static let navigationTitleFont = Font.systemFont(ofSize: 17, weight: .semibold)
    /// The most the title takes of the bar's width, centred (an estimate: UIKit leaves room for bar buttons).
    public static let navigationTitleWidthFraction: CGFloat = 0.6
}
