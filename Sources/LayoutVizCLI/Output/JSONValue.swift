import Foundation

/// A JSON value whose objects keep their keys in the order given, so the CLI's JSON is stable byte for byte.
///
/// ```swift
/// let value = JSONValue.object([("name", .string("card")), ("x", .number(16))])
/// print(value.serialized()) // {"name":"card","x":16}
/// ```
public enum JSONValue: Sendable, Hashable {
    /// An object with ordered keys.
    case object([(String, JSONValue)])
    /// An array.
    case array([JSONValue])
    /// A string.
    case string(String)
    /// A number; integral values print without a fraction, non-finite ones as `null`.
    case number(Double)
    /// An integer.
    case integer(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// Compares two values structurally (object key order included).
    ///
    /// ```swift
    /// JSONValue.integer(1) == .integer(1) // true
    /// ```
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// Hashes the serialized form, consistently with `==`.
    ///
    /// ```swift
    /// let set: Set<JSONValue> = [.null]
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(serialized())
    }

    /// The JSON text: compact, or indented by two spaces with `pretty`.
    ///
    /// ```swift
    /// JSONValue.array([.integer(1), .null]).serialized() // [1,null]
    /// ```
    public func serialized(pretty: Bool = false) -> String {
        var output = ""
        write(into: &output, pretty: pretty, depth: 0)
        return output
    }

    private func write(into output: inout String, pretty: Bool, depth: Int) {
        let newline = pretty ? "\n" + String(repeating: "  ", count: depth + 1) : ""
        let closing = pretty ? "\n" + String(repeating: "  ", count: depth) : ""
        switch self {
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                output += (index > 0 ? "," : "") + newline + Self.quoted(key) + (pretty ? ": " : ":")
                value.write(into: &output, pretty: pretty, depth: depth + 1)
            }
            output += closing + "}"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "["
            for (index, element) in elements.enumerated() {
                output += (index > 0 ? "," : "") + newline
                element.write(into: &output, pretty: pretty, depth: depth + 1)
            }
            output += closing + "]"
        case .string(let text):
            output += Self.quoted(text)
        case .number(let number):
            output += Self.format(number)
        case .integer(let number):
            output += String(number)
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    /// A number as JSON: `null` when not finite, no fraction when integral, else Swift's shortest form.
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                result += String(format: "\\u%04x", control.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
