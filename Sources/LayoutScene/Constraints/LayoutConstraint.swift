import Foundation

/// One linear relation between two attributes, `first.attribute R second.attribute × multiplier + constant`,
/// as `NSLayoutConstraint`. The DSL makes these; layout solves them.
///
/// ```swift
/// let c = LayoutConstraint(item: box, attribute: .width, relatedBy: .equal,
///                          toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 120)
/// c.isActive = true
/// print(c) // <LayoutConstraint UIView:box.width == 120.0>
/// ```
public final class LayoutConstraint: CustomStringConvertible {
    /// The constrained item.
    public let firstItem: LayoutItem
    /// The constrained attribute.
    public let firstAttribute: LayoutAttribute
    /// How the two sides compare.
    public let relation: LayoutRelation
    /// The item on the right side, or `nil` for a constant.
    public let secondItem: LayoutItem?
    /// The attribute on the right side (``LayoutAttribute/notAnAttribute`` for a constant).
    public let secondAttribute: LayoutAttribute
    /// The factor on the right side.
    public let multiplier: CGFloat
    /// The identifier (SnapKit's `labeled`, Masonry's key).
    public var identifier: String?
    /// Where the DSL call that made the constraint was written.
    public let location: SourceLocation?
    /// The unknown value the scene gave for the constant or multiplier, when a stand-in took its place: the scene used
    /// `Constants.margin`, which its files do not define, so the constraint is laid out with a stand-in (0 for a
    /// constant, 1 for a multiplier) and its guide's badge reads `?`. Nil for a constraint the scene fully stated.
    ///
    /// ```swift
    /// constraint.standInFor // "Constants.margin"
    /// ```
    public package(set) var standInFor: String?
    /// Whether a UIKit view made it for its own subviews (a cell's content view and built-in labels): it is solved
    /// and reported like any other but not drawn as a guide, since the scene did not write it.
    package var isMadeByView = false
    /// Why UIKit refused the last attempt to activate the constraint (``DiagnosticMessages``' text: its items have no
    /// common ancestor, a location equal to a constant), or `nil` when it never refused or activated since.
    ///
    /// ```swift
    /// constraint.refusal // "Unable to activate constraint with anchors … because they have no common ancestor. …"
    /// ```
    package internal(set) var refusal: String?
    /// Whether the constraint has been active at some point, so that it took part in a layout (one SnapKit's
    /// `updateConstraints` made takes part through the active constraint whose constant it changed).
    ///
    /// ```swift
    /// constraint.hasBeenActive // false for one made and kept for later, never activated
    /// ```
    package internal(set) var hasBeenActive = false
    /// The DSL constraint this belongs to.
    public internal(set) weak var owner: Constraint?
    /// Whether layout uses the constraint (see ``isActive``).
    var isActiveStorage = false
    /// Incremented whenever ``constant`` changes, so layout can re-solve only what moved.
    public private(set) var constantRevision = 0
    /// The order the constraint was activated in, across the process.
    package internal(set) var sequence = 0

    var constantValue: ConstantValue {
        didSet { if constantValue != oldValue { constantRevision += 1 } }
    }
    /// The attribute the constant is read for (SnapKit reads the second item's attribute).
    let constantAttribute: LayoutAttribute
    private var storedPriority: LayoutPriority

    init(first: LayoutItem, firstAttribute: LayoutAttribute, relation: LayoutRelation, second: LayoutItem?,
         secondAttribute: LayoutAttribute, multiplier: CGFloat, constant: ConstantValue,
         constantAttribute: LayoutAttribute, priority: LayoutPriority, identifier: String?,
         location: SourceLocation?) {
        firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondItem = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        constantValue = constant
        self.constantAttribute = constantAttribute
        storedPriority = priority
        self.identifier = identifier
        self.location = location
    }

    /// Creates an inactive constraint, as `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    ///
    /// ```swift
    /// let c = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .right,
    ///                          multiplier: 1, constant: 8)
    /// ```
    public convenience init(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                            toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute, multiplier: CGFloat,
                            constant: CGFloat, file: String = #fileID, line: UInt = #line, column: UInt = #column) {
        self.init(first: item, firstAttribute: attribute, relation: relation, second: toItem,
                  secondAttribute: secondAttribute, multiplier: multiplier, constant: .number(constant),
                  constantAttribute: attribute, priority: .required, identifier: nil,
                  location: SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    /// The constant, for the first item's current layout direction.
    ///
    /// ```swift
    /// constraint.constant = 24
    /// ```
    public var constant: CGFloat {
        get { constantValue.value(for: constantAttribute, direction: firstItem.resolvedLayoutDirection) }
        set { constantValue = .number(newValue) }
    }

    /// The priority. Changing a required constraint to optional (or back) while it is active is not allowed,
    /// as in UIKit: the change is refused and recorded as a diagnostic.
    ///
    /// ```swift
    /// constraint.priority = .defaultHigh
    /// ```
    public var priority: LayoutPriority {
        get { storedPriority }
        set { setPriority(newValue, at: location) }
    }

    /// Changes the priority unless that would switch an active constraint between required and optional. A stand-in
    /// (``standInFor``) made active by layoutviz, for a helper whose code is not given, takes any priority: whether
    /// the helper activated it is a guess, and the file setting its priority says it did not.
    @discardableResult
    func setPriority(_ newValue: LayoutPriority, at callLocation: SourceLocation?) -> Bool {
        if isActive, newValue.isRequired != storedPriority.isRequired, standInFor == nil {
            firstItem.recordMisuse(DiagnosticMessages.priorityMutation(passed: newValue, existing: storedPriority),
                                   at: callLocation)
            return false
        }
        storedPriority = newValue
        return true
    }

    /// Whether `other` relates the same items and attributes the same way (everything but the constant):
    /// what SnapKit's `updateConstraints` matches on.
    func matchesIgnoringConstant(_ other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && secondItem === other.secondItem
            && firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
            && relation == other.relation && priority == other.priority && multiplier == other.multiplier
    }

    /// SnapKit's description: `<LayoutConstraint:label@File.swift#23 UIView:a.top == UIView:b.top + 20.0 ^750.0>`,
    /// with view names instead of pointers.
    ///
    /// ```swift
    /// print(constraint)
    /// ```
    public var description: String {
        var text = "<LayoutConstraint"
        if let identifier { text += ":\(identifier)" }
        if let location { text += location.snapKitSuffix }
        return text + " \(equation)>"
    }

    /// The relation in SnapKit's description, without label and location: `UIView:a.top == UIView:b.top + 20.0`,
    /// `* 0.5` for a multiplier, `^750.0` for an optional priority.
    ///
    /// ```swift
    /// constraint.equation // "UILabel:title.leading == UIView:row.leading + 16.0"
    /// ```
    public var equation: String {
        var text = "\(firstItem.qualifiedName).\(firstAttribute.name) \(relation.symbol)"
        if let secondItem { text += " \(secondItem.qualifiedName).\(secondAttribute.name)" }
        if multiplier != 1, secondItem != nil { text += " * \(multiplier)" }
        let constant = self.constant
        if secondItem == nil {
            text += " \(constant)"
        } else if constant > 0 {
            text += " + \(constant)"
        } else if constant < 0 {
            text += " - \(abs(constant))"
        }
        if !priority.isRequired { text += " ^\(priority.rawValue)" }
        return text
    }
}

/// UIKit's name for ``LayoutConstraint``.
///
/// ```swift
/// let c: NSLayoutConstraint = LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
///                                              attribute: .notAnAttribute, multiplier: 1, constant: 40)
/// ```
public typealias NSLayoutConstraint = LayoutConstraint
