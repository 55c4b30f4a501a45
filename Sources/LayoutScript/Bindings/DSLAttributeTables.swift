import LayoutScene

/// The attribute names of SnapKit's DSL, each with the member it reads, so every `snp` namespace, `make` and chain
/// gets all of them from one list.
enum DSLAttributeTables {
    /// `view.snp.top`, `guide.snp.edges`: items to use as targets.
    static var items: [(String, (any ConstraintAttributesDSL) -> ConstraintItem)] {
        [
            ("left", { $0.left }), ("top", { $0.top }), ("right", { $0.right }), ("bottom", { $0.bottom }),
            ("leading", { $0.leading }), ("trailing", { $0.trailing }), ("width", { $0.width }), ("height", { $0.height }),
            ("centerX", { $0.centerX }), ("centerY", { $0.centerY }), ("lastBaseline", { $0.lastBaseline }),
            ("firstBaseline", { $0.firstBaseline }), ("baseline", { $0.lastBaseline }), ("leftMargin", { $0.leftMargin }),
            ("rightMargin", { $0.rightMargin }), ("topMargin", { $0.topMargin }), ("bottomMargin", { $0.bottomMargin }),
            ("leadingMargin", { $0.leadingMargin }), ("trailingMargin", { $0.trailingMargin }),
            ("centerXWithinMargins", { $0.centerXWithinMargins }), ("centerYWithinMargins", { $0.centerYWithinMargins }),
            ("edges", { $0.edges }), ("horizontalEdges", { $0.horizontalEdges }), ("verticalEdges", { $0.verticalEdges }),
            ("directionalEdges", { $0.directionalEdges }),
            ("directionalHorizontalEdges", { $0.directionalHorizontalEdges }),
            ("directionalVerticalEdges", { $0.directionalVerticalEdges }), ("size", { $0.size }), ("center", { $0.center }),
            ("margins", { $0.margins }), ("directionalMargins", { $0.directionalMargins }),
            ("centerWithinMargins", { $0.centerWithinMargins }),
        ]
    }

    /// `make.top`: chains started on a maker.
    static var makerAttributes: [(String, (ConstraintMaker) -> ConstraintMakerExtendable)] {
        [
            ("left", { $0.left }), ("top", { $0.top }), ("right", { $0.right }), ("bottom", { $0.bottom }),
            ("leading", { $0.leading }), ("trailing", { $0.trailing }), ("width", { $0.width }), ("height", { $0.height }),
            ("centerX", { $0.centerX }), ("centerY", { $0.centerY }), ("lastBaseline", { $0.lastBaseline }),
            ("firstBaseline", { $0.firstBaseline }), ("baseline", { $0.lastBaseline }), ("leftMargin", { $0.leftMargin }),
            ("rightMargin", { $0.rightMargin }), ("topMargin", { $0.topMargin }), ("bottomMargin", { $0.bottomMargin }),
            ("leadingMargin", { $0.leadingMargin }), ("trailingMargin", { $0.trailingMargin }),
            ("centerXWithinMargins", { $0.centerXWithinMargins }), ("centerYWithinMargins", { $0.centerYWithinMargins }),
            ("edges", { $0.edges }), ("horizontalEdges", { $0.horizontalEdges }), ("verticalEdges", { $0.verticalEdges }),
            ("directionalEdges", { $0.directionalEdges }),
            ("directionalHorizontalEdges", { $0.directionalHorizontalEdges }),
            ("directionalVerticalEdges", { $0.directionalVerticalEdges }), ("size", { $0.size }), ("center", { $0.center }),
            ("margins", { $0.margins }), ("directionalMargins", { $0.directionalMargins }),
            ("centerWithinMargins", { $0.centerWithinMargins }),
        ]
    }

    /// `make.top.left`: attributes added to a chain.
    static var chainAttributes: [(String, (ConstraintMakerExtendable) -> ConstraintMakerExtendable)] {
        [
            ("left", { $0.left }), ("top", { $0.top }), ("right", { $0.right }), ("bottom", { $0.bottom }),
            ("leading", { $0.leading }), ("trailing", { $0.trailing }), ("width", { $0.width }), ("height", { $0.height }),
            ("centerX", { $0.centerX }), ("centerY", { $0.centerY }), ("lastBaseline", { $0.lastBaseline }),
            ("firstBaseline", { $0.firstBaseline }), ("baseline", { $0.lastBaseline }), ("leftMargin", { $0.leftMargin }),
            ("rightMargin", { $0.rightMargin }), ("topMargin", { $0.topMargin }), ("bottomMargin", { $0.bottomMargin }),
            ("leadingMargin", { $0.leadingMargin }), ("trailingMargin", { $0.trailingMargin }),
            ("centerXWithinMargins", { $0.centerXWithinMargins }), ("centerYWithinMargins", { $0.centerYWithinMargins }),
            ("edges", { $0.edges }), ("horizontalEdges", { $0.horizontalEdges }), ("verticalEdges", { $0.verticalEdges }),
            ("directionalEdges", { $0.directionalEdges }),
            ("directionalHorizontalEdges", { $0.directionalHorizontalEdges }),
            ("directionalVerticalEdges", { $0.directionalVerticalEdges }), ("size", { $0.size }), ("center", { $0.center }),
            ("margins", { $0.margins }), ("directionalMargins", { $0.directionalMargins }),
            ("centerWithinMargins", { $0.centerWithinMargins }), ("and", { $0.and }), ("with", { $0.with }),
        ]
    }

    /// The single-attribute chain member for an attribute, to extend a chain by one attribute.
    static func chainMember(for attribute: LayoutAttribute) -> ((ConstraintMakerExtendable) -> ConstraintMakerExtendable)? {
        chainAttributes.first { $0.0 == attribute.rawValue }?.1
    }
}
