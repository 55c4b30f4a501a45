import Foundation
import LayoutScene

/// A constraint layout adds by itself, printed the way Auto Layout prints its own constraints: the canvas size
/// (`'UIView-Encapsulated-Layout-Width'`), a guide's definition (`'UIViewSafeAreaLayoutGuide-left'`), a frame kept
/// by autoresizing (`h=--& v=--&`) or a content size
/// (`NSContentSizeLayoutConstraint … Hug:250 CompressionResistance:750`).
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

    /// A content-size constraint's hugging and compression-resistance priorities.
    typealias ContentPriorities = (hugging: LayoutPriority, compressionResistance: LayoutPriority)

    init(kind: Kind, className: String = "NSLayoutConstraint", label: String?, item: LayoutItem, attribute: String,
         relation: LayoutRelation = .equal, secondItem: LayoutItem? = nil, secondAttribute: String = "",
         constant: CGFloat, contentPriorities: ContentPriorities? = nil) {
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
    }

    /// Auto Layout's form, with names instead of pointers, e.g.
    /// `<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:badge.minX == 10.0>`.
    ///
    /// ```swift
    /// print(constraint.description)
    /// ```
    public var description: String {
        var text = "<\(className)"
        if let label { text += " \(label)" }
        text += " \(item.qualifiedName).\(attribute) \(relation.symbol)"
        if let secondItem {
            text += " \(secondItem.qualifiedName).\(secondAttribute)"
            if constant > 0 { text += " + \(constant)" } else if constant < 0 { text += " - \(abs(constant))" }
        } else {
            text += " \(constant)"
        }
        if let (hugging, compressionResistance) = contentPriorities {
            text += " Hug:\(NumberText.compact(Double(hugging.rawValue)))"
                + " CompressionResistance:\(NumberText.compact(Double(compressionResistance.rawValue)))"
        }
        return text + ">"
    }
}
