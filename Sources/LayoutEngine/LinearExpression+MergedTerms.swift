import LayoutSolver

extension LinearExpression {
    /// Coefficients this small are what is left when terms cancel up to rounding, e.g. `x·(1 + m) − x − x·m`.
    static let cancellationNoise = 1e-12

    /// The expression with each variable once and cancelled terms dropped, so rounding noise never reaches the
    /// solver (which refuses coefficients under 1e-9).
    func mergingTerms() -> LinearExpression {
        var order: [Variable] = []
        var coefficients: [ObjectIdentifier: Double] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if coefficients[key] == nil { order.append(term.variable) }
            coefficients[key, default: 0] += term.coefficient
        }
        let merged = order.compactMap { variable -> Term? in
            let coefficient = coefficients[ObjectIdentifier(variable)] ?? 0
            return abs(coefficient) < Self.cancellationNoise ? nil : Term(variable, coefficient)
        }
        return LinearExpression(terms: merged, constant: constant)
    }
}
