import Foundation
import LayoutScene

/// A constraint layout adds by itself, printed the way Auto Layout prints its own constraints: the canvas size
/// (`'UIView-Encapsulated-Layout-Width'`), a guide's definition (`'UIViewSafeAreaLayoutGuide-left'`), a frame kept
/// by autoresizing (`h=--& v=--&`), a content size
/// (`NSContentSizeLayoutConstraint … Hug:250 CompressionResistance:750`) or a stack view's arrangement
/// (`'UISV-fill-equally' UIView:b.width == UIView:a.width`).
///
/// ```swift
/// for case .system(let constraint) in conflict.constraints {
///     print(constraint) // <NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' UIView:root.width == 375.0>
/// }
/// ```
public struct SystemConstraint: CustomStringConvertible {
    /// Why layout added the constraint.
    ///
    /// ```swift
    /// if constraint.kind == .contentSize { print("intrinsic size of", constraint.item) }
    /// ```
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The canvas's fixed width or height.
        ///
        /// ```swift
        /// SystemConstraint.Kind.canvasSize.rawValue // "canvasSize"
        /// ```
        case canvasSize
        /// Part of a layout guide's definition (safe area, margins, scroll content or frame, layout support).
        ///
        /// ```swift
        /// SystemConstraint.Kind.layoutGuide.rawValue // "layoutGuide"
        /// ```
        case layoutGuide
        /// A frame component of a view that translates its autoresizing mask into constraints.
        ///
        /// ```swift
        /// SystemConstraint.Kind.autoresizingMask.rawValue // "autoresizingMask"
        /// ```
        case autoresizingMask
        /// Content hugging or compression resistance around a view's intrinsic size.
        ///
        /// ```swift
        /// SystemConstraint.Kind.contentSize.rawValue // "contentSize"
        /// ```
        case contentSize
        /// Part of a `UIStackView`'s arrangement, labelled with UIKit's `UISV-…` identifier.
        ///
        /// ```swift
        /// SystemConstraint.Kind.stackView.rawValue // "stackView"
        /// ```
        case stackView
    }

    /// Why layout added the constraint.
    ///
    /// ```swift
    /// let isCanvasSize = constraint.kind == .canvasSize
    /// ```
    public let kind: Kind
    /// The view or guide the constraint positions.
    ///
    /// ```swift
    /// let positioned = constraint.item as? UIView
    /// ```
    public let item: LayoutItem
    let className: String
    let label: String?
    let attribute: String
    let relation: LayoutRelation
    let secondItem: LayoutItem?
    let secondAttribute: String
    let constant: CGFloat
    let contentPriorities: ContentPriorities?
    let multiplier: CGFloat
    /// The priority printed after the constant (`@999.999`); `nil` prints none.
    let printedPriority: Double?

    /// A content-size constraint's hugging and compression-resistance priorities.
    typealias ContentPriorities = (hugging: LayoutPriority, compressionResistance: LayoutPriority)

    init(kind: Kind, className: String = "NSLayoutConstraint", label: String?, item: LayoutItem, attribute: String,
         relation: LayoutRelation = .equal, secondItem: LayoutItem? = nil, secondAttribute: String = "",
         constant: CGFloat, contentPriorities: ContentPriorities? = nil, multiplier: CGFloat = 1,
         printedPriority: Double? = nil) {
        self.kind = kind
        self.className = className
        self.label = label
        self.item = item
        self.attribute = attribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.constant = constant
        self.contentPriorities = contentPriorities
        self.multiplier = multiplier
        self.printedPriority = printedPriority
    }

    /// Auto Layout's form, with names instead of pointers, e.g.
    /// `<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:badge.minX == 10.0>` or
    /// `<NSLayoutConstraint 'UISV-fill-proportionally' UIView:a.width == 0.571429*UIStackView:bar.width @999>`.
    ///
    /// ```swift
    /// print(constraint.description)
    /// ```
    public var description: String {
        var text = "<\(className)"
        if let label { text += " \(label)" }
        text += " \(item.qualifiedName).\(attribute) \(relation.symbol)"
        if let secondItem {
            let factor = multiplier == 1 ? "" : String(format: "%g*", Double(multiplier))
            text += " \(factor)\(secondItem.qualifiedName).\(secondAttribute)"
            if constant > 0 { text += " + \(constant)" } else if constant < 0 { text += " - \(abs(constant))" }
        } else {
            text += " \(constant)"
        }
        if let printedPriority { text += " @\(NumberText.compact(printedPriority))" }
        if let (hugging, compressionResistance) = contentPriorities {
            text += " Hug:\(NumberText.compact(Double(hugging.rawValue)))"
                + " CompressionResistance:\(NumberText.compact(Double(compressionResistance.rawValue)))"
        }
        return text + ">"
    }
}
