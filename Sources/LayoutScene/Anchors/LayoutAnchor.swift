import Foundation

/// One attribute of a view or layout guide that makes constraints, as `NSLayoutAnchor`: `topAnchor`,
/// `leadingAnchor`, `widthAnchor` and the rest. The made constraint is inactive, as in UIKit, until
/// `isActive = true` or ``LayoutConstraint/activate(_:)``. The type parameter keeps axes apart: an x-axis anchor
/// relates only to x-axis anchors.
///
/// ```swift
/// let top = title.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor, constant: 12)
/// top.isActive = true
/// ```
public class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible, AnyLayoutAnchor {
    /// The view or guide the anchor belongs to.
    public let item: LayoutItem
    /// The attribute the anchor stands for.
    public let attribute: LayoutAttribute

    init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`, inactive.
    ///
    /// ```swift
    /// a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8).isActive = true
    /// ```
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
                           file: String = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint {
        relate(.equal, to: anchor, constant: constant, at: SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    /// `self >= anchor + constant`, inactive.
    ///
    /// ```swift
    /// label.bottomAnchor.constraint(greaterThanOrEqualTo: icon.bottomAnchor).isActive = true
    /// ```
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
                           file: String = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint {
        relate(.greaterThanOrEqual, to: anchor, constant: constant,
               at: SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    /// `self <= anchor + constant`, inactive.
    ///
    /// ```swift
    /// label.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16).isActive = true
    /// ```
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
                           file: String = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint {
        relate(.lessThanOrEqual, to: anchor, constant: constant,
               at: SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    /// The constraint `self relation anchor × multiplier + constant` made at `location`.
    func relate(_ relation: LayoutRelation, to anchor: LayoutAnchor<AnchorType>, multiplier: CGFloat = 1,
                constant: CGFloat, at location: SourceLocation) -> LayoutConstraint {
        constraint(relation, to: anchor, multiplier: multiplier, constant: constant, at: location)
    }

    /// `Type:name.attribute`, as the anchor's constraints print it.
    ///
    /// ```swift
    /// print(card.topAnchor) // UIView:card.top
    /// ```
    public var description: String { "\(item.qualifiedName).\(attribute.name)" }
}

/// An anchor of any axis, for callers that check the axes themselves (the interpreter checks argument types).
package protocol AnyLayoutAnchor: AnyObject {
    /// The view or guide the anchor belongs to.
    var item: LayoutItem { get }
    /// The attribute the anchor stands for.
    var attribute: LayoutAttribute { get }
}

extension AnyLayoutAnchor {
    /// The inactive constraint `self relation anchor × multiplier + constant`, or `self relation constant` without
    /// an anchor, made at `location`.
    package func constraint(_ relation: LayoutRelation, to anchor: (any AnyLayoutAnchor)?, multiplier: CGFloat = 1,
                            constant: CGFloat, at location: SourceLocation) -> LayoutConstraint {
        LayoutConstraint(first: item, firstAttribute: attribute, relation: relation, second: anchor?.item,
                         secondAttribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier,
                         constant: .number(constant), constantAttribute: attribute, priority: .required,
                         identifier: nil, location: location)
    }
}
