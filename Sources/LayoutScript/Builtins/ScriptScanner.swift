import Foundation
import LayoutScene

/// Foundation's `Scanner` over a string, as the hex-colour helpers of view code use it:
/// `Scanner(string: "FF8800").scanHexInt64(&rgb)`, `scanHexInt32`, `scanInt`, `scanLocation`, `isAtEnd`. Whitespace
/// and newlines are skipped before each scan, as Foundation's default `charactersToBeSkipped` does.
///
/// ```swift
/// var rgb: UInt64 = 0
/// Scanner(string: "#FF8800".dropFirst()).scanHexInt64(&rgb) // true; rgb == 0xFF8800
/// ```
final class ScriptScanner: HostValue {
    private let characters: [Character]
    /// Where the next scan starts, in characters (`scanLocation`).
    var location = 0

    init(string: String) {
        characters = Array(string)
    }

    /// Whether only skipped characters are left.
    var isAtEnd: Bool { skipWhitespace() >= characters.count }

    /// A hexadecimal number (with an optional `0x`), or nil with the location unchanged when there is none.
    func scanHex() -> Int? {
        var index = skipWhitespace()
        if index + 1 < characters.count, characters[index] == "0", "xX".contains(characters[index + 1]),
           index + 2 < characters.count, characters[index + 2].isHexDigit {
            index += 2
        }
        var value = 0
        let start = index
        while index < characters.count, let digit = characters[index].hexDigitValue {
            value = value &* 16 &+ digit
            index += 1
        }
        guard index > start else { return nil }
        location = index
        return value
    }

    /// A decimal integer with an optional sign, or nil with the location unchanged when there is none.
    func scanInteger() -> Int? {
        var index = skipWhitespace()
        var sign = 1
        if index < characters.count, "+-".contains(characters[index]) {
            sign = characters[index] == "-" ? -1 : 1
            index += 1
        }
        var value = 0
        let start = index
        while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII {
            value = value &* 10 &+ digit
            index += 1
        }
        guard index > start else { return nil }
        location = index
        return sign * value
    }

    private func skipWhitespace() -> Int {
        var index = location
        while index < characters.count, characters[index].isWhitespace || characters[index].isNewline { index += 1 }
        return index
    }
}

/// `Scanner(string:)` and its properties; the scans, which write through `&`, are ``Interpreter/callScanner(_:_:_:in:)``.
enum ScannerBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let scanner = registry.type(ScriptScanner.self)
        scanner.initializer("init(string:)", [t.string]) { try .object(ScriptScanner(string: $0.get(0))) }
        scanner.property("scanLocation", \ScriptScanner.location)
        scanner.readOnly("isAtEnd", \ScriptScanner.isAtEnd)
    }
}

extension Interpreter {
    /// `scanner.scanHexInt64(&value)` and the other scans: the number found is written to the `&` argument and the
    /// call gives whether one was found. Nil when the call is not a scan of a scanner.
    func callScanner(_ object: Any, _ name: String, _ call: Call, in scope: Scope) throws -> Value? {
        guard let scanner = object as? ScriptScanner else { return nil }
        let scan: () -> Int?
        switch name {
        case "scanHexInt32", "scanHexInt64": scan = scanner.scanHex
        case "scanInt", "scanInt32", "scanInt64": scan = scanner.scanInteger
        default: return nil
        }
        guard call.arguments.count == 1, case .inoutArgument(let target, _) = call.arguments[0].value else {
            throw ScriptFailure.runtime("'\(name)' takes one '&' argument", at: call.callee.span)
        }
        guard let found = scan() else { return .bool(false) }
        try lvalue(target, in: scope).set(.int(found))
        return .bool(true)
    }
}
