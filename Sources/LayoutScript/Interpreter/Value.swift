import Foundation

/// A value while a scene runs: Swift's literals and collections, host objects from LayoutScene (views, colours,
/// constraints, …), functions and types. Optionals are flattened: a present value is itself, an absent one `.null`.
indirect enum Value {
    case void
    case null
    case bool(Bool)
    case int(Int)
    /// `CGFloat`, `Double` and `Float` values.
    case double(Double)
    case string(String)
    case array([Value])
    case dictionary(ScriptDictionary)
    /// A `Set`: distinct values in insertion order.
    case set(ScriptSet)
    case tuple([Value], labels: [String?])
    case range(IntegerRange)
    case stride(NumericStride)
    /// A LayoutScene or Foundation value: a class instance (views, constraints) or a struct (colours, insets).
    case object(Any)
    case function(Callable)
    case type(TypeValue)
    /// An instance of a struct the scene declares.
    case structValue(StructValue)
    /// A case of an enum the scene declares.
    case enumValue(EnumValue)

    /// The host value as `T`, if it is one.
    func host<T>(_ type: T.Type) -> T? {
        if case .object(let object) = self { return object as? T }
        return nil
    }

    /// The number, for any numeric value.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value as `Any` for LayoutScene's loosely typed DSL parameters: `Int`, `CGFloat` or the host value.
    var dslArgument: Any? {
        switch self {
        case .int(let value): value
        case .double(let value): CGFloat(value)
        case .object(let object): object
        default: nil
        }
    }
}

/// `a..<b` or `a...b` over integers, possibly reversed; iterated lazily.
struct IntegerRange {
    let lowerBound: Int
    /// One past the last element.
    let upperBound: Int
    let isReversed: Bool

    var count: Int {
        let difference = upperBound.subtractingReportingOverflow(lowerBound)
        return difference.overflow ? .max : max(0, difference.partialValue)
    }

    func element(at index: Int) -> Int {
        isReversed ? upperBound - 1 - index : lowerBound + index
    }
}

/// `stride(from:to:by:)` and `stride(from:through:by:)`, over integers or floating-point numbers.
struct NumericStride {
    let start: Double
    let end: Double
    let step: Double
    let includesEnd: Bool
    let isInteger: Bool

    /// The values, each produced on demand so a huge stride costs nothing until it is iterated.
    func forEach(_ body: (Value) throws -> Bool) rethrows {
        guard step != 0, step.isFinite else { return }
        var index = 0.0
        while true {
            let value = start + index * step
            let before = step > 0 ? (includesEnd ? value <= end : value < end) : (includesEnd ? value >= end : value > end)
            guard before else { return }
            if isInteger {
                guard let integer = Int(exactly: value), try body(.int(integer)) else { return }
            } else {
                guard try body(.double(value)) else { return }
            }
            index += 1
        }
    }
}

/// A type used as a value: `UIColor` in `UIColor.red`, `CGFloat` in `CGFloat(3)`, a scene class or namespace.
enum TypeValue {
    case host(HostType)
    case builtin(ScriptType)
    case scriptClass(ScriptClass)
    case namespace(Namespace)

    var name: String {
        switch self {
        case .host(let type): type.name
        case .builtin(let type): type.name
        case .scriptClass(let scriptClass): scriptClass.name
        case .namespace(let namespace): namespace.name
        }
    }
}
