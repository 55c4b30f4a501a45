/// The part of a DSL chain that sets the priority.
///
/// ```swift
/// make.width.equalTo(320).priority(.high)
/// ```
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// Sets the priority.
    ///
    /// ```swift
    /// make.width.equalTo(320).priority(.high)
    /// ```
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        setPriority(amount.value)
    }

    /// Sets the priority from a number or a `UILayoutPriority`.
    ///
    /// ```swift
    /// make.width.equalTo(320).priority(999)
    /// ```
    @discardableResult
    public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        setPriority(Float(TargetValue.number(amount) ?? 1000))
    }

    /// 1000 (deprecated in SnapKit).
    ///
    /// ```swift
    /// make.width.equalTo(320).priorityRequired()
    /// ```
    @discardableResult
    public func priorityRequired() -> ConstraintMakerFinalizable { priority(.required) }

    /// 750 (deprecated in SnapKit; Masonry's `priorityHigh()`).
    ///
    /// ```swift
    /// make.width.equalTo(320).priorityHigh()
    /// ```
    @discardableResult
    public func priorityHigh() -> ConstraintMakerFinalizable { priority(.high) }

    /// 500 (deprecated in SnapKit; Masonry's `priorityMedium()`).
    ///
    /// ```swift
    /// make.width.equalTo(320).priorityMedium()
    /// ```
    @discardableResult
    public func priorityMedium() -> ConstraintMakerFinalizable { priority(.medium) }

    /// 250 (deprecated in SnapKit; Masonry's `priorityLow()`).
    ///
    /// ```swift
    /// make.width.equalTo(320).priorityLow()
    /// ```
    @discardableResult
    public func priorityLow() -> ConstraintMakerFinalizable { priority(.low) }

    private func setPriority(_ value: Float) -> ConstraintMakerFinalizable {
        for description in descriptions {
            if description.isBuilt {
                description.reportLateChange(DiagnosticMessages.priorityAfterInstall)
            } else {
                description.priority = LayoutPriority(value)
            }
        }
        return self
    }
}
