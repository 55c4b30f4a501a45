import Foundation
import LayoutScene

/// One call of a host function: the receiver, the arguments (already converted to the parameter types; `nil` where
/// a default applies), where the call was written, and the interpreter, for running closures passed in.
struct HostCall {
    let receiver: Value
    let arguments: [Value?]
    /// Where errors about the call are reported: the called member's name.
    let span: SourceSpan
    /// Where swiftc's `#column` would point for this call: the opening parenthesis (or trailing closure).
    let anchor: SourceSpan
    let interpreter: Interpreter

    /// The generic arguments written at the call (`<BookCell, Book>` in `CellRegistration<BookCell, Book> { … }`).
    var genericArguments: [ScriptType] { interpreter.callGenericArguments }

    /// The scene position of the call as LayoutScene's DSL records it.
    var location: SourceLocation { interpreter.sourceLocation(of: anchor) }
    var file: String { location.file }
    var line: UInt { UInt(location.line) }
    var column: UInt { UInt(location.column ?? 0) }

    func value(_ index: Int) -> Value {
        index < arguments.count ? arguments[index] ?? .null : .null
    }

    func isProvided(_ index: Int) -> Bool {
        index < arguments.count && arguments[index] != nil
    }

    /// The argument as `T`; the interpreter has already checked its type.
    func get<T: ScriptConvertible>(_ index: Int, as type: T.Type = T.self) throws -> T {
        guard let converted = T.fromScript(value(index)) else {
            throw BindingError("cannot convert value of type '\(interpreter.typeName(of: value(index)))' to "
                                   + "expected argument type '\(T.scriptType(in: interpreter.registry).name)'")
        }
        return converted
    }

    /// The argument as `T`, or `fallback` when the call left it out.
    func get<T: ScriptConvertible>(_ index: Int, default fallback: T) throws -> T {
        isProvided(index) ? try get(index) : fallback
    }

    /// The receiver as `T`.
    func receiver<T>(_ type: T.Type) throws -> T {
        guard let object = receiver.host(T.self) else {
            throw BindingError("value of type '\(interpreter.typeName(of: receiver))' is not a "
                               + "'\(String(describing: T.self))'")
        }
        return object
    }

    /// The elements of an array (or variadic) argument.
    func list(_ index: Int) -> [Value] {
        if case .array(let elements) = value(index) { return elements }
        return []
    }

    /// The argument as LayoutScene's loosely typed DSL parameter (`Int`, `CGFloat` or a host value).
    func dslArgument(_ index: Int) -> Any? {
        value(index).dslArgument
    }
}
