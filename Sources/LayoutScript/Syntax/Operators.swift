/// The infix operators a scene may use.
enum BinaryOperator: String, CaseIterable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case identical = "===", notIdentical = "!=="
    case and = "&&", or = "||", nilCoalescing = "??"
    case halfOpenRange = "..<", closedRange = "..."
    case bitAnd = "&", bitOr = "|", bitXor = "^", shiftLeft = "<<", shiftRight = ">>"

    var isArithmetic: Bool {
        switch self {
        case .add, .subtract, .multiply, .divide, .remainder: true
        default: false
        }
    }

    /// `==`, `!=`, `<`, `<=`, `>`, `>=`.
    var isComparison: Bool {
        switch self {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: true
        default: false
        }
    }

    /// `&`, `|`, `^`, `<<`, `>>`: with `=`, compound assignments too (`flags |= 1`).
    var isBitwise: Bool {
        switch self {
        case .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight: true
        default: false
        }
    }
}

/// The prefix operators a scene may use.
enum PrefixOperator: String {
    case negate = "-", plus = "+", not = "!", bitNot = "~"
}

/// `as`, `as?` and `as!`.
enum CastKind {
    case plain, conditional, forced
}
