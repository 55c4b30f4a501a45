/// A set of attributes named by a DSL chain (`make.left.top`, `make.edges`), kept in SnapKit's order:
/// left, top, right, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline,
/// then the margin attributes.
struct ConstraintAttributes: OptionSet, Hashable {
    let rawValue: UInt32

    static let order: [LayoutAttribute] = [
        .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
        .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]

    init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    init(_ attribute: LayoutAttribute) {
        let index = Self.order.firstIndex(of: attribute)
        rawValue = index.map { 1 << UInt32($0) } ?? 0
    }

    init(_ attributes: [LayoutAttribute]) {
        self = attributes.reduce(into: ConstraintAttributes()) { $0.formUnion(ConstraintAttributes($1)) }
    }

    /// The attributes, in SnapKit's order.
    var layoutAttributes: [LayoutAttribute] {
        Self.order.enumerated().compactMap { rawValue & (1 << UInt32($0.offset)) != 0 ? $0.element : nil }
    }

    static let none = ConstraintAttributes([])
    static let edges = ConstraintAttributes([.left, .top, .right, .bottom])
    static let horizontalEdges = ConstraintAttributes([.left, .right])
    static let verticalEdges = ConstraintAttributes([.top, .bottom])
    static let directionalEdges = ConstraintAttributes([.leading, .trailing, .top, .bottom])
    static let directionalHorizontalEdges = ConstraintAttributes([.leading, .trailing])
    static let directionalVerticalEdges = ConstraintAttributes([.top, .bottom])
    static let size = ConstraintAttributes([.width, .height])
    static let center = ConstraintAttributes([.centerX, .centerY])
    static let margins = ConstraintAttributes([.leftMargin, .topMargin, .rightMargin, .bottomMargin])
    static let directionalMargins = ConstraintAttributes([.leadingMargin, .trailingMargin, .topMargin, .bottomMargin])
    static let centerWithinMargins = ConstraintAttributes([.centerXWithinMargins, .centerYWithinMargins])

    /// The attribute of the target that `attribute` of a chain `self` pairs with, when the target names `other`:
    /// same sets pair attribute by attribute, edges pair with margins, a single target attribute takes all.
    func pairedAttribute(for attribute: LayoutAttribute, target other: ConstraintAttributes) -> LayoutAttribute {
        let marginOf: [LayoutAttribute: LayoutAttribute] = [.left: .leftMargin, .right: .rightMargin, .top: .topMargin,
                                                            .bottom: .bottomMargin, .leading: .leadingMargin,
                                                            .trailing: .trailingMargin]
        let edgeOf = Dictionary(uniqueKeysWithValues: marginOf.map { ($1, $0) })
        if self == .edges && other == .margins || self == .directionalEdges && other == .directionalMargins {
            return marginOf[attribute] ?? attribute
        }
        if self == .margins && other == .edges || self == .directionalMargins && other == .directionalEdges {
            return edgeOf[attribute] ?? attribute
        }
        if self == other { return attribute }
        return other.layoutAttributes.first ?? attribute
    }

    /// Whether a chain `self` may target `other`: single attributes, identical sets and edge/margin pairs.
    func canTarget(_ other: ConstraintAttributes) -> Bool {
        other == .none || other.layoutAttributes.count <= 1 || other.layoutAttributes == layoutAttributes
            || other == .edges && self == .margins || other == .margins && self == .edges
            || other == .directionalEdges && self == .directionalMargins
            || other == .directionalMargins && self == .directionalEdges
    }
}
