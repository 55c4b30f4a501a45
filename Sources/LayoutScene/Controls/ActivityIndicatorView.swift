import Foundation

/// The size of an activity indicator, as `UIActivityIndicatorView.Style` (with iOS 12's names as aliases).
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// ```
public enum ActivityIndicatorStyle: String, CaseIterable, Hashable, Sendable {
    /// 20 × 20.
    case medium
    /// 37 × 37.
    case large
    /// iOS 12's name for a white ``medium`` indicator.
    case white
    /// iOS 12's name for a white ``large`` indicator.
    case whiteLarge
    /// iOS 12's name for a grey ``medium`` indicator.
    case gray

    /// Whether the style is one of the large ones.
    ///
    /// ```swift
    /// ActivityIndicatorStyle.whiteLarge.isLarge // true
    /// ```
    public var isLarge: Bool { self == .large || self == .whiteLarge }
}

/// A spinning activity indicator, as `UIActivityIndicatorView`: 20 × 20 (`.medium`) or 37 × 37 (`.large`), drawn
/// as spokes; hidden when stopped while ``hidesWhenStopped`` (the default), as in UIKit.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .medium)
/// spinner.color = .secondaryLabel
/// spinner.startAnimating()
/// ```
open class ActivityIndicatorView: View {
    /// The style.
    public var style: ActivityIndicatorStyle
    /// The spokes' colour; `nil` is the style's (grey, or white for the iOS 12 white styles).
    public var color: Color?
    /// Whether a stopped indicator is hidden.
    public var hidesWhenStopped = true
    /// Whether ``startAnimating()`` was called (and not stopped).
    public private(set) var isAnimating = false

    /// An indicator of `style`.
    ///
    /// ```swift
    /// let spinner = UIActivityIndicatorView(style: .large)
    /// ```
    public init(style: ActivityIndicatorStyle) {
        self.style = style
        super.init(frame: .zero)
    }

    /// A `.medium` indicator with a frame.
    ///
    /// ```swift
    /// let spinner = UIActivityIndicatorView(frame: .zero)
    /// ```
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    /// A `.medium` indicator.
    ///
    /// ```swift
    /// let spinner = UIActivityIndicatorView()
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

    /// Starts spinning: the indicator shows.
    ///
    /// ```swift
    /// spinner.startAnimating()
    /// ```
    public func startAnimating() {
        isAnimating = true
    }

    /// Stops spinning: hidden again while ``hidesWhenStopped``.
    ///
    /// ```swift
    /// spinner.stopAnimating()
    /// ```
    public func stopAnimating() {
        isAnimating = false
    }

    /// Whether the indicator draws: animating, or not hiding when stopped.
    ///
    /// ```swift
    /// UIActivityIndicatorView().isShowingSpokes // false until startAnimating()
    /// ```
    public var isShowingSpokes: Bool { isAnimating || !hidesWhenStopped }

    /// 20 × 20 or 37 × 37.
    ///
    /// ```swift
    /// UIActivityIndicatorView(style: .large).intrinsicContentSize // 37 × 37
    /// ```
    open override var intrinsicContentSize: CGSize {
        let side = style.isLarge ? ControlMetrics.activityLargeSide : ControlMetrics.activityMediumSide
        return CGSize(width: side, height: side)
    }

    /// 750 on both axes: a spinner keeps its size beside views that stretch.
    ///
    /// ```swift
    /// UIActivityIndicatorView.defaultContentHuggingPriority(for: .vertical) // 750
    /// ```
    open override class func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        .defaultHigh
    }
}

/// UIKit's name for ``ActivityIndicatorView``.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .medium)
/// ```
public typealias UIActivityIndicatorView = ActivityIndicatorView

extension ActivityIndicatorView {
    /// UIKit's `UIActivityIndicatorView.Style`.
    ///
    /// ```swift
    /// let style: UIActivityIndicatorView.Style = .large
    /// ```
    public typealias Style = ActivityIndicatorStyle
}
