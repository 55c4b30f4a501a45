import Foundation

/// Something that can run `systemLayoutSizeFitting` side layouts. The engine provides one
/// (`EngineLayoutFitting`); scene loaders, which come before the engine in the pipeline, are handed it so that
/// scene code can call `systemLayoutSizeFitting` on any view.
///
/// ```swift
/// let size = fitting.fittingSize(of: cell, target: UIView.layoutFittingCompressedSize,
///                                horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
/// ```
public protocol LayoutFitting: Sendable {
    /// The size that best fits `view`'s own constraints with its width and height pulled towards `target` at the
    /// given priorities; the scene is not changed.
    func fittingSize(of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize

    /// The measurer layout measures text with, for text measured in scene code (`boundingRect(with:…)`,
    /// `size(withAttributes:)`) so that its numbers are the labels' own; `nil` when there is none.
    var textMeasurer: (any TextMeasuring)? { get }
}

extension LayoutFitting {
    /// No measurer: scene code cannot measure text.
    ///
    /// ```swift
    /// fitting.textMeasurer?.measure(request)
    /// ```
    public var textMeasurer: (any TextMeasuring)? { nil }
}

extension View {
    /// The target for the smallest size the constraints allow (zero by zero), as `UIView.layoutFittingCompressedSize`.
    ///
    /// ```swift
    /// let smallest = badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    /// ```
    public static let layoutFittingCompressedSize = CGSize.zero

    /// The target for the largest size the constraints allow, as `UIView.layoutFittingExpandedSize`. UIKit's value
    /// is not documented; 10,000,000 on each side is an estimate of it, and any size far beyond a screen behaves
    /// the same.
    ///
    /// ```swift
    /// let widest = banner.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
    /// ```
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
