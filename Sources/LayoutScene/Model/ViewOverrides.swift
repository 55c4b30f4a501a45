/// Receives the overridable callbacks of a view whose class is not compiled Swift — a scene class that an
/// interpreter runs — so that its `updateConstraints()` and `layoutSubviews()` overrides take part in layout.
///
/// ```swift
/// final class Logger: ViewOverrides {
///     func updateConstraints(of view: View) { print("update", view); view.updateConstraints() }
///     func layoutSubviews(of view: View) -> Bool { print("layout", view.frame); return false }
/// }
/// card.overrides = Logger()
/// ```
public protocol ViewOverrides: AnyObject {
    /// Runs the view's `updateConstraints()` override, which reaches UIKit's own (``View/updateConstraints()``)
    /// with `super`; without an override, calls UIKit's own.
    ///
    /// ```swift
    /// overrides.updateConstraints(of: card)
    /// ```
    func updateConstraints(of view: View)

    /// Runs the view's `layoutSubviews()` override after a solve (frames are final); `true` when there was one
    /// (it may have changed constraints, so layout solves again).
    ///
    /// ```swift
    /// let ran = overrides.layoutSubviews(of: card)
    /// ```
    func layoutSubviews(of view: View) -> Bool

    /// The view's `alignmentRectInsets` override, evaluated when layout asks; `nil` without one (UIKit's zero).
    ///
    /// ```swift
    /// let insets = overrides.alignmentRectInsets(of: button) ?? .zero
    /// ```
    func alignmentRectInsets(of view: View) -> EdgeInsets?
}

extension ViewOverrides {
    /// No override: UIKit's zero insets.
    ///
    /// ```swift
    /// Logger().alignmentRectInsets(of: card) // nil
    /// ```
    public func alignmentRectInsets(of view: View) -> EdgeInsets? { nil }
}
