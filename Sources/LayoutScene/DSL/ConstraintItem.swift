/// An item with the attributes a DSL expression named: `other.snp.bottom`, `container.snp.edges`.
///
/// ```swift
/// let anchor: ConstraintItem = header.snp.bottom
/// body.snp.makeConstraints { make in make.top.equalTo(anchor).offset(8) }
/// ```
public final class ConstraintItem: ConstraintRelatableTarget {
    /// The view or guide (held weakly, as SnapKit does).
    public private(set) weak var target: LayoutItem?
    let attributes: ConstraintAttributes

    init(target: LayoutItem?, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }

    /// The attributes named, in SnapKit's order.
    ///
    /// ```swift
    /// container.snp.edges.layoutAttributes // [.left, .top, .right, .bottom]
    /// ```
    public var layoutAttributes: [LayoutAttribute] { attributes.layoutAttributes }
}
