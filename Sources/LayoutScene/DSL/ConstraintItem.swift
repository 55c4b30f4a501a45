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

extension ConstraintItem: Hashable {
    /// SnapKit's `==`: the same item, or items naming the same (still existing) view or guide and the same
    /// attributes.
    ///
    /// ```swift
    /// header.snp.bottom == header.snp.bottom // true
    /// header.snp.bottom == header.snp.top    // false
    /// ```
    public static func == (lhs: ConstraintItem, rhs: ConstraintItem) -> Bool {
        if lhs === rhs { return true }
        guard let left = lhs.target, let right = rhs.target else { return false }
        return left === right && lhs.attributes == rhs.attributes
    }

    /// Hashes the target's identity and the attributes, consistently with `==`.
    ///
    /// ```swift
    /// let anchors: Set<ConstraintItem> = [header.snp.bottom, header.snp.bottom] // one element
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(target.map(ObjectIdentifier.init))
        hasher.combine(attributes)
    }
}
