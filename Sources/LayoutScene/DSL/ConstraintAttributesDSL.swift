/// The attribute items every `snp` namespace offers (`view.snp.top`, `guide.snp.edges`).
///
/// ```swift
/// let bottom = header.snp.bottom
/// ```
public protocol ConstraintAttributesDSL {
    /// The view or guide the items refer to.
    var target: LayoutItem { get }
}

extension ConstraintAttributesDSL {
    /// An item for the left edge, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.left)
    /// ```
    public var left: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.left)) }

    /// An item for the top edge, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.top)
    /// ```
    public var top: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.top)) }

    /// An item for the right edge, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.right)
    /// ```
    public var right: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.right)) }

    /// An item for the bottom edge, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.bottom)
    /// ```
    public var bottom: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.bottom)) }

    /// An item for the leading edge, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.leading)
    /// ```
    public var leading: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.leading)) }

    /// An item for the trailing edge, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.trailing)
    /// ```
    public var trailing: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.trailing)) }

    /// An item for the width, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.width)
    /// ```
    public var width: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.width)) }

    /// An item for the height, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.height)
    /// ```
    public var height: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.height)) }

    /// An item for the horizontal centre, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.centerX)
    /// ```
    public var centerX: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.centerX)) }

    /// An item for the vertical centre, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.centerY)
    /// ```
    public var centerY: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.centerY)) }

    /// An item for the last baseline, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.lastBaseline)
    /// ```
    public var lastBaseline: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.lastBaseline)) }

    /// An item for the first baseline, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.firstBaseline)
    /// ```
    public var firstBaseline: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.firstBaseline)) }

    /// An item for the left margin, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.leftMargin)
    /// ```
    public var leftMargin: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.leftMargin)) }

    /// An item for the right margin, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.rightMargin)
    /// ```
    public var rightMargin: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.rightMargin)) }

    /// An item for the top margin, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.topMargin)
    /// ```
    public var topMargin: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.topMargin)) }

    /// An item for the bottom margin, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.bottomMargin)
    /// ```
    public var bottomMargin: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.bottomMargin)) }

    /// An item for the leading margin, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.leadingMargin)
    /// ```
    public var leadingMargin: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.leadingMargin)) }

    /// An item for the trailing margin, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.trailingMargin)
    /// ```
    public var trailingMargin: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.trailingMargin)) }

    /// An item for the horizontal centre within the margins, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.centerXWithinMargins)
    /// ```
    public var centerXWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.centerXWithinMargins)) }

    /// An item for the vertical centre within the margins, to use as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.centerYWithinMargins)
    /// ```
    public var centerYWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.centerYWithinMargins)) }

    /// Deprecated spelling of ``lastBaseline``.
    ///
    /// ```swift
    /// make.baseline.equalTo(other.snp.baseline)
    /// ```
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintItem { ConstraintItem(target: target, attributes: ConstraintAttributes(.lastBaseline)) }

    /// An item for left, top, right and bottom, to use as a target.
    ///
    /// ```swift
    /// make.edges.equalTo(container.snp.edges)
    /// ```
    public var edges: ConstraintItem { ConstraintItem(target: target, attributes: .edges) }

    /// An item for left and right, to use as a target.
    ///
    /// ```swift
    /// make.horizontalEdges.equalTo(container.snp.horizontalEdges)
    /// ```
    public var horizontalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .horizontalEdges) }

    /// An item for top and bottom, to use as a target.
    ///
    /// ```swift
    /// make.verticalEdges.equalTo(container.snp.verticalEdges)
    /// ```
    public var verticalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .verticalEdges) }

    /// An item for leading, trailing, top and bottom, to use as a target.
    ///
    /// ```swift
    /// make.directionalEdges.equalTo(container.snp.directionalEdges)
    /// ```
    public var directionalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .directionalEdges) }

    /// An item for leading and trailing, to use as a target.
    ///
    /// ```swift
    /// make.directionalHorizontalEdges.equalTo(container.snp.directionalHorizontalEdges)
    /// ```
    public var directionalHorizontalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .directionalHorizontalEdges) }

    /// An item for top and bottom, to use as a target.
    ///
    /// ```swift
    /// make.directionalVerticalEdges.equalTo(container.snp.directionalVerticalEdges)
    /// ```
    public var directionalVerticalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .directionalVerticalEdges) }

    /// An item for width and height, to use as a target.
    ///
    /// ```swift
    /// make.size.equalTo(container.snp.size)
    /// ```
    public var size: ConstraintItem { ConstraintItem(target: target, attributes: .size) }

    /// An item for centerX and centerY, to use as a target.
    ///
    /// ```swift
    /// make.center.equalTo(container.snp.center)
    /// ```
    public var center: ConstraintItem { ConstraintItem(target: target, attributes: .center) }

    /// An item for the four margins, to use as a target.
    ///
    /// ```swift
    /// make.margins.equalTo(container.snp.margins)
    /// ```
    public var margins: ConstraintItem { ConstraintItem(target: target, attributes: .margins) }

    /// An item for the leading, trailing, top and bottom margins, to use as a target.
    ///
    /// ```swift
    /// make.directionalMargins.equalTo(container.snp.directionalMargins)
    /// ```
    public var directionalMargins: ConstraintItem { ConstraintItem(target: target, attributes: .directionalMargins) }

    /// An item for both centres within the margins, to use as a target.
    ///
    /// ```swift
    /// make.centerWithinMargins.equalTo(container.snp.centerWithinMargins)
    /// ```
    public var centerWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: .centerWithinMargins) }

    /// Masonry's `mas_attribute(NSLayoutAttribute)`: an item for any single attribute.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.attribute(.bottom))
    /// ```
    public func attribute(_ attribute: LayoutAttribute) -> ConstraintItem {
        ConstraintItem(target: target, attributes: ConstraintAttributes(attribute))
    }
}
