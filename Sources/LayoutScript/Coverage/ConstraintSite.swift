/// One constraint statement of a scene's source (see ``ConstraintStatementInventory``): what kind it is and where it
/// stands, in module offsets.
///
/// ```swift
/// ConstraintSite(kind: .snapKit, span: SourceSpan(start: 120, end: 158), enclosingType: "ProfileCell")
/// ```
struct ConstraintSite: Hashable {
    /// How the statement makes constraints.
    enum Kind: String, Hashable, Sendable {
        /// A statement of a SnapKit constraint closure: `make.top.equalToSuperview()`.
        case snapKit
        /// An anchor's `constraint(equalTo:…)` family.
        case anchor
        /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
        case layoutConstraint
        /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
        case visualFormat
    }

    let kind: Kind
    let span: SourceSpan
    /// The class or extended type whose code holds the statement, if any.
    var enclosingType: String?
}
