/// An app's function of one number — `ScreenUtils.getHeight(44)`, `scale(16)`, `Metrics.adjusted(20)`, or an unknown
/// member of a number, `44.adjusted`, `16.0.ratio` — is most likely a helper that adapts a designer's number to the
/// screen: its value is unknown, but the number it is given is a far better estimate than nothing. Where a constraint
/// needs that value as its constant or multiplier, it stands in as the number given (nested helpers pass it on:
/// `getHeight(getWidth(40))` is 40); the constraint is still marked as a stand-in. A call with more than one
/// argument, or whose one argument is not a number, carries no number.
///
/// ```swift
/// make.height.equalTo(ScreenUtils.getHeight(44))   // height == 44, badge `?`
/// ```
extension Interpreter {
    /// The unknown value a call of the unknown `callee` gives: with the number it was given, when it was given one
    /// number (`arguments` are the evaluated arguments, nil where not evaluated); else `callee` itself.
    func scaledNumber(calling callee: Value, _ call: Call, arguments: [Value?], in scope: Scope) -> Value {
        guard let symbol = callee.unknownSymbol, call.arguments.count == 1, let given = call.arguments.first else {
            return callee
        }
        // the unknown call's arguments were evaluated, but for literals
        let value = given.value.isNumberLiteral ? try? evaluate(given.value, in: scope) : arguments.first ?? nil
        guard let number = value.flatMap(Self.likelyNumber(of:)) else { return callee }
        return .object(UnknownSymbol(symbol.name, likelyNumber: number))
    }

    /// An unknown member of a number (`44.adjusted`): unknown, most likely that number.
    func scaledNumber(member name: String, of value: Value) -> Value? {
        guard let number = Self.likelyNumber(of: value) else { return nil }
        return .object(UnknownSymbol("\(typeName(of: value)).\(name)", likelyNumber: number))
    }

    /// A number, or the number an unknown value most likely is.
    private static func likelyNumber(of value: Value) -> Double? {
        value.number ?? value.unknownSymbol?.likelyNumber
    }
}

private extension Expr {
    /// `44`, `16.5`, `-8`.
    var isNumberLiteral: Bool {
        switch self {
        case .integer, .float: true
        case .prefix(.negate, let operand, _): operand.isNumberLiteral
        default: false
        }
    }
}
