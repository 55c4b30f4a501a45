import Foundation

/// What `equalTo(_:)` and its siblings accept: a number, `CGSize`, `CGPoint`, insets, a view, a layout guide,
/// or an attribute item (`other.snp.bottom`).
///
/// ```swift
/// make.top.equalTo(header.snp.bottom)
/// make.size.equalTo(CGSize(width: 40, height: 40))
/// ```
public protocol ConstraintRelatableTarget {}

/// A constant: a number, `CGSize`, `CGPoint`, `UIEdgeInsets` or `NSDirectionalEdgeInsets`.
///
/// ```swift
/// make.center.equalTo(CGPoint(x: 100, y: 40))
/// ```
public protocol ConstraintConstantTarget {}

/// What `offset(_:)` accepts: a number.
///
/// ```swift
/// make.top.equalTo(header.snp.bottom).offset(8)
/// ```
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

/// What `inset(_:)` accepts: a number (the same on every side) or `UIEdgeInsets`.
///
/// ```swift
/// make.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
/// ```
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

/// What the directional `inset(_:)` accepts: `NSDirectionalEdgeInsets`.
///
/// ```swift
/// make.directionalEdges.equalToSuperview().inset(NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 8))
/// ```
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}

/// What `multipliedBy(_:)` and `dividedBy(_:)` accept: a number.
///
/// ```swift
/// make.width.equalToSuperview().multipliedBy(0.5)
/// ```
public protocol ConstraintMultiplierTarget {}

/// What `priority(_:)` accepts besides ``ConstraintPriority``: a number or a ``LayoutPriority``.
///
/// ```swift
/// make.width.equalTo(100).priority(999)
/// make.width.equalTo(100).priority(UILayoutPriority.defaultHigh)
/// ```
public protocol ConstraintPriorityTarget {}

extension Int: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget {}
extension UInt: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget {}
extension Float: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget {}
extension Double: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget {}
extension CGFloat: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget {}
extension CGSize: ConstraintRelatableTarget, ConstraintConstantTarget {}
extension CGPoint: ConstraintRelatableTarget, ConstraintConstantTarget {}
extension EdgeInsets: ConstraintRelatableTarget, ConstraintInsetTarget {}
extension DirectionalEdgeInsets: ConstraintRelatableTarget, ConstraintDirectionalInsetTarget {}
extension LayoutPriority: ConstraintPriorityTarget {}
extension LayoutItem: ConstraintRelatableTarget {}

extension ConstraintPriorityTarget where Self == LayoutPriority {
    /// UIKit's 750, for `priority(.defaultHigh)`.
    ///
    /// ```swift
    /// make.width.equalTo(100).priority(.defaultHigh)
    /// ```
    public static var defaultHigh: LayoutPriority { .defaultHigh }
    /// UIKit's 250, for `priority(.defaultLow)`.
    ///
    /// ```swift
    /// make.width.equalTo(100).priority(.defaultLow)
    /// ```
    public static var defaultLow: LayoutPriority { .defaultLow }
}

/// Turns the DSL's loosely typed arguments into numbers and constants.
enum TargetValue {
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Float: CGFloat(number)
        case let number as Int: CGFloat(number)
        case let number as UInt: CGFloat(number)
        case let priority as LayoutPriority: CGFloat(priority.rawValue)
        default: nil
        }
    }

    static func constant(_ value: Any) -> ConstantValue? {
        if let number = number(value) { return .number(number) }
        switch value {
        case let size as CGSize: return .size(size)
        case let point as CGPoint: return .point(point)
        case let insets as EdgeInsets: return .insets(insets)
        case let insets as DirectionalEdgeInsets: return .directionalInsets(insets)
        default: return nil
        }
    }

    static func insets(_ value: ConstraintInsetTarget) -> ConstantValue {
        if let insets = value as? EdgeInsets { return .insets(insets) }
        return .insets(EdgeInsets(number(value) ?? 0))
    }
}
