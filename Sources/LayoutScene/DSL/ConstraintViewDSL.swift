/// `view.snp`: attribute items and the constraint lifecycle for a view.
///
/// ```swift
/// avatar.snp.makeConstraints { make in
///     make.size.equalTo(48)
///     make.top.leading.equalToSuperview().inset(16)
/// }
/// ```
public struct ConstraintViewDSL: ConstraintAttributesDSL {
    /// The view.
    public let view: View
    /// Whose rules the lifecycle follows where SnapKit and Masonry differ (``ConstraintDialect``).
    public private(set) var dialect = ConstraintDialect.snapKit

    /// The namespace for `view`, following SnapKit's rules.
    ///
    /// ```swift
    /// let namespace = ConstraintViewDSL(view: card)
    /// ```
    public init(view: View) {
        self.view = view
    }

    /// The same namespace following `dialect`'s rules.
    ///
    /// ```swift
    /// card.snp.dialect(.masonry).updateConstraints { make in make.height.equalTo(80) }
    /// ```
    public func dialect(_ dialect: ConstraintDialect) -> ConstraintViewDSL {
        var copy = self
        copy.dialect = dialect
        return copy
    }

    /// The view, as a layout item.
    ///
    /// ```swift
    /// let item = card.snp.target
    /// ```
    public var target: LayoutItem { view }

    /// Makes the closure's constraints without activating them.
    ///
    /// ```swift
    /// let expanded = panel.snp.prepareConstraints { $0.height.equalTo(300) }
    /// expanded.forEach { $0.activate() }
    /// ```
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintLifecycle.prepare(view, dialect, closure)
    }

    /// Makes and activates the closure's constraints.
    ///
    /// ```swift
    /// card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(16) }
    /// ```
    @discardableResult
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintLifecycle.make(view, dialect, closure)
    }

    /// Removes every constraint made on the view, then makes the closure's.
    ///
    /// ```swift
    /// card.snp.remakeConstraints { make in make.center.equalToSuperview() }
    /// ```
    @discardableResult
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintLifecycle.remake(view, dialect, closure)
    }

    /// Changes the constants of matching existing constraints (same attributes, relation, target, multiplier
    /// and priority); acts as `makeConstraints` when the view has none. A chain that matches nothing is
    /// recorded with SnapKit's message and not added (in the Masonry dialect, it is added).
    ///
    /// ```swift
    /// card.snp.updateConstraints { make in make.height.equalTo(240) }
    /// ```
    @discardableResult
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintLifecycle.update(view, dialect, closure)
    }

    /// Deactivates every constraint made on the view with the DSL.
    ///
    /// ```swift
    /// card.snp.removeConstraints()
    /// ```
    public func removeConstraints() {
        ConstraintLifecycle.remove(view)
    }

    /// The active constraints made on the view with the DSL, in the order made.
    ///
    /// ```swift
    /// card.snp.constraints.count
    /// ```
    public var constraints: [Constraint] { view.dslConstraints }

    /// Names the view in descriptions and diagnostics (SnapKit's label, Masonry's `mas_key`).
    ///
    /// ```swift
    /// card.snp.setLabel("card")
    /// ```
    public func setLabel(_ label: String?) {
        view.name = label
    }

    /// The view's name.
    ///
    /// ```swift
    /// card.snp.label() // "card"
    /// ```
    public func label() -> String? {
        view.name
    }

    /// Horizontal content hugging, as a `Float`.
    ///
    /// ```swift
    /// title.snp.contentHuggingHorizontalPriority = 251
    /// ```
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// Vertical content hugging, as a `Float`.
    ///
    /// ```swift
    /// title.snp.contentHuggingVerticalPriority = 251
    /// ```
    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }

    /// Horizontal compression resistance, as a `Float`.
    ///
    /// ```swift
    /// price.snp.contentCompressionResistanceHorizontalPriority = 1000
    /// ```
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// Vertical compression resistance, as a `Float`.
    ///
    /// ```swift
    /// price.snp.contentCompressionResistanceVerticalPriority = 1000
    /// ```
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }
}

extension View {
    /// The SnapKit namespace: `view.snp.makeConstraints { … }`, `view.snp.top`.
    ///
    /// ```swift
    /// body.snp.makeConstraints { make in make.top.equalTo(header.snp.bottom).offset(8) }
    /// ```
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}
