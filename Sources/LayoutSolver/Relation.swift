/// How a constraint's expression relates to zero (`expression == 0`, `<= 0` or `>= 0`).
///
/// ```swift
/// let c = box.width >= 10
/// c.relation // .greaterThanOrEqual
/// ```
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `lhs == rhs`.
    case equal
    /// `lhs <= rhs`.
    case lessThanOrEqual
    /// `lhs >= rhs`.
    case greaterThanOrEqual

    /// The operator as written: `==`, `<=` or `>=`.
    ///
    /// ```swift
    /// Relation.lessThanOrEqual.description // "<="
    /// ```
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
