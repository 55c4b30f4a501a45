/// What a `makeConstraints` closure receives: start a chain with an attribute, then a relation.
///
/// ```swift
/// card.snp.makeConstraints { make in
///     make.top.left.equalToSuperview().inset(16)
///     make.width.equalTo(200).priority(.high)
/// }
/// ```
public class ConstraintMaker {
    let item: LayoutItem
    /// Whose rules the chains follow where the libraries differ.
    let dialect: ConstraintDialect
    private(set) var descriptions: [ConstraintDescription] = []

    init(item: LayoutItem, dialect: ConstraintDialect = .snapKit) {
        self.item = item
        self.dialect = dialect
        (item as? View)?.translatesAutoresizingMaskIntoConstraints = false
    }

    /// Constrains the left edge.
    ///
    /// ```swift
    /// make.left.equalToSuperview()
    /// ```
    public var left: ConstraintMakerExtendable { start(ConstraintAttributes(.left)) }

    /// Constrains the top edge.
    ///
    /// ```swift
    /// make.top.equalToSuperview()
    /// ```
    public var top: ConstraintMakerExtendable { start(ConstraintAttributes(.top)) }

    /// Constrains the right edge.
    ///
    /// ```swift
    /// make.right.equalToSuperview()
    /// ```
    public var right: ConstraintMakerExtendable { start(ConstraintAttributes(.right)) }

    /// Constrains the bottom edge.
    ///
    /// ```swift
    /// make.bottom.equalToSuperview()
    /// ```
    public var bottom: ConstraintMakerExtendable { start(ConstraintAttributes(.bottom)) }

    /// Constrains the leading edge.
    ///
    /// ```swift
    /// make.leading.equalToSuperview()
    /// ```
    public var leading: ConstraintMakerExtendable { start(ConstraintAttributes(.leading)) }

    /// Constrains the trailing edge.
    ///
    /// ```swift
    /// make.trailing.equalToSuperview()
    /// ```
    public var trailing: ConstraintMakerExtendable { start(ConstraintAttributes(.trailing)) }

    /// Constrains the width.
    ///
    /// ```swift
    /// make.width.equalToSuperview()
    /// ```
    public var width: ConstraintMakerExtendable { start(ConstraintAttributes(.width)) }

    /// Constrains the height.
    ///
    /// ```swift
    /// make.height.equalToSuperview()
    /// ```
    public var height: ConstraintMakerExtendable { start(ConstraintAttributes(.height)) }

    /// Constrains the horizontal centre.
    ///
    /// ```swift
    /// make.centerX.equalToSuperview()
    /// ```
    public var centerX: ConstraintMakerExtendable { start(ConstraintAttributes(.centerX)) }

    /// Constrains the vertical centre.
    ///
    /// ```swift
    /// make.centerY.equalToSuperview()
    /// ```
    public var centerY: ConstraintMakerExtendable { start(ConstraintAttributes(.centerY)) }

    /// Constrains the last baseline.
    ///
    /// ```swift
    /// make.lastBaseline.equalToSuperview()
    /// ```
    public var lastBaseline: ConstraintMakerExtendable { start(ConstraintAttributes(.lastBaseline)) }

    /// Constrains the first baseline.
    ///
    /// ```swift
    /// make.firstBaseline.equalToSuperview()
    /// ```
    public var firstBaseline: ConstraintMakerExtendable { start(ConstraintAttributes(.firstBaseline)) }

    /// Constrains the left margin.
    ///
    /// ```swift
    /// make.leftMargin.equalToSuperview()
    /// ```
    public var leftMargin: ConstraintMakerExtendable { start(ConstraintAttributes(.leftMargin)) }

    /// Constrains the right margin.
    ///
    /// ```swift
    /// make.rightMargin.equalToSuperview()
    /// ```
    public var rightMargin: ConstraintMakerExtendable { start(ConstraintAttributes(.rightMargin)) }

    /// Constrains the top margin.
    ///
    /// ```swift
    /// make.topMargin.equalToSuperview()
    /// ```
    public var topMargin: ConstraintMakerExtendable { start(ConstraintAttributes(.topMargin)) }

    /// Constrains the bottom margin.
    ///
    /// ```swift
    /// make.bottomMargin.equalToSuperview()
    /// ```
    public var bottomMargin: ConstraintMakerExtendable { start(ConstraintAttributes(.bottomMargin)) }

    /// Constrains the leading margin.
    ///
    /// ```swift
    /// make.leadingMargin.equalToSuperview()
    /// ```
    public var leadingMargin: ConstraintMakerExtendable { start(ConstraintAttributes(.leadingMargin)) }

