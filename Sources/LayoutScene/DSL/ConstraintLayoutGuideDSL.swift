/// `guide.snp`: attribute items and the constraint lifecycle for a layout guide. A guide's
/// "superview" (for `equalToSuperview()` and constant targets) is its owning view.
///
/// ```swift
/// let column = UILayoutGuide()
/// canvas.addLayoutGuide(column)
/// column.snp.makeConstraints { make in make.top.bottom.centerX.equalToSuperview(); make.width.equalTo(320) }
/// ```
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
    /// The guide.
    public let guide: LayoutGuide

    /// The guide, as a layout item.
    ///
    /// ```swift
    /// let item = column.snp.target
    /// ```
    public var target: LayoutItem { guide }

    /// Makes the closure's constraints without activating them.
    ///
    /// ```swift
    /// let later = column.snp.prepareConstraints { $0.width.equalTo(200) }
    /// ```
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintLifecycle.prepare(guide, .snapKit, closure)
    }

    /// Makes and activates the closure's constraints.
    ///
    /// ```swift
    /// column.snp.makeConstraints { make in make.edges.equalToSuperview() }
    /// ```
    @discardableResult
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintLifecycle.make(guide, .snapKit, closure)
    }

    /// Removes the guide's DSL constraints, then makes the closure's.
    ///
    /// ```swift
    /// column.snp.remakeConstraints { make in make.edges.equalToSuperview().inset(20) }
    /// ```
    @discardableResult
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintLifecycle.remake(guide, .snapKit, closure)
    }

    /// Changes the constants of matching existing constraints (see ``ConstraintViewDSL/updateConstraints(_:)``).
    ///
    /// ```swift
    /// column.snp.updateConstraints { make in make.width.equalTo(280) }
    /// ```
    @discardableResult
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintLifecycle.update(guide, .snapKit, closure)
    }

    /// Deactivates every DSL constraint made on the guide.
    ///
    /// ```swift
    /// column.snp.removeConstraints()
    /// ```
    public func removeConstraints() {
        ConstraintLifecycle.remove(guide)
    }

    /// The active constraints made on the guide with the DSL.
    ///
    /// ```swift
    /// column.snp.constraints.count
    /// ```
    public var constraints: [Constraint] { guide.dslConstraints }
}

extension LayoutGuide {
    /// The SnapKit namespace for guides: `guide.snp.makeConstraints { … }`, `guide.snp.top`.
    ///
    /// ```swift
    /// make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
    /// ```
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}
