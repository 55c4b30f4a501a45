/// `NSLayoutConstraint.FormatOptions`: how ``VisualFormat`` aligns the views of a format across its axis, and which
/// direction a horizontal format runs in.
///
/// ```swift
/// let options: VisualFormatOptions = [.alignAllCenterY]
/// ```
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates options from UIKit's bits.
    ///
    /// ```swift
    /// VisualFormatOptions(rawValue: 0) // []
    /// ```
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Align every view's left edge with the first's (a vertical format).
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
    /// Align every view's right edge with the first's.
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
    /// Align every view's top with the first's (a horizontal format).
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
    /// Align every view's bottom with the first's.
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
    /// Align every view's leading edge with the first's.
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
    /// Align every view's trailing edge with the first's.
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
    /// Align every view's horizontal centre with the first's.
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
    /// Align every view's vertical centre with the first's.
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
    /// Align every view's last baseline with the first's.
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
    /// Align every view's first baseline with the first's.
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
    /// A horizontal format runs from leading to trailing (the default).
    public static let directionLeadingToTrailing = VisualFormatOptions([])
    /// A horizontal format runs from left to right, whatever the layout direction.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
    /// A horizontal format runs from right to left.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)

    /// The attributes the alignment options name, in UIKit's bit order.
    var alignmentAttributes: [LayoutAttribute] {
        let table: [(VisualFormatOptions, LayoutAttribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        return table.filter { contains($0.0) }.map(\.1)
    }
}
