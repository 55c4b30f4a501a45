/// Text made safe for XML: `&`, `<` and `>` escaped everywhere, double quotes and line breaks too in attribute values,
/// and characters XML 1.0 forbids (most control characters, U+FFFE, U+FFFF) replaced with U+FFFD.
enum XMLEscaping {
    /// For element content (`<title>`, `<desc>`, `<text>`).
    static func text(_ string: String) -> String {
        escape(string, inAttribute: false)
    }

    /// For an attribute value in double quotes.
    static func attribute(_ string: String) -> String {
        escape(string, inAttribute: true)
    }

    private static func escape(_ string: String, inAttribute: Bool) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(string.unicodeScalars.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
