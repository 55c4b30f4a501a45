// Relations between linear values that produce a required `Constraint`:
// `box.x + box.width == root.width - 8`, `box.width >= 10`.

/// `lhs == rhs` as a required constraint.
///
/// ```swift
/// try solver.add(box.x == root.x + 16)
/// ```
public func == (lhs: some LinearConvertible, rhs: some LinearConvertible) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// `lhs <= rhs` as a required constraint.
///
/// ```swift
/// try solver.add(box.x + box.width <= root.width)
/// ```
public func <= (lhs: some LinearConvertible, rhs: some LinearConvertible) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// `lhs >= rhs` as a required constraint.
///
/// ```swift
/// try solver.add(box.width >= 10)
/// ```
public func >= (lhs: some LinearConvertible, rhs: some LinearConvertible) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// `lhs == constant`.
///
/// ```swift
/// try solver.add(box.width == 40)
/// ```
public func == (lhs: some LinearConvertible, rhs: Double) -> Constraint { lhs == LinearExpression(constant: rhs) }
/// `lhs <= constant`.
///
/// ```swift
/// try solver.add(box.width <= 400)
/// ```
public func <= (lhs: some LinearConvertible, rhs: Double) -> Constraint { lhs <= LinearExpression(constant: rhs) }
/// `lhs >= constant`.
///
/// ```swift
/// try solver.add(box.width >= 10)
/// ```
public func >= (lhs: some LinearConvertible, rhs: Double) -> Constraint { lhs >= LinearExpression(constant: rhs) }
/// `constant == rhs`.
///
/// ```swift
/// try solver.add(40 == box.width)
/// ```
public func == (lhs: Double, rhs: some LinearConvertible) -> Constraint { LinearExpression(constant: lhs) == rhs }
/// `constant <= rhs`.
///
/// ```swift
/// try solver.add(10 <= box.width)
/// ```
public func <= (lhs: Double, rhs: some LinearConvertible) -> Constraint { LinearExpression(constant: lhs) <= rhs }
/// `constant >= rhs`.
///
/// ```swift
/// try solver.add(400 >= box.width)
/// ```
public func >= (lhs: Double, rhs: some LinearConvertible) -> Constraint { LinearExpression(constant: lhs) >= rhs }
