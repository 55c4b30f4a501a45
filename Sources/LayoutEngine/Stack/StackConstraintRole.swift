import LayoutScene

/// Which generated stack-view constraint a system constraint is, for its first item: the identifier and the
/// attributes and items it relates, which together tell every constraint of a stack apart.
struct StackConstraintRole: Hashable, Sendable {
    let identifier: String
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let secondItem: ObjectIdentifier?
    let secondAttribute: LayoutAttribute
}
