/// An app's function of one number — `ScreenUtils.getHeight(44)`, `scale(16)`, `Metrics.adjusted(20)`, or an unknown
/// member of a number, `44.adjusted`, `16.0.ratio` — is most likely a helper that adapts a designer's number to the
/// screen: its value is unknown, but the number it is given is a far better estimate than nothing. Where a constraint
/// needs that value as its constant or multiplier, it stands in as the number given (nested helpers pass it on:
/// `getHeight(getWidth(40))` is 40); the constraint is still marked as a stand-in. Given to UIKit where it takes a
/// number (`UIFont.systemFont(ofSize: adapt(14))`, `CGRect(x: 0, y: 0, width: 0, height: ScaleWidth(160))`) or
/// assigned to a UIKit number property (`layer.cornerRadius = scale(8)`), it is that number too, so the call or
/// assignment takes effect instead of being skipped. A call with more than one argument, or whose one
/// argument is not a number, carries no number. A number combined with an unknown value that carries none (`10 *
/// kiphone6`, a macro or constant from a file not given) is most likely that number scaled or nudged, so the result
/// carries it (``numberThrough(_:left:right:)``).
///
/// ```swift
/// make.height.equalTo(ScreenUtils.getHeight(44))   // height == 44, badge `?`
/// ```
extension Interpreter {
    /// The unknown value `unknown`, carrying the number `given` is or most likely is (``UnknownSymbol/likelyNumber``);
    /// `unknown` itself when `given` is no number or `unknown` is not an unknown value.
    func carryingLikelyNumber(_ unknown: Value, of given: Value?) -> Value {
        guard let symbol = unknown.unknownSymbol,
              let number = given?.number ?? given?.unknownSymbol?.likelyNumber, number.isFinite else { return unknown }
        return .object(UnknownSymbol(symbol.name, likelyNumber: number))
    }

    /// `arguments` with each unknown value that carries a likely number, given where `function` takes a number, as
    /// that number; nil when any other unknown value remains.
    func likelyNumberArguments(_ function: HostFunction, _ arguments: [Value?]) -> [Value?]? {
        var replaced: [Value?] = []
        for (argument, parameter) in zip(arguments, function.parameters) {
            guard let argument, argument.isUnknown else {
                replaced.append(argument)
                continue
            }
            guard let likely = likelyValue(argument, as: parameter.type) else { return nil }
            replaced.append(likely)
        }
        return firstUnknown(replaced) == nil ? replaced : nil
    }

    /// The number the unknown `value` most likely is, as a value of `type` when that is a number type; nil otherwise.
    func likelyNumber(_ value: Value, as type: ScriptType?) -> Value? {
        guard let number = value.unknownSymbol?.likelyNumber else { return nil }
        switch type?.unwrapped {
        case .int: return Int(exactly: number.rounded()).map(Value.int)
        case .floating: return .double(number)
        default: return nil
        }
    }

    /// The unknown result of `op` with an unknown operand: carrying the result of `op` on the numbers the operands
    /// are or most likely are, for arithmetic; when only one operand's number is known, carrying what
    /// ``numberThrough(_:left:right:)`` gives; else the first unknown operand, carrying no number.
    func unknownResult(of op: BinaryOperator, _ left: Value, _ right: Value, at span: SourceSpan) -> Value {
        let unknown = left.isUnknown ? left : right
        guard let symbol = unknown.unknownSymbol, op.isArithmetic else { return unknown }
        let number = { (value: Value) in value.number ?? value.unknownSymbol?.likelyNumber }
        guard let leftNumber = number(left), let rightNumber = number(right) else {
            guard let carried = Self.numberThrough(op, left: number(left), right: number(right)) else { return unknown }
            return .object(UnknownSymbol(symbol.name, likelyNumber: carried))
        }
        guard let result = (try? apply(op, .double(leftNumber), .double(rightNumber), at: span))?.number,
              result.isFinite else {
            return .object(UnknownSymbol(symbol.name))
        }
        return .object(UnknownSymbol(symbol.name, likelyNumber: result))
    }

    /// The number that passes through `op` when one operand's number is unknown: an app's scale factor
    /// (`10 * kiphone6`, `kScale * 16`, `width / kRatio`) most likely near 1, an inset added to a number
    /// (`margin + kTopInset`) or taken from one (`44 - kOffset`) most likely small beside it, so the known number
    /// is the better estimate; nil where the unknown operand decides the result (`kHeight - 10`, `kWidth / 2`).
    ///
    /// ```swift
    /// Interpreter.numberThrough(.multiply, left: 10, right: nil) // 10
    /// ```
    static func numberThrough(_ op: BinaryOperator, left: Double?, right: Double?) -> Double? {
        switch op {
        case .multiply, .add: left ?? right
        case .divide, .subtract: right == nil ? left : nil
        default: nil
        }
    }

    /// `-value` for an unknown value: carrying the negated number it most likely is.
    func negatedUnknown(_ value: Value) -> Value {
        guard let symbol = value.unknownSymbol, let number = symbol.likelyNumber else { return value }
        return .object(UnknownSymbol(symbol.name, likelyNumber: -number))
    }
}
