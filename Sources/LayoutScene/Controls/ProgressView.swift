import Foundation

/// The look of a progress view, as `UIProgressView.Style`.
///
/// ```swift
/// let download = UIProgressView(progressViewStyle: .bar)
/// ```
public enum ProgressViewStyle: String, CaseIterable, Hashable, Sendable {
    /// A rounded track, 4 pt tall.
    case `default`
    /// A thin bar, as in a toolbar.
    case bar
}

/// A progress bar, as `UIProgressView`: 4 pt tall (`.default`), no intrinsic width.
///
/// ```swift
/// let download = UIProgressView(progressViewStyle: .default)
/// download.progress = 0.4
/// ```
open class ProgressView: View {
    /// The style.
    public var progressViewStyle: ProgressViewStyle
    /// How far along, 0...1.
    public var progress: Float = 0
    /// The filled part's colour; `nil` is the tint colour.
    public var progressTintColor: Color?
    /// The track's colour; `nil` is the system grey fill.
    public var trackTintColor: Color?

    /// A progress view of `style`.
    ///
    /// ```swift
    /// let download = UIProgressView(progressViewStyle: .bar)
    /// ```
    public init(progressViewStyle style: ProgressViewStyle) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    /// A `.default` progress view with a frame.
    ///
    /// ```swift
    /// let download = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
    /// ```
    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
    }

    /// A `.default` progress view.
    ///
    /// ```swift
    /// let download = UIProgressView()
    /// ```
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Controls are built in code, never unarchived: there is nothing to decode, so this always fails. It exists so
    /// that subclasses written for UIKit, with their `required init?(coder:)`, compile unchanged.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets ``progress`` (`animated` has no effect in a picture).
    ///
    /// ```swift
    /// download.setProgress(0.8, animated: true)
    /// ```
    public func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// The progress within 0...1 (0 when not a number).
    ///
    /// ```swift
    /// download.fraction // 0.4
    /// ```
    public var fraction: CGFloat { progress.fraction(from: 0, to: 1) }

    /// No width; 4 tall (`.default`) or the bar's height.
    ///
    /// ```swift
    /// UIProgressView().intrinsicContentSize // -1 × 4
    /// ```
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: progressViewStyle == .default ? ControlMetrics.progressHeight
                   : ControlMetrics.progressBarStyleHeight)
    }

    /// 750 vertically (the bar keeps its height), 250 horizontally (it stretches).
    ///
    /// ```swift
    /// UIProgressView.defaultContentHuggingPriority(for: .vertical) // 750
    /// ```
    open override class func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .vertical ? .defaultHigh : .defaultLow
    }
}

/// UIKit's name for ``ProgressView``.
///
/// ```swift
/// let download = UIProgressView()
/// ```
public typealias UIProgressView = ProgressView

extension ProgressView {
    /// UIKit's `UIProgressView.Style`.
    ///
    /// ```swift
    /// let style: UIProgressView.Style = .bar
    /// ```
    public typealias Style = ProgressViewStyle
}
