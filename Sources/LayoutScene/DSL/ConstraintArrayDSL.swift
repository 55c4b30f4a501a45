/// `[a, b, c].snp`: Masonry's array operations, spelled SnapKit's way. Each closure runs once per view.
///
/// ```swift
/// [title, subtitle].snp.makeConstraints { make in make.leading.trailing.equalToSuperview().inset(16) }
/// [a, b, c].snp.distributeViews(along: .horizontal, fixedSpacing: 8, leadSpacing: 16, tailSpacing: 16)
/// ```
public struct ConstraintArrayDSL {
    /// The views, in order.
    public let views: [View]
    /// Whose rules the lifecycle follows where SnapKit and Masonry differ (``ConstraintDialect``).
    public private(set) var dialect = ConstraintDialect.snapKit

    /// The namespace for `views`, following SnapKit's rules.
    ///
    /// ```swift
    /// let namespace = ConstraintArrayDSL(views: [a, b])
    /// ```
    public init(views: [View]) {
        self.views = views
    }

    /// The same namespace following `dialect`'s rules.
    ///
    /// ```swift
    /// [a, b].snp.dialect(.masonry).updateConstraints { make in make.height.equalTo(60) }
    /// ```
    public func dialect(_ dialect: ConstraintDialect) -> ConstraintArrayDSL {
        var copy = self
        copy.dialect = dialect
        return copy
    }

    /// Makes and activates the closure's constraints on each view; returns them all.
    ///
    /// ```swift
    /// [a, b].snp.makeConstraints { make in make.height.equalTo(44) }
    /// ```
    @discardableResult
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        views.flatMap { ConstraintLifecycle.make($0, dialect, closure) }
    }

    /// Makes the closure's constraints on each view without activating them.
    ///
    /// ```swift
    /// let later = [a, b].snp.prepareConstraints { make in make.width.equalTo(10) }
    /// ```
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        views.flatMap { ConstraintLifecycle.prepare($0, dialect, closure) }
    }

    /// Updates the constants of each view's matching constraints.
    ///
    /// ```swift
    /// [a, b].snp.updateConstraints { make in make.height.equalTo(60) }
    /// ```
    @discardableResult
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        views.flatMap { ConstraintLifecycle.update($0, dialect, closure) }
    }

    /// Removes each view's DSL constraints, then makes the closure's.
    ///
    /// ```swift
    /// [a, b].snp.remakeConstraints { make in make.size.equalTo(20) }
    /// ```
    @discardableResult
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        views.flatMap { ConstraintLifecycle.remake($0, dialect, closure) }
    }

    /// Deactivates each view's DSL constraints.
    ///
    /// ```swift
    /// [a, b].snp.removeConstraints()
    /// ```
    public func removeConstraints() {
        for view in views { ConstraintLifecycle.remove(view) }
    }
}

extension Array where Element: View {
    /// The array namespace: `[a, b].snp.makeConstraints { … }`, `distributeViews(…)`.
    ///
    /// ```swift
    /// [a, b, c].snp.distributeViews(along: .vertical, fixedItemLength: 30, leadSpacing: 30, tailSpacing: 200)
    /// ```
    public var snp: ConstraintArrayDSL { ConstraintArrayDSL(views: self) }
}
