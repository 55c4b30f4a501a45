/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Expressions are built with `+`, `-`, and `*` or `/` by constants, and are turned into
/// a ``Constraint`` with `==`, `<=` or `>=`.
///
/// ```swift
/// let right = box.x + box.width          // LinearExpression
/// let constraint = right == root.width - 16
/// ```
public struct LinearExpression: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The terms in the order they were written; a variable may appear more than once.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates `terms + constant`.
    ///
    /// ```swift
    /// let e = LinearExpression(terms: [Term(x, 2)], constant: 8) // 2x + 8
    /// ```
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 * variable`.
    ///
    /// ```swift
    /// let e = LinearExpression(x)
    /// ```
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// Creates the expression made of one term.
    ///
    /// ```swift
    /// let e = LinearExpression(Term(x, 3))
    /// ```
    public init(_ term: Term) {
        self.init(terms: [term])
    }

    /// Creates a constant expression.
    ///
    /// ```swift
    /// let eight: LinearExpression = 8.0
    /// ```
    public init(floatLiteral value: Double) {
        self.init(constant: value)
    }

    /// Creates a constant expression from an integer literal.
    ///
    /// ```swift
    /// let eight: LinearExpression = 8
    /// ```
    public init(integerLiteral value: Int) {
        self.init(constant: Double(value))
    }

    /// The expression evaluated with each variable's current ``Variable/value``.
    ///
    /// ```swift
    /// solver.updateVariables()
    /// let right = (box.x + box.width).value
    /// ```
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// A readable form such as `2 * x + y - 8`.
    ///
    /// ```swift
    /// (2 * x + y - 8).description // "2 * x + y - 8"
    /// ```
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(Self.format(magnitude)) * "
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.description
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.description
            }
        }
        if text.isEmpty { return Self.format(constant) }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + Self.format(abs(constant)) }
        return text
    }

    static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }
}
