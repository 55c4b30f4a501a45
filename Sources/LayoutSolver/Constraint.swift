/// A linear relation between variables, with a ``Priority`` and an opaque user tag.
///
/// A constraint is stored as `expression <relation> 0`, with like terms merged. Constraints
/// are compared by identity: adding the same object twice is an error, while two equal-looking
/// constraints are two constraints.
///
/// ```swift
/// let gap = (next.x == box.x + box.width + 8)
///     .priority(.required)
///     .tagged("next.left == box.right + 8 @Scene.swift#12")
/// try solver.add(gap)
/// ```
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side, reduced: each variable appears once, no zero coefficients.
    public let expression: LinearExpression
    /// How ``expression`` relates to zero.
    public let relation: Relation
    /// How much the constraint matters; ``Priority/required`` by default.
    public let priority: Priority
    /// Whatever the caller attached: a description, a source location. The solver only carries it.
    public let tag: (any Sendable)?

    /// Creates `expression <relation> 0`.
    ///
    /// ```swift
    /// let c = Constraint(box.width - 40, .equal, priority: .high, tag: "box.width")
    /// ```
    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required,
                tag: (any Sendable)? = nil) {
        self.expression = Self.reduce(expression)
        self.relation = relation
        self.priority = priority
        self.tag = tag
    }

    /// A copy of this constraint with another priority (and the same tag).
    ///
    /// ```swift
    /// let soft = (box.width == 40).priority(.high)
    /// ```
    public func priority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, tag: tag)
    }

    /// A copy of this constraint carrying `tag`.
    ///
    /// ```swift
    /// let c = (box.x == 0).tagged("box.left == root.left")
    /// ```
    public func tagged(_ tag: (any Sendable)?) -> Constraint {
        Constraint(expression, relation, priority: priority, tag: tag)
    }

    /// The tag when it is a string, else the constraint's own form, e.g. `box.x - 8 == 0 @750`.
    ///
    /// ```swift
    /// (x == 8).description // "x - 8 == 0"
    /// ```
    public var description: String {
        if let text = tag as? String { return text }
        if let text = tag as? CustomStringConvertible { return text.description }
        let suffix = priority.isRequired ? "" : " @\(priority)"
        return "\(expression) \(relation) 0\(suffix)"
    }

    private static func reduce(_ expression: LinearExpression) -> LinearExpression {
        var order: [ObjectIdentifier] = []
        var merged: [ObjectIdentifier: Term] = [:]
        for term in expression.terms {
            let key = ObjectIdentifier(term.variable)
            if let existing = merged[key] {
                merged[key] = Term(term.variable, existing.coefficient + term.coefficient)
            } else {
                merged[key] = term
                order.append(key)
            }
        }
        let terms = order.compactMap { key in merged[key].flatMap { $0.coefficient == 0 ? nil : $0 } }
        return LinearExpression(terms: terms, constant: expression.constant)
    }
}
