/// Finds square brackets nested deeper than a limit before the file is parsed: swift-syntax's parser takes time
/// exponential in the nesting of `[` (each could open an array literal or an array type), so an untrusted file of
/// `[[[[[[…` could otherwise stall it. Brackets inside comments and string literals do not count; brackets inside
/// string interpolations do.
enum BracketNesting {
    /// The deepest nesting of `[` a scene may use.
    static let maximumDepth = 5

    /// The byte offset of the first `[` nested deeper than `limit`, if any.
    static func firstTooDeep(in text: String, limit: Int = maximumDepth) -> Int? {
        var scanner = Scanner(bytes: Array(text.utf8))
        return scanner.firstTooDeep(limit: limit)
    }

    private enum Context {
        case code(parentheses: Int)
        case string(multiline: Bool, pounds: Int)
        case lineComment
        case blockComment(depth: Int)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var stack: [Context] = [.code(parentheses: 0)]
        var depth = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func firstTooDeep(limit: Int) -> Int? {
            while index < bytes.count {
                switch stack.last! {
                case .code(let parentheses):
                    if let offset = scanCode(parentheses: parentheses, limit: limit) { return offset }
                case .string(let multiline, let pounds):
                    scanString(multiline: multiline, pounds: pounds)
                case .lineComment:
                    if byte(0) == ascii("\n") { stack.removeLast() }
                    index += 1
                case .blockComment(let nesting):
                    scanBlockComment(nesting: nesting)
                }
            }
            return nil
        }

        private mutating func scanCode(parentheses: Int, limit: Int) -> Int? {
            let current = byte(0)
            if current == ascii("/"), byte(1) == ascii("/") {
                stack.append(.lineComment)
                index += 2
            } else if current == ascii("/"), byte(1) == ascii("*") {
                stack.append(.blockComment(depth: 1))
                index += 2
            } else if current == ascii("#") || current == ascii("\"") {
                openString()
            } else if current == ascii("[") {
                depth += 1
                if depth > limit { return index }
                index += 1
            } else if current == ascii("]") {
                depth = max(0, depth - 1)
                index += 1
            } else if current == ascii("(") {
                stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                index += 1
            } else if current == ascii(")") {
                if parentheses == 0, stack.count > 1 {
                    stack.removeLast()
                } else {
                    stack[stack.count - 1] = .code(parentheses: max(0, parentheses - 1))
                }
                index += 1
            } else {
                index += 1
            }
            return nil
        }

        private mutating func openString() {
            var pounds = 0
            while byte(pounds) == ascii("#") { pounds += 1 }
            guard byte(pounds) == ascii("\"") else {
                index += max(1, pounds)
                return
            }
            let multiline = byte(pounds + 1) == ascii("\"") && byte(pounds + 2) == ascii("\"")
            index += pounds + (multiline ? 3 : 1)
            stack.append(.string(multiline: multiline, pounds: pounds))
        }

        private mutating func scanString(multiline: Bool, pounds: Int) {
            let current = byte(0)
            if current == ascii("\\"), (0..<pounds).allSatisfy({ byte(1 + $0) == ascii("#") }) {
                if byte(1 + pounds) == ascii("(") {
                    stack.append(.code(parentheses: 0))
                    index += pounds + 2
                } else {
                    index += pounds + 2
                }
                return
            }
            if current == ascii("\"") {
                let quotes = multiline ? 3 : 1
                let closes = (0..<quotes).allSatisfy { byte($0) == ascii("\"") }
                    && (0..<pounds).allSatisfy { byte(quotes + $0) == ascii("#") }
                if closes {
                    stack.removeLast()
                    index += quotes + pounds
                    return
                }
            }
            if current == ascii("\n"), !multiline { stack.removeLast() }
            index += 1
        }

        private mutating func scanBlockComment(nesting: Int) {
            if byte(0) == ascii("/"), byte(1) == ascii("*") {
                stack[stack.count - 1] = .blockComment(depth: nesting + 1)
                index += 2
            } else if byte(0) == ascii("*"), byte(1) == ascii("/") {
                if nesting == 1 { stack.removeLast() } else { stack[stack.count - 1] = .blockComment(depth: nesting - 1) }
                index += 2
            } else {
                index += 1
            }
        }

        private func byte(_ offset: Int) -> UInt8 {
            index + offset < bytes.count ? bytes[index + offset] : 0
        }

        private func ascii(_ character: Unicode.Scalar) -> UInt8 {
            UInt8(character.value)
        }
    }
}
