import Foundation
import LayoutScene

/// The gaps of a stack in points.
enum StackGap {
    /// The gap after `view`: its custom spacing if it has one, else the stack's ``StackView/spacing``; the system
    /// spacing sentinel resolves to ``StackViewEstimates/systemSpacing``.
    static func after(_ view: View, in stack: StackView) -> CGFloat {
        let custom = stack.customSpacing(after: view)
        return resolved(custom == StackView.spacingUseDefault ? stack.spacing : custom)
    }

    /// The stack's ``StackView/spacing`` with the system spacing sentinel resolved.
    static func uniform(in stack: StackView) -> CGFloat { resolved(stack.spacing) }

    private static func resolved(_ spacing: CGFloat) -> CGFloat {
        spacing == StackView.spacingUseSystem ? StackViewEstimates.systemSpacing : spacing
    }
}

extension StackConstraintBuilder {
    /// The gap after `view` (see ``StackGap/after(_:in:)``).
    func gap(after view: View) -> CGFloat { StackGap.after(view, in: stack) }

    /// The stack's uniform spacing (see ``StackGap/uniform(in:)``).
    var uniformSpacing: CGFloat { StackGap.uniform(in: stack) }

    /// `'UISV-spacing'` between two neighbouring visible views: `following.min R preceding.max + gap`, or between
    /// baselines in a baseline-relative vertical stack; `R` is `>=` for the equal-spacing and equal-centering
    /// distributions, `==` otherwise.
    func spacing(from preceding: View, to following: View) -> DesiredConstraint? {
        let isAtLeast = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        return constraint("UISV-spacing", following, baselines ? .firstBaseline : main.min,
                          isAtLeast ? .greaterThanOrEqual : .equal, preceding, baselines ? .lastBaseline : main.max,
                          constant: gap(after: preceding))
    }
}
