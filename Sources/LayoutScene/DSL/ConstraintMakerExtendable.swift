/// A DSL chain that can still take attributes (`make.top.left`) or a relation.
///
/// ```swift
/// make.top.left.right.equalToSuperview()
/// ```
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    /// Constrains the left edge.
    ///
    /// ```swift
    /// make.top.left.equalToSuperview()
    /// ```
    public var left: ConstraintMakerExtendable { extend(ConstraintAttributes(.left)) }

    /// Constrains the top edge.
    ///
    /// ```swift
    /// make.top.top.equalToSuperview()
    /// ```
    public var top: ConstraintMakerExtendable { extend(ConstraintAttributes(.top)) }

    /// Constrains the right edge.
    ///
    /// ```swift
    /// make.top.right.equalToSuperview()
    /// ```
    public var right: ConstraintMakerExtendable { extend(ConstraintAttributes(.right)) }

    /// Constrains the bottom edge.
    ///
    /// ```swift
    /// make.top.bottom.equalToSuperview()
    /// ```
    public var bottom: ConstraintMakerExtendable { extend(ConstraintAttributes(.bottom)) }

    /// Constrains the leading edge.
    ///
    /// ```swift
    /// make.top.leading.equalToSuperview()
    /// ```
    public var leading: ConstraintMakerExtendable { extend(ConstraintAttributes(.leading)) }

    /// Constrains the trailing edge.
    ///
    /// ```swift
    /// make.top.trailing.equalToSuperview()
    /// ```
    public var trailing: ConstraintMakerExtendable { extend(ConstraintAttributes(.trailing)) }

    /// Constrains the width.
    ///
    /// ```swift
    /// make.top.width.equalToSuperview()
    /// ```
    public var width: ConstraintMakerExtendable { extend(ConstraintAttributes(.width)) }

    /// Constrains the height.
    ///
    /// ```swift
    /// make.top.height.equalToSuperview()
    /// ```
    public var height: ConstraintMakerExtendable { extend(ConstraintAttributes(.height)) }

    /// Constrains the horizontal centre.
    ///
    /// ```swift
    /// make.top.centerX.equalToSuperview()
    /// ```
    public var centerX: ConstraintMakerExtendable { extend(ConstraintAttributes(.centerX)) }

    /// Constrains the vertical centre.
    ///
    /// ```swift
    /// make.top.centerY.equalToSuperview()
    /// ```
    public var centerY: ConstraintMakerExtendable { extend(ConstraintAttributes(.centerY)) }

    /// Constrains the last baseline.
    ///
    /// ```swift
    /// make.top.lastBaseline.equalToSuperview()
    /// ```
    public var lastBaseline: ConstraintMakerExtendable { extend(ConstraintAttributes(.lastBaseline)) }

    /// Constrains the first baseline.
    ///
    /// ```swift
    /// make.top.firstBaseline.equalToSuperview()
    /// ```
    public var firstBaseline: ConstraintMakerExtendable { extend(ConstraintAttributes(.firstBaseline)) }

    /// Constrains the left margin.
    ///
    /// ```swift
    /// make.top.leftMargin.equalToSuperview()
    /// ```
    public var leftMargin: ConstraintMakerExtendable { extend(ConstraintAttributes(.leftMargin)) }

    /// Constrains the right margin.
    ///
    /// ```swift
    /// make.top.rightMargin.equalToSuperview()
    /// ```
    public var rightMargin: ConstraintMakerExtendable { extend(ConstraintAttributes(.rightMargin)) }

    /// Constrains the top margin.
    ///
    /// ```swift
    /// make.top.topMargin.equalToSuperview()
    /// ```
    public var topMargin: ConstraintMakerExtendable { extend(ConstraintAttributes(.topMargin)) }

    /// Constrains the bottom margin.
    ///
    /// ```swift
    /// make.top.bottomMargin.equalToSuperview()
    /// ```
    public var bottomMargin: ConstraintMakerExtendable { extend(ConstraintAttributes(.bottomMargin)) }

    /// Constrains the leading margin.
    ///
    /// ```swift
    /// make.top.leadingMargin.equalToSuperview()
    /// ```
    public var leadingMargin: ConstraintMakerExtendable { extend(ConstraintAttributes(.leadingMargin)) }

    /// Constrains the trailing margin.
    ///
    /// ```swift
    /// make.top.trailingMargin.equalToSuperview()
    /// ```
    public var trailingMargin: ConstraintMakerExtendable { extend(ConstraintAttributes(.trailingMargin)) }

    /// Constrains the horizontal centre within the margins.
    ///
    /// ```swift
    /// make.top.centerXWithinMargins.equalToSuperview()
    /// ```
    public var centerXWithinMargins: ConstraintMakerExtendable { extend(ConstraintAttributes(.centerXWithinMargins)) }

    /// Constrains the vertical centre within the margins.
    ///
    /// ```swift
    /// make.top.centerYWithinMargins.equalToSuperview()
    /// ```
    public var centerYWithinMargins: ConstraintMakerExtendable { extend(ConstraintAttributes(.centerYWithinMargins)) }

    /// Deprecated spelling of ``lastBaseline``.
    ///
    /// ```swift
    /// make.top.baseline.equalTo(other)
    /// ```
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { extend(ConstraintAttributes(.lastBaseline)) }

    /// Constrains left, top, right and bottom.
    ///
    /// ```swift
    /// make.top.edges.equalToSuperview()
    /// ```
    public var edges: ConstraintMakerExtendable { extend(.edges) }

    /// Constrains left and right.
    ///
    /// ```swift
    /// make.top.horizontalEdges.equalToSuperview()
    /// ```
    public var horizontalEdges: ConstraintMakerExtendable { extend(.horizontalEdges) }

    /// Constrains top and bottom.
    ///
    /// ```swift
    /// make.top.verticalEdges.equalToSuperview()
    /// ```
    public var verticalEdges: ConstraintMakerExtendable { extend(.verticalEdges) }

    /// Constrains leading, trailing, top and bottom.
    ///
    /// ```swift
    /// make.top.directionalEdges.equalToSuperview()
    /// ```
    public var directionalEdges: ConstraintMakerExtendable { extend(.directionalEdges) }

    /// Constrains leading and trailing.
    ///
    /// ```swift
    /// make.top.directionalHorizontalEdges.equalToSuperview()
    /// ```
    public var directionalHorizontalEdges: ConstraintMakerExtendable { extend(.directionalHorizontalEdges) }

    /// Constrains top and bottom.
    ///
    /// ```swift
    /// make.top.directionalVerticalEdges.equalToSuperview()
    /// ```
    public var directionalVerticalEdges: ConstraintMakerExtendable { extend(.directionalVerticalEdges) }

    /// Constrains width and height.
    ///
    /// ```swift
    /// make.top.size.equalToSuperview()
    /// ```
    public var size: ConstraintMakerExtendable { extend(.size) }

    /// Constrains centerX and centerY.
    ///
    /// ```swift
    /// make.top.center.equalToSuperview()
    /// ```
    public var center: ConstraintMakerExtendable { extend(.center) }

    /// Constrains the four margins.
    ///
    /// ```swift
    /// make.top.margins.equalToSuperview()
    /// ```
    public var margins: ConstraintMakerExtendable { extend(.margins) }

    /// Constrains the leading, trailing, top and bottom margins.
    ///
    /// ```swift
    /// make.top.directionalMargins.equalToSuperview()
    /// ```
    public var directionalMargins: ConstraintMakerExtendable { extend(.directionalMargins) }

    /// Constrains both centres within the margins.
    ///
    /// ```swift
    /// make.top.centerWithinMargins.equalToSuperview()
    /// ```
    public var centerWithinMargins: ConstraintMakerExtendable { extend(.centerWithinMargins) }

    /// Masonry's filler word: `make.top.and.left`.
    ///
    /// ```swift
    /// make.top.and.left.equalToSuperview()
    /// ```
    public var and: ConstraintMakerExtendable { self }

    /// Masonry's filler word, like ``and``.
    ///
    /// ```swift
    /// make.top.with.left.equalToSuperview()
    /// ```
    public var with: ConstraintMakerExtendable { self }

    private func extend(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        if description.relation != nil {
            description.reportLateChange(DiagnosticMessages.attributeAfterRelation)
        } else {
            description.attributes.formUnion(attributes)
        }
        return self
    }
}
