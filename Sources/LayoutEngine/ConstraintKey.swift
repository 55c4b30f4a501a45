import LayoutScene

/// Which constraint a solver constraint stands for, stable across layout passes (and the solver constraint's tag).
enum ConstraintKey: Hashable, Sendable {
    /// A scene constraint.
    case scene(ObjectIdentifier)
    /// A constraint layout adds for an item.
    case system(ObjectIdentifier, SystemConstraintRole)
}

/// What a system constraint does for its item.
enum SystemConstraintRole: Hashable, Sendable {
    case canvasSize(LayoutAxis)
    case guideDefinition(GuideEdge)
    case autoresizing(FrameComponent)
    case contentHugging(LayoutAxis)
    case compressionResistance(LayoutAxis)
    case nonNegativeSize(LayoutAxis)
    case stackArrangement(StackConstraintRole)
}

/// An edge or size of a layout guide that a definition constraint fixes; the raw value names it in identifiers.
enum GuideEdge: String, Hashable, Sendable {
    case left, top, right, bottom, width, height
    /// A readable content guide's centring in the margins, its widest and its pull to the margins' width.
    case centerX, readableWidth, marginsWidth
}

/// A frame component autoresizing fixes; the raw value is Auto Layout's name for it.
enum FrameComponent: String, Hashable, Sendable {
    case minX, minY, width, height
}
