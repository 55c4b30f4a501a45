import Foundation

/// A rectangle in the scene, positioned by constraints (or by its frame), as `UIView`.
///
/// ```swift
/// let card = View()
/// card.name = "card"
/// card.backgroundColor = .systemBackground
/// card.layer.cornerRadius = 12
/// canvas.addSubview(card)
/// card.snp.makeConstraints { make in
///     make.edges.equalToSuperview().inset(16)
/// }
/// ```
open class View: LayoutItem {
    /// UIKit's marker for "no intrinsic size along this axis".
    ///
    /// ```swift
    /// View().intrinsicContentSize.width == View.noIntrinsicMetric // true
    /// ```
    public static let noIntrinsicMetric: CGFloat = -1

    /// The name used in descriptions, diagnostics and output (SnapKit's label, Masonry's key).
    public var name: String?
    /// The view this one is a subview of.
    public internal(set) weak var superview: View?
    /// The subviews, back to front.
    public internal(set) var subviews: [View] = []
    /// The frame in the superview's coordinates: an input for views laid out by autoresizing,
    /// and what ``Canvas`` layout writes for every view.
    public var frame: CGRect
    /// The fill colour; `nil` draws nothing.
    public var backgroundColor: Color?
    /// Corner radius, border and clipping.
    public let layer = Layer()
    /// Opacity, 0...1, applied to the view and its subviews.
    public var alpha: CGFloat = 1
    /// Whether the view (and its subviews) are drawn. Hidden views still take part in layout, as in UIKit.
    public var isHidden = false
    /// The properties a scene assigned a value it could not know (an app constant from another file, a model's
    /// text): each kept its previous value or shows a placeholder, so what judges the view's look (lint) leaves them
    /// alone.
    package var unknownAssignments: Set<String> = []
    /// How the view and its subviews are drawn: scaled, rotated or moved about the centre of its bounds. Auto Layout
    /// ignores it, as UIKit's does: ``frame`` stays the laid-out, untransformed rectangle (UIKit's `frame` getter
    /// would give the transformed rectangle's bounding box; layoutviz reports what layout decided, and draws the
    /// transform). A transform that cannot be undone (a scale by 0) leaves the view undrawn.
    ///
    /// ```swift
    /// logo.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
    /// ```
    public var transform: ViewTransform = .identity
    /// A number for the caller's own use.
    public var tag = 0
    /// What the scene set for VoiceOver (`accessibilityLabel`, `isAccessibilityElement`, …); UIKit's defaults for
    /// what it left unset are ``accessibilityDefaults``.
    public var accessibility = AccessibilityProperties()
    /// The text layout measured for this view by the last layout pass when it is a ``TextSizedView`` (a label's
    /// text, a button's title…); `nil` for other views and before any layout.
    public package(set) var textContent: TextContent?
    /// Whether a view translating its autoresizing mask fills its superview's bounds, as a flexible width and height
    /// keep a container's content view (`UIVisualEffectView.contentView`) sized with it; otherwise it keeps its frame.
    package var autoresizesToFillSuperview = false
    /// Margins used by the `…Margin` attributes and ``layoutMarginsGuide``; 8 on every side by default.
    public var layoutMargins = EdgeInsets(8)
    /// Whether the margins are measured from the safe area instead of the bounds, as in UIKit.
    public var insetsLayoutMarginsFromSafeArea = true
    /// How this view picks its layout direction.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// Whether the frame is turned into required constraints, as UIKit does for views without constraints.
    /// The DSL's `makeConstraints` sets this to `false`.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { autoresizingTranslationIsAssigned = true }
    }
    /// Whether anything assigned ``translatesAutoresizingMaskIntoConstraints`` since the view was made.
    package private(set) var autoresizingTranslationIsAssigned = false
    /// Set by a front end that runs only part of an app: a view it made that constraints position while nothing in
    /// the given code assigns ``translatesAutoresizingMaskIntoConstraints`` is taken to have it cleared by code not
    /// given (its class, an `addSubviews` helper, a property wrapper). Never set for views made through the API.
    package var clearsAutoresizingTranslationWhenConstrained = false
    /// The safe area's distance from each edge, written by layout (the part of the bounds the canvas's
    /// ``Canvas/deviceSafeAreaInsets`` and any ``additionalSafeAreaInsets`` cover).
    public package(set) var safeAreaInsets: EdgeInsets = .zero
    /// Extra safe-area insets for this view, as `UIViewController.additionalSafeAreaInsets` gives its view.
    public var additionalSafeAreaInsets: EdgeInsets = .zero
    /// The appearance this view and its subviews are drawn in instead of the inherited one, as UIKit's
    /// `overrideUserInterfaceStyle`; `.unspecified` (the default) inherits (see ``traitCollection``).
    public var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified
    /// The smallest text size this view and its subviews take, as UIKit's `minimumContentSizeCategory`; `nil` for no
    /// limit (see ``traitCollection``).
    public var minimumContentSizeCategory: ContentSizeCategory?
    /// The largest text size this view and its subviews take, as UIKit's `maximumContentSizeCategory`; `nil` for no
    /// limit. Fonts follow it where they adjust to the content size category.
    public var maximumContentSizeCategory: ContentSizeCategory?
    /// Whether this is a row or item that stands for app data the scene's files do not hold (a section whose count
    /// comes from a view model): set by a front end; the painter draws it with a dashed outline and a "sample" tag,
    /// and `layoutviz frames` marks it `(representative)`.
    ///
    /// ```swift
    /// table.visibleRows.filter { $0.cell.isRepresentative }.count   // 3 for a section of unknown length
    /// ```
    public package(set) var isRepresentative = false
    /// The view controller whose ``ViewController/view`` this is, if any.
    public internal(set) weak var owningViewController: ViewController?
    /// How content is laid out when the view's size differs from it; image views draw their image with it.
    /// `.scaleToFill` by default, as in UIKit.
    public var contentMode: ContentMode = .scaleToFill
    /// Layout guides added with ``addLayoutGuide(_:)``.
    public private(set) var layoutGuides: [LayoutGuide] = []
    /// Where the view's overridable callbacks go when its class is defined outside Swift (a scene class an
    /// interpreter runs); `nil` for UIKit's own classes and compiled subclasses.
    public var overrides: (any ViewOverrides)?
    /// Whether the update-constraints and layout-subviews passes owe this view a call (see ``UpdateCycle``).
    var updateCycle = UpdateCycle()

    private var ownTintColor: Color?
    private var storedSafeAreaGuide: LayoutGuide?
    private var storedMarginsGuide: LayoutGuide?
    private var storedReadableGuide: LayoutGuide?
    private var storedKeyboardGuide: LayoutGuide?
    private var supportGuides: [LayoutGuide] = []
    private var huggingPriorities: [LayoutAxis: LayoutPriority] = [:]
    private var compressionPriorities: [LayoutAxis: LayoutPriority] = [:]

    /// Creates a view with a zero frame by calling ``init(frame:)``, as UIKit does, so a subclass that overrides
    /// `init(frame:)` and `init?(coder:)` can be made with `MyView()`.
    ///
    /// ```swift
    /// let box = UIView()
    /// ```
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view with a frame, kept as long as no constraint positions it.
    ///
    /// ```swift
    /// let box = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    /// ```
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Views are built in code here, never unarchived: the coder is not read and the view starts with a zero frame.
    /// It exists so that subclasses written for UIKit, with their `required init?(coder:)`, compile unchanged.
    ///
    /// ```swift
    /// final class Card: UIView {
    ///     override init(frame: CGRect) { super.init(frame: frame) }
    ///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// }
    /// let card = Card()
    /// ```
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    /// The view's own coordinate space: origin zero (a scroll view's content offset), size of the frame. Setting it
    /// resizes the frame about its centre, as UIKit does, and moves a scroll view's content to the new origin.
    ///
    /// ```swift
    /// let width = card.bounds.width
    /// card.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
    /// ```
    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
            boundsOrigin = newValue.origin
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    ///
    /// ```swift
    /// badge.center = CGPoint(x: 20, y: 20)
    /// ```
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Whether subviews are clipped to the bounds (``Layer/masksToBounds``).
    ///
    /// ```swift
    /// avatar.clipsToBounds = true
    /// ```
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The border colour (``Layer/borderColor``).
    ///
    /// ```swift
    /// card.borderColor = .separator
    /// ```
    public var borderColor: Color? {
        get { layer.borderColor }
        set { layer.borderColor = newValue }
    }

    /// The border width (``Layer/borderWidth``).
    ///
    /// ```swift
    /// card.borderWidth = 1
    /// ```
    public var borderWidth: CGFloat {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }

    /// The corner radius (``Layer/cornerRadius``).
    ///
    /// ```swift
    /// card.cornerRadius = 12
    /// ```
    public var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }

    /// The tint colour: the one set on this view, else the superview's, else the system blue, as UIKit inherits
    /// it. Template images and (for other helpers' controls) titles draw in it. Setting `nil` inherits again.
    ///
    /// ```swift
    /// player.tintColor = .systemPink
    /// playIcon.tintColor // .systemPink when playIcon is a subview of player
    /// ```
    public var tintColor: Color! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }

    /// The margins as leading/trailing, following this view's layout direction.
    ///
    /// ```swift
    /// card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 12)
    /// ```
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { layoutMargins.directional(for: effectiveUserInterfaceLayoutDirection) }
        set { layoutMargins = newValue.resolved(for: effectiveUserInterfaceLayoutDirection) }
    }

    /// The direction this view lays out in: forced by ``semanticContentAttribute``, else inherited from the
    /// superview (the canvas decides at the root; left to right for a view outside any canvas).
    ///
    /// ```swift
    /// canvas.layoutDirection = .rightToLeft
    /// label.effectiveUserInterfaceLayoutDirection // .rightToLeft
    /// ```
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: superview?.effectiveUserInterfaceLayoutDirection ?? inheritedRootDirection
        }
    }

    /// A guide for the safe area: the bounds inset by ``safeAreaInsets``.
    ///
    /// ```swift
    /// header.snp.makeConstraints { make in make.top.equalTo(view.safeAreaLayoutGuide) }
    /// ```
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = storedSafeAreaGuide { return guide }
        let guide = LayoutGuide(kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide", owner: self)
        storedSafeAreaGuide = guide
        return guide
    }

    /// A guide for the keyboard (`UIKeyboardLayoutGuide`, iOS 15): as wide as the view, at its bottom. A picture shows
    /// the keyboard hidden, where UIKit's guide (`usesBottomSafeArea`, true by default) spans the bottom safe-area
    /// inset, so its top is the safe area's bottom.
    ///
    /// ```swift
    /// button.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -10).isActive = true
    /// ```
    public var keyboardLayoutGuide: LayoutGuide {
        if let guide = storedKeyboardGuide { return guide }
        let guide = LayoutGuide(kind: .keyboard, identifier: "UIKeyboardLayoutGuide", owner: self)
        storedKeyboardGuide = guide
        return guide
    }

    /// A guide for the margins: the bounds inset by ``layoutMargins`` (from the safe area when
    /// ``insetsLayoutMarginsFromSafeArea``).
    ///
    /// ```swift
    /// title.snp.makeConstraints { make in make.leading.equalTo(card.layoutMarginsGuide) }
    /// ```
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = storedMarginsGuide { return guide }
        let guide = LayoutGuide(kind: .layoutMargins, identifier: "UIViewLayoutMarginsGuide", owner: self)
        storedMarginsGuide = guide
        return guide
    }

    /// A guide for text people read: the ``layoutMarginsGuide``'s height, centred in it and as wide as it but at most
    /// ``ReadableContentWidth/width(for:)`` of the view's content size category (672 at the default size), so a form
    /// on an iPad keeps lines short while on an iPhone it is the margins guide.
    ///
    /// ```swift
    /// body.snp.makeConstraints { make in make.leading.trailing.equalTo(view.readableContentGuide) }
    /// ```
    public var readableContentGuide: LayoutGuide {
        if let guide = storedReadableGuide { return guide }
        let guide = LayoutGuide(kind: .readableContent, identifier: "UIViewReadableContentGuide", owner: self)
        storedReadableGuide = guide
        return guide
    }

    /// Every guide this view owns that exists: user guides, then the safe-area, margins and readable guides
    /// (only once something asked for them), then subclass guides such as a scroll view's.
    ///
    /// ```swift
    /// for guide in card.allLayoutGuides { print(guide.identifier) }
    /// ```
    public var allLayoutGuides: [LayoutGuide] {
        layoutGuides
            + [storedSafeAreaGuide, storedMarginsGuide, storedReadableGuide, storedKeyboardGuide].compactMap { $0 }
            + supportGuides
            + ownedSystemGuides
    }

    /// Adopts a view controller's top and bottom layout guides.
    func attachSupportGuides(_ guides: [LayoutGuide]) {
        supportGuides.append(contentsOf: guides)
    }

    /// The size the view wants from its content; ``noIntrinsicMetric`` along an axis means none.
    /// Override it in a subclass to give a custom view a natural size.
    ///
    /// ```swift
    /// final class Avatar: UIView {
    ///     override var intrinsicContentSize: CGSize { CGSize(width: 48, height: 48) }
    /// }
    /// ```
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// How far the view's frame reaches beyond the rectangle its constraints and intrinsic size describe (its
    /// alignment rectangle), as UIKit's `alignmentRectInsets`: layout places the alignment rectangle and the frame is
    /// that rectangle outset by these insets (positive insets leave a badge in the frame's corner out of alignment).
    /// Zero for every view layoutviz models; override it in a subclass.
    ///
    /// ```swift
    /// final class BadgedButton: UIButton {
    ///     override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 6, left: 0, bottom: 0, right: 6) }
    /// }
    /// ```
    open var alignmentRectInsets: EdgeInsets {
        overrides?.alignmentRectInsets(of: self) ?? .zero
    }

    /// How strongly the view resists growing past its intrinsic size along `axis`: what the code set, else its class's
    /// ``defaultContentHuggingPriority(for:)``.
    ///
    /// ```swift
    /// let hug = label.contentHuggingPriority(for: .horizontal)
    /// ```
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        huggingPriorities[axis] ?? Self.defaultContentHuggingPriority(for: axis)
    }

    /// The hugging priority a view of this class starts with along `axis`, as UIKit gives a view made in code: 250
    /// (`.defaultLow`) for most classes; a switch, a stepper and an activity indicator hug at 750 on both axes and a
    /// progress view at 750 vertically (the values UIKit reports, measured in Xcode 7.3 and unchanged since).
    ///
    /// ```swift
    /// UISwitch.defaultContentHuggingPriority(for: .horizontal) // 750
    /// ```
    open class func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        .defaultLow
    }

    /// Sets how strongly the view resists growing past its intrinsic size along `axis`.
    ///
    /// ```swift
    /// title.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    /// ```
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        huggingPriorities[axis] = Self.clamped(priority)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`: what the code set, else its
    /// class's ``defaultCompressionResistancePriority(for:)``.
    ///
    /// ```swift
    /// let resistance = label.contentCompressionResistancePriority(for: .horizontal)
    /// ```
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compressionPriorities[axis] ?? Self.defaultCompressionResistancePriority(for: axis)
    }

    /// The compression resistance a view of this class starts with along `axis`: 750 (`.defaultHigh`), as UIKit
    /// gives every view made in code.
    ///
    /// ```swift
    /// UILabel.defaultCompressionResistancePriority(for: .vertical) // 750
    /// ```
    open class func defaultCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        .defaultHigh
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    ///
    /// ```swift
    /// price.setContentCompressionResistancePriority(.required, for: .horizontal)
    /// ```
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        compressionPriorities[axis] = Self.clamped(priority)
    }

    /// Adds a layout guide this view owns.
    ///
    /// ```swift
    /// let column = UILayoutGuide()
    /// view.addLayoutGuide(column)
    /// ```
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if let owner = guide.owningView { owner.removeLayoutGuide(guide) }
        guide.owningView = self
        layoutGuides.append(guide)
    }

    /// Removes a guide added with ``addLayoutGuide(_:)`` and deactivates its constraints.
    ///
    /// ```swift
    /// view.removeLayoutGuide(column)
    /// ```
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let index = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        let root = rootView
        for constraint in root.allActiveLayoutConstraints()
        where constraint.firstItem === guide || constraint.secondItem === guide {
            constraint.deactivateAndForget()
        }
        layoutGuides.remove(at: index)
        guide.owningView = nil
    }

    /// Called just before `subview` leaves this view (``removeFromSuperview()`` or a move to another superview);
    /// override it to forget the subview, as `UIStackView` drops it from its arranged subviews.
    ///
    /// ```swift
    /// final class Tray: UIView {
    ///     override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview); print("bye") }
    /// }
    /// ```
    open func willRemoveSubview(_ subview: View) {}

    /// UIKit's update-constraints pass: layout calls it on every view, subviews first, before it solves. Views that
    /// keep constraints on their own subviews (cells) bring them up to date here; the default does nothing.
    ///
    /// ```swift
    /// cell.accessoryType = .checkmark
    /// cell.updateConstraints() // the content view now ends 40 points before the cell's trailing edge
    /// ```
    open func updateConstraints() {}

    /// UIKit's layout-subviews step, after a solve (see ``UpdateCycle``): positions nothing itself (constraints did),
    /// and is where subclasses read their final frames; the default does nothing.
    ///
    /// ```swift
    /// override func layoutSubviews() { super.layoutSubviews(); layer.cornerRadius = bounds.height / 2 }
    /// ```
    open func layoutSubviews() {}

    /// Runs ``layoutSubviews()`` and says whether UIKit's own part of it changed what layout solves (a table that
    /// loaded rows), so that layout solves again.
    ///
    /// ```swift
    /// if table.layoutSubviewsChangingLayout() { /* solve again */ }
    /// ```
    package func layoutSubviewsChangingLayout() -> Bool {
        layoutSubviews()
        return takeLayoutChange()
    }

    /// Whether the last ``layoutSubviews()`` changed views or constraints itself; resets the answer. UIKit views
    /// that add subviews as they are laid out override it.
    package func takeLayoutChange() -> Bool { false }

    /// Guides a subclass owns besides the user, safe-area and margins guides.
    var ownedSystemGuides: [LayoutGuide] { [] }

    /// The origin of ``bounds``: always zero for a view that does not scroll, whatever is set.
    var boundsOrigin: CGPoint {
        get { .zero }
        set {}
    }

    /// The direction a root view without a canvas lays out in.
    var inheritedRootDirection: LayoutDirection { .leftToRight }

    package override var hierarchyView: View? { self }
    package override var constraintSuperview: View? { superview }
    package override var displayName: String {
        if let name { return name }
        if let derivedName, let owner = derivedName.owner { return "\(owner.displayName).\(derivedName.suffix)" }
        return propertyName ?? pathName
    }

    /// The stored property of a view or controller that holds this unnamed view, found by layout
    /// (see ``Canvas/nameViewsAfterStoredProperties()``).
    package var propertyName: String?

    /// For a view UIKit makes inside another (a cell's `contentView`, `textLabel`…): its name follows the owner's,
    /// e.g. `trackCell.contentView`, unless it is given one.
    package var derivedName: DerivedName?

    /// The class name descriptions print for a view whose class a scene file declared (the interpreter's
    /// stand-in subclass would otherwise print its own name).
    package var declaredTypeName: String?

    package override var typeName: String {
        if let declaredTypeName { return declaredTypeName }
        if self is Canvas { return "UIView" }
        return ViewTypeNames.name(of: type(of: self))
    }

    /// A stable stand-in for an unnamed view: `#` and the subview indices from the root, e.g. `#0.2`.
    private var pathName: String {
        var indices: [String] = []
        var current: View = self
        while let parent = current.superview {
            indices.append(String(parent.subviews.firstIndex { $0 === current } ?? 0))
            current = parent
        }
        return indices.isEmpty ? (self is Canvas ? "root" : "#detached") : "#" + indices.reversed().joined(separator: ".")
    }

    private static func clamped(_ priority: LayoutPriority) -> LayoutPriority {
        LayoutPriority(min(1000, max(1, priority.rawValue)))
    }
}

/// UIKit's name for ``View``.
///
/// ```swift
/// let box = UIView()
/// ```
public typealias UIView = View
