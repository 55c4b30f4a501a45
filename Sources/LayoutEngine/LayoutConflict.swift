/// Required constraints that could not all hold, and the one layout left out to go on.
///
/// ```swift
/// for conflict in canvas.layout().conflicts {
///     print(conflict.brokenConstraint.location ?? "system constraint")
///     print(conflict) // Auto Layout's "Unable to simultaneously satisfy constraints." message
/// }
/// ```
public struct LayoutConflict: CustomStringConvertible {
    /// A minimal conflicting set, in the order the constraints were added, the broken one last.
    ///
    /// ```swift
    /// for member in conflict.constraints { print(member) }
    /// ```
    public let constraints: [LayoutConstraintReference]
    /// The constraint layout did not apply.
    ///
    /// ```swift
    /// if case .scene(let constraint) = conflict.brokenConstraint { print(constraint.location ?? "") }
    /// ```
    public let brokenConstraint: LayoutConstraintReference

    init(constraints: [LayoutConstraintReference], brokenConstraint: LayoutConstraintReference) {
        self.constraints = constraints
        self.brokenConstraint = brokenConstraint
    }

    /// Auto Layout's console message for the conflict, word for word, with each constraint's description.
    ///
    /// ```swift
    /// print(conflict.description)
    /// ```
    public var description: String {
        let list = constraints.map { "    \"\($0.description)\"" }.joined(separator: ",\n")
        return """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. \n\
            \tTry this: \n\
            \t\t(1) look at each constraint and try to figure out which you don't expect; \n\
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n\
            (
            \(list)
            )

            Will attempt to recover by breaking constraint \n\
            \(brokenConstraint.description)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """
    }
}
