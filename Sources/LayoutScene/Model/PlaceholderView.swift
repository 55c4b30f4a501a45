import Foundation

/// An instance of a class the scene's files use but do not declare (`let header = ProfileHeaderView()`, the class in
/// another file of the app): a plain view laid out by its constraints like any other, that prints and is drawn under
/// its class's name — a hatched box captioned `ProfileHeaderView`, as Interface Builder draws a custom class it cannot
/// load. What the class would add inside it is unknown, so it has no subviews of its own, and its intrinsic size is a
/// stand-in, as Interface Builder's "placeholder" intrinsic size is for such a class (see
/// `PlaceholderView+StandInSize.swift`).
///
/// ```swift
/// let header = PlaceholderView(className: "ProfileHeaderView")
/// header.description // "<ProfileHeaderView: …>"
/// ```
open class PlaceholderView: View {
    /// The undeclared class the scene named.
    public let className: String
    /// Whether it stands for a view the code only adds views into and places (an inherited `contentView`): holding
    /// views, it has no stand-in size (see `PlaceholderView+StandInSize.swift`).
    ///
    /// ```swift
    /// let content = PlaceholderView(className: "contentView")
    /// content.isContainer = true
    /// ```
    public var isContainer = false

    /// Creates a placeholder for an instance of `className`.
    ///
    /// ```swift
    /// let header = PlaceholderView(className: "ProfileHeaderView")
    /// ```
    public init(className: String) {
        self.className = className
        super.init(frame: .zero)
        declaredTypeName = className
    }

    /// The hugging a placeholder's stand-in size takes part at: 250.5, just above a known view's 250.
    ///
    /// ```swift
    /// PlaceholderView.defaultContentHuggingPriority(for: .vertical) // 250.5
    /// ```
    open override class func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        LayoutPriority(250.5)
    }

    /// The compression resistance a placeholder's stand-in size takes part at: 750.5, just above a known view's 750.
    ///
    /// ```swift
    /// PlaceholderView.defaultCompressionResistancePriority(for: .horizontal) // 750.5
    /// ```
    open override class func defaultCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        LayoutPriority(750.5)
    }

    /// A placeholder is never decoded from an archive: the class it stands for is unknown.
    ///
    /// ```swift
    /// PlaceholderView(coder: coder) // nil
    /// ```
    public required init?(coder: NSCoder) {
        nil
    }
}
