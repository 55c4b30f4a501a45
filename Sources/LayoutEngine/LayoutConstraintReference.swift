import LayoutScene

/// A constraint as layout reports it: one from the scene, or one layout added itself.
///
/// ```swift
/// for member in conflict.constraints {
///     print(member.description, member.location.map(String.init(describing:)) ?? "system")
/// }
/// ```
public enum LayoutConstraintReference: CustomStringConvertible {
    /// A constraint made in the scene (by the DSL or `LayoutConstraint` directly).
    ///
    /// ```swift
    /// if case .scene(let constraint) = conflict.brokenConstraint { constraint.isActive = false }
    /// ```
    case scene(LayoutConstraint)
    /// A constraint layout added: canvas size, guide definition, autoresizing or content size.
    ///
    /// ```swift
    /// if case .system(let constraint) = member { print(constraint.kind) }
    /// ```
    case system(SystemConstraint)

    /// The constraint's description: SnapKit's for scene constraints, Auto Layout's for system ones.
    ///
    /// ```swift
    /// print(member) // <LayoutConstraint@Card.swift#12 UIView:box.width == 100.0>
    /// ```
    public var description: String {
        switch self {
        case .scene(let constraint): constraint.description
        case .system(let constraint): constraint.description
        }
    }

    /// Where a scene constraint was written; `nil` for system constraints.
    ///
    /// ```swift
    /// let line = conflict.brokenConstraint.location?.line
    /// ```
    public var location: SourceLocation? {
        switch self {
        case .scene(let constraint): constraint.location
        case .system: nil
        }
    }

    /// The object whose identity keys the constraint: the scene constraint, or the item a system constraint positions.
    var anchor: AnyObject {
        switch self {
        case .scene(let constraint): constraint
        case .system(let constraint): constraint.item
        }
    }
}
