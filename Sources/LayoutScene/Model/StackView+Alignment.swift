extension StackView {
    /// How a stack places the arranged subviews across its axis, as `UIStackView.Alignment`. `.top` and `.bottom`
    /// are the names of ``leading`` and ``trailing`` for horizontal stacks.
    ///
    /// ```swift
    /// row.alignment = .firstBaseline
    /// ```
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// Every view spans the stack's full width (vertical) or height (horizontal).
        ///
        /// ```swift
        /// column.alignment = .fill
        /// ```
        case fill
        /// Views line up on their leading edges (vertical stacks) or top edges (horizontal stacks, `.top`).
        ///
        /// ```swift
        /// column.alignment = .leading
        /// ```
        case leading
        /// Views line up on their first baselines (horizontal stacks; a view without text uses its top edge).
        ///
        /// ```swift
        /// row.alignment = .firstBaseline
        /// ```
        case firstBaseline
        /// Views are centred across the axis.
        ///
        /// ```swift
        /// row.alignment = .center
        /// ```
        case center
        /// Views line up on their trailing edges (vertical stacks) or bottom edges (horizontal stacks, `.bottom`).
        ///
        /// ```swift
        /// column.alignment = .trailing
        /// ```
        case trailing
        /// Views line up on their last baselines (horizontal stacks; a view without text uses its bottom edge).
        ///
        /// ```swift
        /// row.alignment = .lastBaseline
        /// ```
        case lastBaseline

        /// Top edges in a horizontal stack: the same value as ``leading``.
        ///
        /// ```swift
        /// row.alignment = .top
        /// ```
        public static var top: Alignment { .leading }

        /// Bottom edges in a horizontal stack: the same value as ``trailing``.
        ///
        /// ```swift
        /// row.alignment = .bottom
        /// ```
        public static var bottom: Alignment { .trailing }

        /// UIKit's raw value (fill 0, leading/top 1, firstBaseline 2, center 3, trailing/bottom 4, lastBaseline 5).
        ///
        /// ```swift
        /// UIStackView.Alignment.center.uikitRawValue // 3
        /// ```
        public var uikitRawValue: Int { Self.allCases.firstIndex(of: self)! }
    }
}
