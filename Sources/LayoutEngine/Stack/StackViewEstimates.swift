import Foundation
import LayoutScene

/// Every number the stack-view emulation uses that no source confirms, in one place so it can be corrected.
/// UIKit's confirmed values (priorities 1000, 999.999, 999.5, 150…50, 51, 50, 49, 25, the proportional and
/// text-width formulas) are written where they are used; these are the estimates.
///
/// ```swift
/// let gap = StackViewEstimates.systemSpacing // 8
/// ```
enum StackViewEstimates {
    /// The gap `UIStackView.spacingUseSystem` resolves to between neighbouring views, along either axis and between
    /// baselines: UIKit asks `constraint(equalToSystemSpacingAfter:)`, so it is ``LayoutScene/SystemSpacing/standard``
    /// (an estimate kept there).
    static let systemSpacing: CGFloat = SystemSpacing.standard

    /// The priority of the spanner fit when every arranged subview is hidden. UIKit uses 0.001, below the solver's
    /// lowest accepted priority, so the lowest accepted priority stands in for it.
    static let allHiddenSpanningFitPriority: Double = 1
}
