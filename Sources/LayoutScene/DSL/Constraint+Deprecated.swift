extension Constraint {
    /// Deprecated SnapKit spelling of ``activate()``.
    ///
    /// ```swift
    /// constraint.install()
    /// ```
    @available(*, deprecated, renamed: "activate()")
    public func install() {
        activate()
    }

    /// Deprecated SnapKit spelling of ``deactivate()``.
    ///
    /// ```swift
    /// constraint.uninstall()
    /// ```
    @available(*, deprecated, renamed: "deactivate()")
    public func uninstall() {
        deactivate()
    }

    /// Deprecated SnapKit spelling of ``update(offset:)``.
    ///
    /// ```swift
    /// constraint.updateOffset(amount: 8)
    /// ```
    @available(*, deprecated, renamed: "update(offset:)")
    public func updateOffset(amount: ConstraintOffsetTarget) {
        update(offset: amount)
    }

    /// Deprecated SnapKit spelling of ``update(inset:)-(ConstraintInsetTarget)``.
    ///
    /// ```swift
    /// constraint.updateInsets(amount: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
    /// ```
    @available(*, deprecated, renamed: "update(inset:)")
    public func updateInsets(amount: ConstraintInsetTarget) {
        update(inset: amount)
    }

    /// Deprecated SnapKit spelling of `update(priority:)`.
    ///
    /// ```swift
    /// constraint.updatePriority(amount: 750)
    /// ```
    @available(*, deprecated, renamed: "update(priority:)")
    public func updatePriority(amount: ConstraintPriorityTarget, _ file: String = #fileID, _ line: UInt = #line,
                               _ column: UInt = #column) {
        update(priority: amount, file, line, column)
    }

    /// SnapKit declares this but traps in it; layoutviz records SnapKit's message as a diagnostic instead.
    ///
    /// ```swift
    /// constraint.updatePriorityHigh() // diagnostic: Must be implemented by Concrete subclass.
    /// ```
    @available(*, deprecated, message: "Use update(priority:) instead.")
    public func updatePriorityHigh(_ file: String = #fileID, _ line: UInt = #line, _ column: UInt = #column) {
        reportAbstractPriorityUpdate(SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    /// SnapKit declares this but traps in it; layoutviz records SnapKit's message as a diagnostic instead.
    ///
    /// ```swift
    /// constraint.updatePriorityMedium() // diagnostic: Must be implemented by Concrete subclass.
    /// ```
    @available(*, deprecated, message: "Use update(priority:) instead.")
    public func updatePriorityMedium(_ file: String = #fileID, _ line: UInt = #line, _ column: UInt = #column) {
        reportAbstractPriorityUpdate(SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    /// SnapKit declares this but traps in it; layoutviz records SnapKit's message as a diagnostic instead.
    ///
    /// ```swift
    /// constraint.updatePriorityLow() // diagnostic: Must be implemented by Concrete subclass.
    /// ```
    @available(*, deprecated, message: "Use update(priority:) instead.")
    public func updatePriorityLow(_ file: String = #fileID, _ line: UInt = #line, _ column: UInt = #column) {
        reportAbstractPriorityUpdate(SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    private func reportAbstractPriorityUpdate(_ location: SourceLocation) {
        fromItem?.recordMisuse("Must be implemented by Concrete subclass.", at: location)
    }
}
