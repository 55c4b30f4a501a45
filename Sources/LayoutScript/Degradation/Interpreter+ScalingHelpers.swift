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
    /// The unknown value `unknown`, carrying the number `given` is or most likely is (``UnknownSymbol/likelyNumber``);
    /// `unknown` itself when `given` is no number or `unknown` is not an unknown value.
    func carryingLikelyNumber(_ unknown: Value, of given: Value?) -> Value {
        guard let symbol = unknown.unknownSymbol,
              let number = given?.number ?? given?.unknownSymbol?.likelyNumber else { return unknown }
        return .object(UnknownSymbol(symbol.name, likelyNumber: number))
    }
}
