import LayoutScene

/// The attributes of one direction of a stack: along its axis (main) or across it (cross).
struct StackAxisAttributes {
    /// The leading or top edge.
    let min: LayoutAttribute
    /// The trailing or bottom edge.
    let max: LayoutAttribute
    let center: LayoutAttribute
    let dimension: LayoutAttribute

    /// The attributes along `axis`: leading, trailing, centerX and width horizontally; top, bottom, centerY and
    /// height vertically.
    init(along axis: LayoutAxis) {
        switch axis {
        case .horizontal: (min, max, center, dimension) = (.leading, .trailing, .centerX, .width)
        case .vertical: (min, max, center, dimension) = (.top, .bottom, .centerY, .height)
        }
    }

    /// The attributes across `axis`.
    init(across axis: LayoutAxis) {
        self.init(along: axis == .horizontal ? .vertical : .horizontal)
    }
}
