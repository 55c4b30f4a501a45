extension StackView {
    /// How a stack shares its length along the axis among the arranged subviews, as `UIStackView.Distribution`.
    ///
    /// ```swift
    /// tabs.distribution = .fillEqually
    /// ```
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        /// The views fill the stack; when they do not fit, the one with the lowest compression resistance shrinks,
        /// and when there is room, the one with the lowest hugging priority grows.
        ///
        /// ```swift
        /// row.distribution = .fill
        /// ```
        case fill
        /// Every view gets the same length (`'UISV-fill-equally'`).
        ///
        /// ```swift
        /// buttons.distribution = .fillEqually
        /// ```
        case fillEqually
        /// Lengths in proportion to the views' natural sizes (`'UISV-fill-proportionally'`), falling back to equal
        /// lengths when the views have no natural size to share by.
        ///
        /// ```swift
        /// bar.distribution = .fillProportionally
        /// ```
        case fillProportionally
        /// Views at their natural lengths with equal gaps between them (at least ``StackView/spacing``).
        ///
        /// ```swift
        /// toolbar.distribution = .equalSpacing
        /// ```
        case equalSpacing
        /// Views whose centres are equally far apart (gaps at least ``StackView/spacing``).
        ///
        /// ```swift
        /// dots.distribution = .equalCentering
        /// ```
        case equalCentering

        /// UIKit's raw value (fill 0, fillEqually 1, fillProportionally 2, equalSpacing 3, equalCentering 4).
        ///
        /// ```swift
        /// UIStackView.Distribution.equalSpacing.uikitRawValue // 3
        /// ```
        public var uikitRawValue: Int { Self.allCases.firstIndex(of: self)! }
    }
}
