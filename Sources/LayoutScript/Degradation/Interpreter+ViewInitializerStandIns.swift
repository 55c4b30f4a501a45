import LayoutScene

/// A UIKit view made with an unknown argument is still made: `UICollectionView(frame: .zero, collectionViewLayout:
/// AppLayouts.leftAligned())`, `UIView(frame: theme.cardFrame)`. The view is what the file's constraints hang on, so
/// losing it to one unknown argument would lose every view constrained to it. Each unknown argument is replaced by
/// the value it most likely is (a number, a frame with unknown numbers, see ``likelyValue(_:as:)``), else the plain
/// value of its parameter's type — `nil` for an optional, an empty array, `false`, `0`, and for a UIKit
/// type its `init()` (or, for a type without one, that of its nearest subclass with one) — and a warning names what
/// stood in. `UICollectionViewLayout` is abstract (an instance lays nothing out), so an unknown layout is a
/// `UICollectionViewFlowLayout()`, which places the items at the delegate's sizes as most apps' own layouts do.
///
/// Initializers of other types (`UIColor(red: theme.r, …)`, `UIFont(name:size:)`) are still skipped: their
/// property keeps UIKit's default, which is closer than a made-up value.
///
/// ```swift
/// let list = UICollectionView(frame: .zero, collectionViewLayout: Layouts.tags()) // a flow layout stands in
/// ```
extension Interpreter {
    /// The arguments a view's initializer runs with when some are unknown, or nil when the call is not a view's
    /// initializer or an unknown argument's type has no plain value.
    func viewInitializerStandIns(_ function: HostFunction, receiver: Value, arguments: [Value?], _ call: Call,
                                 at span: SourceSpan) throws -> [Value?]? {
        guard function.name == "init", case .type(.host(let made)) = receiver, isViewType(made) else { return nil }
        var replaced: [Value?] = []
        var described: [String] = []
        for (argument, parameter) in zip(arguments, function.parameters) {
            guard let argument, argument.isUnknown else {
                replaced.append(argument)
                continue
            }
            if let likely = likelyValue(argument, as: parameter.type) {
                replaced.append(likely)
                described.append("\(Self.spelling(of: likely)) for '\(parameter.label ?? "_")'")
                continue
            }
            guard let (value, spelling) = try plainValue(of: parameter.type, at: span) else { return nil }
            replaced.append(value)
            described.append("\(spelling) for '\(parameter.label ?? "_")'")
        }
        warn("\(made.name)(\(call.arguments.map { "\($0.label ?? "_"):" }.joined())) is given an unknown value; "
                 + "the view is made with " + described.joined(separator: ", "), at: span)
        return replaced
    }

    /// How Swift spells a likely value: `CGRect(x: 10, y: 20, width: 0, height: 44)`.
    private static func spelling(of value: Value) -> String {
        switch value {
        case .object(let rect as CGRect):
            "CGRect(x: \(format(rect.minX)), y: \(format(rect.minY)), width: \(format(rect.width)), "
                + "height: \(format(rect.height)))"
        case .int(let integer): "\(integer)"
        case .double(let number): format(number)
        default: "its likely value"
        }
    }

    private static func format(_ number: CGFloat) -> String {
        number == number.rounded() && abs(number) < 1e9 ? String(Int(number)) : "\(number)"
    }

    /// The plain value of a parameter type and how Swift spells it, or nil when it has none.
    private func plainValue(of type: ScriptType, at span: SourceSpan) throws -> (Value, String)? {
        switch type {
        case .optional: return (.null, "nil")
        case .array: return (.array([]), "[]")
        case .bool: return (.bool(false), "false")
        case .int: return (.int(0), "0")
        case .floating: return (.double(0), "0")
        case .host(let host):
            let abstractLayout = host === registry.type(CollectionViewLayout.self)
            let candidates = (abstractLayout ? [registry.type(CollectionViewFlowLayout.self)] : [])
                + [host] + registry.subtypes(of: host)
            for candidate in candidates {
                if let value = try defaultInstance(of: candidate, at: span) { return (value, "\(candidate.name)()") }
            }
            return nil
        default: return nil
        }
    }
}
