import Foundation

/// How a canvas hosts a lone view the way `systemLayoutSizeFitting` sizes one: pinned to the canvas's top, leading
/// and trailing edges (the width required), its height held to zero at the fitting-size priority (50) so that its
/// constraints decide it. Layout then makes the canvas exactly that tall; when the constraints give no height, it
/// drops the fitting constraint and pins the view's bottom instead, so the view fills the canvas (the full screen,
/// or ``fallbackHeight`` when set: a table cell's standard row height).
///
/// With ``widthFitting`` the width is fitted too (a collection view cell in a flow layout with automatic size):
/// the view's trailing edge is free, at most the canvas's, and its width is held to zero at the fitting priority.
///
/// ```swift
/// canvas.addSubview(card)
/// var fitting: Constraint!
/// var bottom: Constraint!
/// card.snp.makeConstraints { make in
///     make.top.leading.trailing.equalToSuperview()
///     fitting = make.height.equalTo(0).priority(.fittingSizeLevel).constraint
///     bottom = make.bottom.equalToSuperview().constraint
/// }
/// bottom.deactivate()
/// canvas.heightFitting = CanvasHeightFitting(content: card, fitting: fitting, fullScreen: bottom)
/// canvas.layout() // the canvas is as tall as the card's constraints make it
/// ```
public struct CanvasHeightFitting {
    /// The width half of a fitting in both dimensions.
    ///
    /// ```swift
    /// CanvasHeightFitting.WidthFitting(fitting: zeroWidthAt50, fullWidth: trailingToCanvas)
    /// ```
    public struct WidthFitting {
        /// `content.width == 0` at the fitting-size priority.
        public let fitting: Constraint
        /// `content.trailing == canvas.trailing`, inactive until the constraints turn out to give no width.
        public let fullWidth: Constraint
        /// The canvas width when the constraints give no width; `nil` keeps the canvas's own.
        public let fallbackWidth: CGFloat?

        /// Describes the width fitting.
        ///
        /// ```swift
        /// let width = CanvasHeightFitting.WidthFitting(fitting: zeroWidthAt50, fullWidth: trailingToCanvas,
        ///                                              fallbackWidth: 50)
        /// ```
        public init(fitting: Constraint, fullWidth: Constraint, fallbackWidth: CGFloat? = nil) {
            self.fitting = fitting
            self.fullWidth = fullWidth
            self.fallbackWidth = fallbackWidth
        }
    }

    /// The hosted view.
    public let content: View
    /// `content.height == 0` at the fitting-size priority.
    public let fitting: Constraint
    /// `content.bottom == canvas.bottom`, inactive until the constraints turn out to give no height.
    public let fullScreen: Constraint
    /// The canvas height when the constraints give no height; `nil` keeps the canvas's own (the full screen).
    public let fallbackHeight: CGFloat?
    /// The warning layout reports when it falls back to ``fallbackHeight``.
    public let fallbackWarning: String?
    /// The width fitting, when the width is fitted too.
    public let widthFitting: WidthFitting?

    /// Describes a fitting; see the type's example.
    ///
    /// ```swift
    /// let fitting = CanvasHeightFitting(content: cell, fitting: fitting, fullScreen: bottom, fallbackHeight: 44,
    ///                                   fallbackWarning: "the cell has no height; using 44")
    /// ```
    public init(content: View, fitting: Constraint, fullScreen: Constraint, fallbackHeight: CGFloat? = nil,
                fallbackWarning: String? = nil, widthFitting: WidthFitting? = nil) {
        self.content = content
        self.fitting = fitting
        self.fullScreen = fullScreen
        self.fallbackHeight = fallbackHeight
        self.fallbackWarning = fallbackWarning
        self.widthFitting = widthFitting
    }
}
