import Foundation

/// A view that lines up its ``arrangedSubviews`` in a row or a column, as `UIStackView`. It draws nothing of its
/// own (only a ``View/backgroundColor`` if set) and has no intrinsic size: layout generates UIKit's `UISV-*`
/// constraints for it (canvas connections, spacing, distribution, alignment, hiding), which the solver treats like
/// any others and which print under their UIKit identifiers in conflict logs.
///
/// ```swift
/// let form = UIStackView(arrangedSubviews: [title, email, password, signUp])
/// form.axis = .vertical
/// form.spacing = 12
/// form.setCustomSpacing(24, after: password)
/// canvas.addSubview(form)
/// form.snp.makeConstraints { make in
///     make.top.leading.trailing.equalTo(canvas.safeAreaLayoutGuide).inset(20)
/// }
/// ```
open class StackView: View {
    /// The direction the arranged subviews are lined up in (`.horizontal` by default).
    ///
    /// ```swift
    /// column.axis = .vertical
    /// ```
    public var axis: LayoutAxis = .horizontal
    /// How the arranged subviews share the length along ``axis`` (`.fill` by default).
    ///
    /// ```swift
    /// buttons.distribution = .fillEqually
    /// ```
    public var distribution: Distribution = .fill
    /// How the arranged subviews are placed across ``axis`` (`.fill` by default).
    ///
    /// ```swift
    /// row.alignment = .center
    /// ```
    public var alignment: Alignment = .fill
    /// The gap between neighbouring arranged subviews (0 by default; negative overlaps them;
    /// ``spacingUseSystem`` asks for the system spacing).
    ///
    /// ```swift
    /// row.spacing = 8
    /// ```
    public var spacing: CGFloat = 0
    /// Whether the gaps of a vertical stack run from the last baseline of one view to the first baseline of the next
    /// (`false` by default; horizontal stacks ignore it).
    ///
    /// ```swift
    /// paragraphs.isBaselineRelativeArrangement = true
    /// ```
    public var isBaselineRelativeArrangement = false
    /// Whether the arranged subviews are laid out inside the ``View/layoutMarginsGuide`` instead of the bounds
    /// (`false` by default). A stack made in code has zero margins, so set ``View/layoutMargins`` too.
    ///
    /// ```swift
    /// card.isLayoutMarginsRelativeArrangement = true
    /// card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
    /// ```
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement { _ = layoutMarginsGuide } }
    }
    /// The views the stack lays out, in layout order (``View/subviews`` keeps the drawing order).
    ///
    /// ```swift
    /// let first = form.arrangedSubviews.first
    /// ```
    public internal(set) var arrangedSubviews: [View] = []
    /// Gaps set with ``setCustomSpacing(_:after:)``, by arranged view.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The internal guides layout uses, kept so that their identity (and solver variables) survive re-layouts.
    var guideStore = StackArrangementGuides()

    /// Creates an empty horizontal stack with a frame and zero layout margins (`UIStackView()` uses a zero frame).
    ///
    /// ```swift
    /// let row = UIStackView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    /// ```
    public override init(frame: CGRect) {
        super.init(frame: frame)
        layoutMargins = .zero
    }

    /// Stacks are built in code, never unarchived: this makes an empty stack with zero layout margins.
    ///
    /// ```swift
    /// final class Toolbar: UIStackView {
    ///     required init?(coder: NSCoder) { super.init(coder: coder) }
    /// }
    /// ```
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layoutMargins = .zero
    }

    /// Creates a horizontal stack that arranges `views` in order, adding them as subviews.
    ///
    /// ```swift
    /// let row = UIStackView(arrangedSubviews: [icon, title])
    /// ```
    public convenience init(arrangedSubviews views: [View]) {
        self.init()
        for view in views { addArrangedSubview(view) }
    }

    /// A subview leaving the stack also leaves ``arrangedSubviews``, with its custom spacing.
    ///
    /// ```swift
    /// email.removeFromSuperview()
    /// form.arrangedSubviews.contains(email) // false
    /// ```
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    override var ownedSystemGuides: [LayoutGuide] {
        super.ownedSystemGuides + [alignmentSpanner, orderingSpanner].compactMap { $0 } + gapGuides
    }

    package override var typeName: String {
        if let declaredTypeName { return declaredTypeName }
        return type(of: self) == StackView.self ? "UIStackView" : String(describing: type(of: self))
    }
}

/// UIKit's name for ``StackView``.
///
/// ```swift
/// let row = UIStackView(arrangedSubviews: [icon, title])
/// ```
public typealias UIStackView = StackView
