/// The file's `#define`s: object-like ones (`#define kMargin 16`) and function-like ones
/// (`#define RGB(r, g, b) [UIColor colorWithRed:(r)/255.0 …]`), expanded where they are used as the preprocessor
/// would, by substituting the arguments' text into the body's.
///
/// ```swift
/// macros.expand("RGB", arguments: ["51", "51", "51"])   // "[UIColor colorWithRed:(51)/255.0 …]"
/// ```
struct ObjCMacros {
    struct Macro {
        let parameters: [String]?
        let body: String
    }

    private(set) var definitions: [String: Macro] = [:]

    /// A definition given on the command line: `NAME` or `NAME(a,b)`, and its body.
    mutating func define(commandLine name: String, _ body: String) {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else {
            return define(name.trimmingCharacters(in: .whitespaces), parameters: nil, body: body)
        }
        let parameters = name[name.index(after: open)..<name.index(before: name.endIndex)]
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        define(String(name[..<open]), parameters: parameters, body: body)
    }

    mutating func define(_ name: String, parameters: [String]?, body: String) {
        definitions[name] = Macro(parameters: parameters, body: body.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The body of an object-like macro.
    func object(_ name: String) -> String? {
        guard let macro = definitions[name], macro.parameters == nil, !macro.body.isEmpty else { return nil }
        return macro.body
    }

    /// The expansion of a function-like macro called with `arguments` (their text), nil when it is not one or the
    /// count differs.
    func expand(_ name: String, arguments: [String]) -> String? {
        guard let macro = definitions[name], let parameters = macro.parameters, parameters.count == arguments.count
        else { return nil }
        var result = ""
        var identifier = ""
        func flush() {
            if let index = parameters.firstIndex(of: identifier) { result += arguments[index] } else { result += identifier }
            identifier = ""
        }
        for character in macro.body {
            if character.isLetter || character.isNumber || character == "_" {
                identifier.append(character)
            } else {
                flush()
                if character != "#" { result.append(character) }
            }
        }
        flush()
        return result
    }
}

import Foundation
