/// How the two sides of a constraint compare, as `NSLayoutConstraint.Relation`.
///
/// ```swift
/// LayoutRelation.greaterThanOrEqual.symbol // ">="
/// ```
public enum LayoutRelation: String, Sendable, Hashable, CaseIterable {
    /// `<=`
    case lessThanOrEqual
    /// `==`
    case equal
    /// `>=`
    case greaterThanOrEqual

    /// The operator printed in descriptions.
    ///
    /// ```swift
    /// LayoutRelation.equal.symbol // "=="
    /// ```
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