    /// Constrains the trailing margin.
    ///
    /// ```swift
    /// make.trailingMargin.equalToSuperview()
    /// ```
    public var trailingMargin: ConstraintMakerExtendable { start(ConstraintAttributes(.trailingMargin)) }

    /// Constrains the horizontal centre within the margins.
    ///
    /// ```swift
    /// make.centerXWithinMargins.equalToSuperview()
    /// ```
    public var centerXWithinMargins: ConstraintMakerExtendable { start(ConstraintAttributes(.centerXWithinMargins)) }

    /// Constrains the vertical centre within the margins.
    ///
    /// ```swift
    /// make.centerYWithinMargins.equalToSuperview()
    /// ```
    public var centerYWithinMargins: ConstraintMakerExtendable { start(ConstraintAttributes(.centerYWithinMargins)) }

    /// Deprecated spelling of ``lastBaseline``.
    ///
    /// ```swift
    /// make.baseline.equalTo(other)
    /// ```
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { start(ConstraintAttributes(.lastBaseline)) }

    /// Constrains left, top, right and bottom.
    ///
    /// ```swift
    /// make.edges.equalToSuperview()
    /// ```
    public var edges: ConstraintMakerExtendable { start(.edges) }

    /// Constrains left and right.
    ///
    /// ```swift
    /// make.horizontalEdges.equalToSuperview()
    /// ```
    public var horizontalEdges: ConstraintMakerExtendable { start(.horizontalEdges) }

    /// Constrains top and bottom.
    ///
    /// ```swift
    /// make.verticalEdges.equalToSuperview()
    /// ```
    public var verticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }

    /// Constrains leading, trailing, top and bottom.
    ///
    /// ```swift
    /// make.directionalEdges.equalToSuperview()
    /// ```
    public var directionalEdges: ConstraintMakerExtendable { start(.directionalEdges) }

    /// Constrains leading and trailing.
    ///
    /// ```swift
    /// make.directionalHorizontalEdges.equalToSuperview()
    /// ```
    public var directionalHorizontalEdges: ConstraintMakerExtendable { start(.directionalHorizontalEdges) }

    /// Constrains top and bottom.
    ///
    /// ```swift
    /// make.directionalVerticalEdges.equalToSuperview()
    /// ```
    public var directionalVerticalEdges: ConstraintMakerExtendable { start(.directionalVerticalEdges) }

    /// Constrains width and height.
    ///
    /// ```swift
    /// make.size.equalToSuperview()
    /// ```
    public var size: ConstraintMakerExtendable { start(.size) }

    /// Constrains centerX and centerY.
    ///
    /// ```swift
    /// make.center.equalToSuperview()
    /// ```
    public var center: ConstraintMakerExtendable { start(.center) }

    /// Constrains the four margins.
    ///
    /// ```swift
    /// make.margins.equalToSuperview()
    /// ```
    public var margins: ConstraintMakerExtendable { start(.margins) }

    /// Constrains the leading, trailing, top and bottom margins.
    ///
    /// ```swift
    /// make.directionalMargins.equalToSuperview()
    /// ```
    public var directionalMargins: ConstraintMakerExtendable { start(.directionalMargins) }

    /// Constrains both centres within the margins.
    ///
    /// ```swift
    /// make.centerWithinMargins.equalToSuperview()
    /// ```
    public var centerWithinMargins: ConstraintMakerExtendable { start(.centerWithinMargins) }

    /// Masonry's `attributes(mask)`: constrains the listed attributes together.
    /// With none, records Masonry's diagnostic and makes nothing.
    ///
    /// ```swift
    /// make.attributes(.centerX, .width).equalTo(other)
    /// ```
    public func attributes(_ attributes: LayoutAttribute..., file: String = #fileID, line: UInt = #line,
                           column: UInt = #column) -> ConstraintMakerExtendable {
        if attributes.isEmpty {
            item.recordMisuse(DiagnosticMessages.noAttributes,
                              at: SourceLocation(file: file, line: Int(line), column: Int(column)))
        }
        return start(ConstraintAttributes(attributes))
    }

    /// Masonry's `group`: the chains made inside share the modifiers applied to the result.
    ///
    /// ```swift
    /// make.group {
    ///     make.top.equalToSuperview()
    ///     make.left.equalToSuperview()
    /// }.offset(8)
    /// ```
    @discardableResult
    public func group(_ body: () -> Void) -> ConstraintMakerEditable {
        let start = descriptions.count
        body()
        return ConstraintMakerEditable(Array(descriptions[start...]))
    }

    /// The constraints made so far.
    var constraints: [Constraint] { descriptions.flatMap(\.constraints) }

    private func start(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes, dialect: dialect)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }
}
