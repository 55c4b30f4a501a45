import Foundation

/// The part of a DSL chain after the relation: multiplier and constant.
///
/// ```swift
/// make.width.equalToSuperview().multipliedBy(0.5).offset(-8)
/// ```
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// Multiplies the target attribute. It has no effect on a width or height equal to a constant (as in SnapKit).
    ///
    /// ```swift
    /// make.height.equalTo(avatar.snp.width).multipliedBy(0.75)
    /// ```
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        setMultiplier(TargetValue.number(amount) ?? 1)
    }

    /// Divides the target attribute: the multiplier becomes `1 / amount`.
    ///
    /// ```swift
    /// make.width.equalToSuperview().dividedBy(3)
    /// ```
    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        setMultiplier(1 / (TargetValue.number(amount) ?? 1))
    }

    /// Sets the constant to `amount` for every attribute, whatever its side.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.bottom).offset(12)
    /// ```
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        setConstant(.number(TargetValue.number(amount) ?? 0))
    }

    /// Sets the constant as an inset: positive insets move edges inward, following the target attribute
    /// (left/top +, right/bottom −, width/height −(both sides), centres half the difference).
    ///
    /// ```swift
    /// make.edges.equalToSuperview().inset(16)
    /// ```
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        setConstant(TargetValue.insets(amount))
    }

    /// Sets the constant as directional insets (leading/trailing follow the layout direction).
    ///
    /// ```swift
    /// make.directionalEdges.equalToSuperview().inset(NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 4))
    /// ```
    @discardableResult
    public func inset(_ amount: ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable {
        setConstant(.directionalInsets(amount as? DirectionalEdgeInsets ?? .zero))
    }

    /// Masonry's `sizeOffset`: width gets `size.width`, height `size.height`; other attributes keep their constant.
    ///
    /// ```swift
    /// make.size.equalTo(container).sizeOffset(CGSize(width: -20, height: -20))
    /// ```
    @discardableResult
    public func sizeOffset(_ size: CGSize) -> ConstraintMakerEditable {
        for description in descriptions { description.mapConstants { .sizeOffset(size, otherwise: $0) } }
        return self
    }

    /// Masonry's `centerOffset`: centerX gets `point.x`, centerY `point.y`; other attributes keep their constant.
    ///
    /// ```swift
    /// make.center.equalTo(container).centerOffset(CGPoint(x: 0, y: -40))
    /// ```
    @discardableResult
    public func centerOffset(_ point: CGPoint) -> ConstraintMakerEditable {
        for description in descriptions { description.mapConstants { .centerOffset(point, otherwise: $0) } }
        return self
    }

    /// Masonry's filler word: `make.top.equalTo(x).with.offset(8)`.
    ///
    /// ```swift
    /// make.left.equalTo(avatar.snp.right).with.offset(12)
    /// ```
    public var with: ConstraintMakerEditable { self }

    /// Masonry's filler word, like ``with``.
    ///
    /// ```swift
    /// make.left.equalTo(avatar.snp.right).and.offset(12)
    /// ```
    public var and: ConstraintMakerEditable { self }

    private func setMultiplier(_ multiplier: CGFloat) -> ConstraintMakerEditable {
        for description in descriptions {
            if description.isBuilt {
                description.reportLateChange(DiagnosticMessages.multiplierAfterInstall)
            } else {
                description.multiplier = multiplier
            }
        }
        return self
    }

    private func setConstant(_ constant: ConstantValue) -> ConstraintMakerEditable {
        for description in descriptions { description.setConstant(constant) }
        return self
    }
}
