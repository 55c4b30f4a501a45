import LayoutScene

/// A value made of numbers — `CGRect(x:y:width:height:)`, `CGSize(width:height:)`, `CGPoint`, `UIEdgeInsets`, and
/// the C constructors `CGRectMake`, `CGSizeMake`, `CGPointMake`, `UIEdgeInsetsMake` — given a number the files do not
/// define (`CGRect(x: 10, y: 20, width: kCardWidth, height: 44)`, a macro or constant of a file not given) is still
/// unknown, but when at least one of its numbers is known it most likely is the value they make, each unknown number
/// taken as the number it most likely is (``UnknownSymbol/likelyNumber``), else 0. The value carries that guess
/// (``UnknownSymbol/likelyValue``). Where UIKit takes a value of its type — a view's `frame`, `UIView(frame:)`, a
/// SnapKit relation or inset (the constraint is then marked as a stand-in, badge `?`) — it is the guess, so a frame
/// keeps the position and size the file does state instead of losing all four; the scene's own variables,
/// arithmetic and comparisons keep it unknown. With no number known there is no guess, and UIKit's default stays.
///
/// ```swift
/// card.frame = CGRect(x: 10, y: 20, width: kCardWidth, height: 44)   // (10, 20, 0, 44)
/// ```
extension Interpreter {
    /// The arguments a value type's initializer of numbers runs with when some are unknown: each unknown number as
    /// the number it most likely is, else 0; nil when `function` is not such an initializer, or when no number is
    /// known (`UIEdgeInsets(top: K.border, left: K.border, …)` gives no guess, so UIKit's default is closer).
    func likelyGeometryArguments(_ function: HostFunction, receiver: Value, _ arguments: [Value?]) -> [Value?]? {
        guard function.name == "init", case .type(.host(let made)) = receiver, made.isValueType,
              !function.parameters.isEmpty,
              function.parameters.allSatisfy({ Self.isNumber($0.type) }),
              arguments.contains(where: { $0.map(Self.isKnownOrLikely) ?? true }) else { return nil }
        return zip(arguments, function.parameters).map { argument, parameter in
            argument.map { guessedNumber($0, as: parameter.type) }
        }
    }

    /// `made`, the value built from `unknown`'s guessed numbers, as an unknown value carrying it.
    func carryingLikelyValue(_ made: Value, of unknown: Value) -> Value {
        .object(UnknownSymbol(unknown.unknownSymbol?.name ?? "?", likelyValue: made))
    }

    /// The C constructor's numbers with each unknown one as the number it most likely is, else 0, and the first
    /// unknown one; the numbers as they are when none is unknown; nil when no number is known.
    func likelyConstructorNumbers(_ values: [Value]) -> (numbers: [Value], unknown: Value?)? {
        let unknown = values.first { $0.isUnknown }
        guard values.isEmpty || values.contains(where: Self.isKnownOrLikely) else { return nil }
        return (values.map { guessedNumber($0, as: .cgFloat) }, unknown)
    }

    /// `value` itself when it is known; else the number it most likely is, else 0, as a value of the number type
    /// `type`.
    private func guessedNumber(_ value: Value, as type: ScriptType) -> Value {
        guard value.isUnknown else { return value }
        if let likely = likelyNumber(value, as: type) { return likely }
        if case .int = type.unwrapped { return .int(0) }
        return .double(0)
    }

    /// The value an unknown value most likely is, where `type` takes it: its likely number as a number, its likely
    /// geometry where `type` is that geometry's type; nil otherwise.
    func likelyValue(_ value: Value, as type: ScriptType?) -> Value? {
        if let number = likelyNumber(value, as: type) { return number }
        guard let likely = value.unknownSymbol?.likelyValue, let type else { return nil }
        guard case .host(let host) = type.unwrapped, case .object(let object) = likely,
              registry.classify(object) === host else { return nil }
        return likely
    }

    /// Whether a value is known or carries the number it most likely is.
    private static func isKnownOrLikely(_ value: Value) -> Bool {
        !value.isUnknown || value.unknownSymbol?.likelyNumber != nil
    }

    private static func isNumber(_ type: ScriptType) -> Bool {
        switch type.unwrapped {
        case .int, .floating: true
        default: false
        }
    }
}
