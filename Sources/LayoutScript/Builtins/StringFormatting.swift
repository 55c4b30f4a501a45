import Foundation

/// `String(format:)` for the specifiers view code uses: `%d %i %u %ld %lld %x %X %o %c` (integers),
/// `%f %e %g` with flags, width and precision (numbers), `%@ %s` (any value's description), `%%`, each also with a
/// position (`%2$@ %1$d`, as localized strings reorder their arguments).
enum StringFormatting {
    /// The formatted text, or a message naming what does not fit.
    static func format(_ template: String, _ arguments: [Value], describe: (Value) -> String) -> Result<String, FormatError> {
        var result = ""
        var next = 0
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            index = template.index(after: index)
            guard character == "%" else {
                result.append(character)
                continue
            }
            var specifier = "%"
            var position: Int?
            while index < template.endIndex, "0123456789.-+ #'hlqLzjt".contains(template[index]) {
                specifier.append(template[index])
                index = template.index(after: index)
                // `%2$@`: the argument at a position (1 is the first), then the specifier's flags
                if position == nil, index < template.endIndex, template[index] == "$",
                   let written = Int(specifier.dropFirst()), written > 0 {
                    position = written
                    specifier = "%"
                    index = template.index(after: index)
                }
            }
            guard index < template.endIndex else { return .failure(.incomplete) }
            let conversion = template[index]
            index = template.index(after: index)
            if conversion == "%" {
                result.append("%")
                continue
            }
            let chosen = position.map { $0 - 1 } ?? next
            guard chosen < arguments.count else { return .failure(.missingArgument(String(conversion))) }
            let argument = arguments[chosen]
            if position == nil { next += 1 }
            let flags = specifier.filter { !"hlqLzjt".contains($0) }
            switch conversion {
            case "d", "i", "u", "x", "X", "o", "c":
                guard let number = argument.number, let integer = Int(exactly: number.rounded(.towardZero)) else {
                    return .failure(.wrongType(String(conversion)))
                }
                result += String(format: flags + "ll" + String(conversion), integer)
            case "f", "F", "e", "E", "g", "G", "a", "A":
                guard let number = argument.number else { return .failure(.wrongType(String(conversion))) }
                result += String(format: flags + String(conversion), number)
            case "@", "s":
                let text = describe(argument)
                let width = Int(flags.dropFirst().filter(\.isNumber)) ?? 0
                let padding = String(repeating: " ", count: max(0, width - text.count))
                result += flags.contains("-") ? text + padding : padding + text
            default:
                return .failure(.unknownSpecifier(String(conversion)))
            }
        }
        return .success(result)
    }

    enum FormatError: Error {
        case incomplete, missingArgument(String), wrongType(String), unknownSpecifier(String)

        var message: String {
            switch self {
            case .incomplete: "the format string ends in the middle of a '%' specifier"
            case .missingArgument(let conversion): "the format string needs more arguments (no value for '%\(conversion)')"
            case .wrongType(let conversion): "'%\(conversion)' in the format string needs a number"
            case .unknownSpecifier(let conversion): "'%\(conversion)' is not a format specifier layoutviz knows"
            }
        }
    }
}
