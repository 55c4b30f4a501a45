/// The lexical layer of frames snapshots: bare words, `"quoted strings"` with backslash escapes, and
/// tokens that mix the two (`font="system 17.0 regular"`).
enum SnapshotText {
    /// A token of a line, unescaped.
    struct Token: Equatable {
        var value: String
        /// Whether any part of the token was quoted (so `"-"` is a name while `-` means none).
        var isQuoted: Bool
    }

    /// Why a line could not be split into tokens.
    enum LexError: Error, Equatable {
        case unterminatedQuote
        case badEscape(String)
    }

    /// `value` as is when it is a safe bare word, else quoted.
    static func word(_ value: String) -> String {
        isBare(value) ? value : quoted(value)
    }

    /// `value` in double quotes; `\` `"` and control characters escaped (`\n`, `\r`, `\t`, `\u{7F}`).
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The tokens of a line, split at unquoted spaces.
    static func tokens(in line: Substring) throws(LexError) -> [Token] {
        var tokens: [Token] = []
        var current: Token?
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case " ", "\t":
                if let token = current { tokens.append(token) }
                current = nil
            case "\"":
                var token = current ?? Token(value: "", isQuoted: true)
                token.isQuoted = true
                token.value += try quotedContent(&scalars)
                current = token
            default:
                var token = current ?? Token(value: "", isQuoted: false)
                token.value.unicodeScalars.append(scalar)
                current = token
            }
        }
        if let token = current { tokens.append(token) }
        return tokens
    }

    private static func isBare(_ value: String) -> Bool {
        !value.isEmpty && value != "-" && value.unicodeScalars.allSatisfy { scalar in
            scalar.value > 0x20 && scalar.value != 0x7F && scalar != "\"" && scalar != "\\"
                && !scalar.properties.isWhitespace
        }
    }

    private typealias Scalars = Substring.UnicodeScalarView.Iterator

    private static func quotedContent(_ scalars: inout Scalars) throws(LexError) -> String {
        var content = String.UnicodeScalarView()
        while let scalar = scalars.next() {
            switch scalar {
            case "\"": return String(content)
            case "\\": content.append(try escaped(&scalars))
            default: content.append(scalar)
            }
        }
        throw .unterminatedQuote
    }

    private static func escaped(_ scalars: inout Scalars) throws(LexError) -> Unicode.Scalar {
        switch scalars.next() {
        case "\\": return "\\"
        case "\"": return "\""
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            guard scalars.next() == "{" else { throw .badEscape("\\u") }
            var digits = ""
            while let scalar = scalars.next(), scalar != "}" { digits.unicodeScalars.append(scalar) }
            guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw .badEscape("\\u{\(digits)}")
            }
            return scalar
        case let other?: throw .badEscape("\\\(other)")
        case nil: throw .unterminatedQuote
        }
    }
}
