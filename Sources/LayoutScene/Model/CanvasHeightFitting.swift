/// How a canvas hosts a lone view the way `systemLayoutSizeFitting` sizes one: pinned to the canvas's top, leading
/// and trailing edges (the width required), its height held to zero at the fitting-size priority (50) so that its
/// constraints decide it. Layout then makes the canvas exactly that tall; when the constraints give no height, it
/// drops the fitting constraint and pins the view's bottom instead, so the view fills the canvas (the full screen).
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
    /// The hosted view.
    public let content: View
    /// `content.height == 0` at the fitting-size priority.
    public let fitting: Constraint
    /// `content.bottom == canvas.bottom`, inactive until the constraints turn out to give no height.
    public let fullScreen: Constraint

    /// Describes a fitting; see the type's example.
    ///
    /// ```swift
    /// let fitting = CanvasHeightFitting(content: card, fitting: fitting, fullScreen: bottom)
    /// ```
    public init(content: View, fitting: Constraint, fullScreen: Constraint) {
        self.content = content
        self.fitting = fitting
        self.fullScreen = fullScreen
    }
}
