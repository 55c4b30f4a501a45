/// The texts of the diagnostics, verbatim from SnapKit, Masonry and UIKit where they have one.
enum DiagnosticMessages {
    static func updateFoundNoMatch(_ constraint: LayoutConstraint) -> String {
        "Updated constraint could not find existing matching constraint to update: \(constraint)"
    }

    static func multipleNonIdenticalAttributes(_ location: SourceLocation) -> String {
        "Cannot constraint to multiple non identical attributes. (\(location.file), \(location.line))"
    }

    static func invalidConstraint(_ location: SourceLocation?) -> String {
        guard let location else { return "Invalid constraint." }
        return "Invalid constraint. (\(location.file), \(location.line))"
    }

    static func missingSuperview(_ call: String) -> String {
        "Expected superview but found nil when attempting make constraint `\(call)`."
    }

    static let locationEqualToConstant = "A multiplier of 0 or a nil second item together with a location for the "
        + "first attribute creates an illegal constraint of a location equal to a constant. Location attributes "
        + "must be specified in pairs"

    static let leadingMixedWithLeft = "A constraint cannot be made between a leading/trailing attribute and a "
        + "right/left attribute. Use leading/trailing for both or neither."

    static func noCommonAncestor(_ constraint: LayoutConstraint) -> String {
        let first = anchor(constraint.firstItem, constraint.firstAttribute)
        let second = constraint.secondItem.map { anchor($0, constraint.secondAttribute) } ?? "<nil>"
        return "Unable to activate constraint with anchors \(first) and \(second) because they have no common "
            + "ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  "
            + "That's illegal."
    }

    static func priorityMutation(passed: LayoutPriority, existing: LayoutPriority) -> String {
        "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  "
            + "You passed priority \(passed.rawValue) and the existing priority was \(existing.rawValue)."
    }

    static let noAttributes = "You didn't pass any attribute to make.attributes(...)"
    static let distributeNeedsTwo = "views to distribute need to bigger than one"
    static let distributeNeedsCommonSuperview = "Can't constrain views that do not share a common superview. "
        + "Make sure that all the views in this array have been added into the same view hierarchy."
    static let attributeAfterRelation = "Attributes should be chained before defining the constraint relation"
    static let relationRedefined = "Redefinition of constraint relation"
    static let multiplierAfterInstall = "Cannot modify constraint multiplier after it has been installed"
    static let priorityAfterInstall = "Cannot modify constraint priority after it has been installed"

    /// Masonry's install assertion, naming both views as Masonry's constraint descriptions do (`UIView:avatar`).
    static func noCommonSuperview(_ first: LayoutItem, _ second: LayoutItem) -> String {
        "couldn't find a common superview for \(first.qualifiedName) and \(second.qualifiedName)"
    }

    /// Masonry's message for `equalTo(nil)`.
    static let unsupportedNilAttribute = "attempting to add unsupported attribute: (null)"

    static func unsupportedAttribute(_ attribute: LayoutAttribute, of item: LayoutItem) -> String {
        "attempting to add unsupported attribute: \(item.qualifiedName).\(attribute.name)"
    }

    private static func anchor(_ item: LayoutItem, _ attribute: LayoutAttribute) -> String {
        let kind = attribute.isSize ? "NSLayoutDimension" : attribute.axis == .vertical ? "NSLayoutYAxisAnchor"
            : "NSLayoutXAxisAnchor"
        return "<\(kind) \"\(item.qualifiedName).\(attribute.name)\">"
    }
}
