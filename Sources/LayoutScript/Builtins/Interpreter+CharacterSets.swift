import Foundation

extension Interpreter {
    /// Foundation's character sets by the names `CharacterSet` gives them.
    static let namedCharacterSets: [String: CharacterSet] = [
        "whitespaces": .whitespaces, "newlines": .newlines, "whitespacesAndNewlines": .whitespacesAndNewlines,
        "alphanumerics": .alphanumerics, "letters": .letters, "decimalDigits": .decimalDigits,
        "uppercaseLetters": .uppercaseLetters, "lowercaseLetters": .lowercaseLetters,
        "punctuationCharacters": .punctuationCharacters, "symbols": .symbols, "controlCharacters": .controlCharacters,
        "capitalizedLetters": .capitalizedLetters, "nonBaseCharacters": .nonBaseCharacters,
    ]

    /// The character set an argument names, as `trimmingCharacters(in:)` takes it: a named set (`.whitespaces`,
    /// `CharacterSet.alphanumerics`), one made of a string's characters (`CharacterSet(charactersIn: "#")`), either
    /// `.inverted`; anything else is an error naming what the scene wrote.
    ///
    /// ```swift
    /// // "#FF9F0A".trimmingCharacters(in: CharacterSet.alphanumerics.inverted) // "FF9F0A"
    /// ```
    func characterSet(_ expression: Expr, in scope: Scope) throws -> CharacterSet {
        switch expression {
        case .implicitMember(let name, let span):
            return try namedCharacterSet(name, at: span)
        case .member(.name("CharacterSet", _), let member), .member(.typeReference(_, _), let member):
            return try namedCharacterSet(member.name, at: member.span)
        case .member(let base, let member) where member.name == "inverted":
            return try characterSet(base, in: scope).inverted
        case .call(let call) where call.labels == ["charactersIn"]:
            guard case .string(let characters) = try evaluate(call.arguments[0].value, in: scope) else {
                throw ScriptFailure.runtime("'CharacterSet(charactersIn:)' takes a string", at: call.span)
            }
            return CharacterSet(charactersIn: characters)
        default:
            throw ScriptFailure.runtime("this character set is not supported in scene files (a named set such as "
                                            + "'.whitespaces', 'CharacterSet(charactersIn:)', or either '.inverted')",
                                        at: expression.span)
        }
    }

    private func namedCharacterSet(_ name: String, at span: SourceSpan) throws -> CharacterSet {
        guard let set = Self.namedCharacterSets[name] else {
            throw ScriptFailure.runtime("type 'CharacterSet' has no member '\(name)' in scene files", at: span)
        }
        return set
    }
}
