// Arithmetic that builds linear expressions: `x + y * 2 - 8`.
// Multiplication and division take a constant on one side, so every result stays linear.

/// `variable * coefficient`.
///
/// ```swift
/// let t = width * 0.5
/// ```
public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
/// `coefficient * variable`.
///
/// ```swift
/// let t = 0.5 * width
/// ```
public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
/// `variable / divisor`.
///
/// ```swift
/// let t = width / 2
/// ```
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, 1 / divisor) }
/// `term * factor`.
///
/// ```swift
/// let t = Term(x, 2) * 3 // 6x
/// ```
public func * (term: Term, factor: Double) -> Term { Term(term.variable, term.coefficient * factor) }
/// `factor * term`.
///
/// ```swift
/// let t = 3 * Term(x, 2) // 6x
/// ```
public func * (factor: Double, term: Term) -> Term { term * factor }
/// `term / divisor`.
///
/// ```swift
/// let t = Term(x, 6) / 3 // 2x
/// ```
public func / (term: Term, divisor: Double) -> Term { term * (1 / divisor) }
/// `expression * factor`: every term and the constant are scaled.
///
/// ```swift
/// let e = (x + 4) * 2 // 2x + 8
/// ```
public func * (expression: LinearExpression, factor: Double) -> LinearExpression {
    LinearExpression(terms: expression.terms.map { $0 * factor }, constant: expression.constant * factor)
}
/// `factor * expression`.
///
/// ```swift
/// let e = 2 * (x + 4) // 2x + 8
/// ```
public func * (factor: Double, expression: LinearExpression) -> LinearExpression { expression * factor }
/// `expression / divisor`.
///
/// ```swift
/// let e = (x + 4) / 2 // 0.5x + 2
/// ```
public func / (expression: LinearExpression, divisor: Double) -> LinearExpression { expression * (1 / divisor) }

/// The negation of a variable.
///
/// ```swift
/// let t = -x
/// ```
public prefix func - (variable: Variable) -> Term { Term(variable, -1) }
/// The negation of a term.
///
/// ```swift
/// let t = -(2 * x) // -2x
/// ```
public prefix func - (term: Term) -> Term { term * -1 }
/// The negation of an expression.
///
/// ```swift
/// let e = -(x + 1) // -x - 1
/// ```
public prefix func - (expression: LinearExpression) -> LinearExpression { expression * -1 }

/// A value that can stand on either side of `+`, `-`, `==`, `<=` and `>=`.
///
/// ```swift
/// func right(_ x: some LinearConvertible, _ w: some LinearConvertible) -> LinearExpression {
///     x.linearExpression + w.linearExpression
/// }
/// ```
public protocol LinearConvertible {
    /// The value as a linear expression.
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearConvertible {
    /// `1 * self`.
    ///
    /// ```swift
    /// x.linearExpression.description // "x"
    /// ```
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearConvertible {
    /// The term as a one-term expression.
    ///
    /// ```swift
    /// (2 * x).linearExpression.description // "2 * x"
    /// ```
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearConvertible {
    /// The expression itself.
    ///
    /// ```swift
    /// (x + 1).linearExpression.description // "x + 1"
    /// ```
    public var linearExpression: LinearExpression { self }
}

extension Double: LinearConvertible {
    /// A constant expression.
    ///
    /// ```swift
    /// 8.0.linearExpression.constant // 8
    /// ```
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

/// `lhs + rhs` for any two linear values.
///
/// ```swift
/// let right = box.x + box.width
/// ```
public func + (lhs: some LinearConvertible, rhs: some LinearConvertible) -> LinearExpression {
    let left = lhs.linearExpression, right = rhs.linearExpression
    return LinearExpression(terms: left.terms + right.terms, constant: left.constant + right.constant)
}
/// `lhs - rhs` for any two linear values.
///
/// ```swift
/// let gap = next.x - (box.x + box.width)
/// ```
public func - (lhs: some LinearConvertible, rhs: some LinearConvertible) -> LinearExpression {
    lhs + -rhs.linearExpression
}
/// `lhs + constant`.
///
/// ```swift
/// let inset = box.x + 8
/// ```
public func + (lhs: some LinearConvertible, rhs: Double) -> LinearExpression { lhs + LinearExpression(constant: rhs) }
/// `constant + rhs`.
///
/// ```swift
/// let inset = 8 + box.x
/// ```
public func + (lhs: Double, rhs: some LinearConvertible) -> LinearExpression { LinearExpression(constant: lhs) + rhs }
/// `lhs - constant`.
///
/// ```swift
/// let inset = box.x - 8
/// ```
public func - (lhs: some LinearConvertible, rhs: Double) -> LinearExpression { lhs + LinearExpression(constant: -rhs) }
/// `constant - rhs`.
///
/// ```swift
/// let mirrored = 100 - box.x
/// ```
public func - (lhs: Double, rhs: some LinearConvertible) -> LinearExpression { LinearExpression(constant: lhs) - rhs }
