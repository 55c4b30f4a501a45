import Foundation

/// Masonry's `MASConstraint` answers every chain message at any point of a chain, and after it is installed. Where
/// SnapKit's narrower chain types have no such member, Objective-C code reaches these instead: each applies Masonry's
/// rule or records its assertion text at the call.
///
/// ```swift
/// // Objective-C: make.top.equalTo(header).left.equalTo(self);
/// chain.attributeAfterRelation(at: location) // "Attributes should be chained before defining the constraint relation"
/// ```
extension ConstraintMakerFinalizable {
    /// `make.top.equalTo(a).left`: an attribute after the relation.
    package func attributeAfterRelation(at location: SourceLocation) -> ConstraintMakerFinalizable {
        for description in descriptions {
            description.item.recordMisuse(DiagnosticMessages.attributeAfterRelation, at: location)
        }
        return self
    }

    /// `make.width.equalTo(@10).equalTo(@20)`: the same relation to a constant again sets the constant; any other
    /// second relation is Masonry's "Redefinition of constraint relation" and changes nothing.
    package func relateAgain(_ relation: LayoutRelation, toConstant constant: CGFloat?,
                             at location: SourceLocation) -> ConstraintMakerFinalizable {
        for description in descriptions {
            if description.relation == relation, let constant {
                description.setConstant(.number(constant))
            } else {
                description.item.recordMisuse(DiagnosticMessages.relationRedefined, at: location)
            }
        }
        return self
    }
}

extension Constraint {
    /// A saved, installed `MASConstraint` given a multiplier (`multiplier` true) or a priority: Masonry's assertion is
    /// recorded and nothing changes. False when the constraint is not installed.
    ///
    /// ```swift
    /// saved.reportChangeAfterInstall(multiplier: true, at: location) // "Cannot modify constraint multiplier after …"
    /// ```
    package func reportChangeAfterInstall(multiplier: Bool, at location: SourceLocation) -> Bool {
        guard isActive, let item = fromItem else { return false }
        let message = multiplier ? DiagnosticMessages.multiplierAfterInstall : DiagnosticMessages.priorityAfterInstall
        item.recordMisuse(message, at: location)
        return true
    }
}
