/// The macro-shaped lines the Objective-C grammar cannot parse without their definitions, rewritten before parsing
/// with every byte offset kept (so positions stay the file's): `NS_ASSUME_NONNULL_BEGIN`/`END` and the other bare
/// annotation macros, Interface Builder's `IBOutlet`, `IBOutletCollection(UIButton)` and `IBInspectable` (which
/// `UIKit.h` defines as nothing; the translator reads them from the file's own text), and libextobjc's
/// `@weakify(self)`/`@strongify(self)` (with or without `@`; their `self` stays `self`), and the qualifiers of
/// distributed objects in a method's parameter or return type (`targetContentOffset:(inout CGPoint *)offset`,
/// `(out NSError **)`, `(oneway void)`, `bycopy`, `byref`, `in`), which the grammar does not know, become
/// spaces; `typedef NS_ENUM(NSInteger, Style)` and `NS_OPTIONS` become `enum Style`, padded. A line holding nothing
/// but one name that is not a C keyword, with no `;`, after a statement (the line before ends a statement or a block,
/// or opens one) and before another (the next line starts with a name, `[`, `@` or `#`, not with the `}`, `*`, `.`,
/// `=` or `,` an enumerator or a statement split over lines goes on with) is a macro the files do not define that
/// expands to statements (`UG_WEAKSELF`, `WeakSelf`): no C statement is a bare name without a `;`, and left in, the
/// grammar reads it and the code after it as a function definition. It becomes spaces too, so the code after it is
/// read; so does such a line holding a call of a macro the file does not define (`kWeakSelf(self)`), which no C
/// statement is without its `;` either. The `;` some files put after an `@interface` or `@implementation` line
/// (`@interface GroupView : UIView;`), which clang passes over, becomes a space as well.
///
/// ```swift
/// ObjCPreprocessing.blankingMacroLines("NS_ASSUME_NONNULL_BEGIN\n")   // 23 spaces and the newline
/// ```
enum ObjCPreprocessing {
    /// Annotation macros that stand alone and expand to nothing the layout needs.
    static let bareMacros = ["NS_ASSUME_NONNULL_BEGIN", "NS_ASSUME_NONNULL_END", "IB_DESIGNABLE",
                             "NS_DESIGNATED_INITIALIZER", "NS_UNAVAILABLE", "NS_REQUIRES_SUPER"]

    static func blankingMacroLines(_ text: String) -> String {
        var result = text
        for macro in bareMacros where result.contains(macro) {
            result = result.replacingOccurrences(of: macro, with: String(repeating: " ", count: macro.utf8.count))
        }
        result = result.replacing(#/\bIBOutletCollection\([^)\n]*\)|\bIBOutlet\b|\bIBInspectable\b/#) {
            String(repeating: " ", count: $0.output.utf8.count)
        }
        result = result.replacing(#/@?\b(weakify|strongify)\([^)\n]*\);?/#) {
            String(repeating: " ", count: $0.output.0.utf8.count)
        }
        result = result.replacing(#/([-+:]\s*\(\s*)(inout|in|out|bycopy|byref|oneway)(\s+\w)/#) { match in
            match.output.1 + String(repeating: " ", count: match.output.2.utf8.count) + match.output.3
        }
        result = result.replacing(#/typedef\s+NS_(ENUM|OPTIONS)\s*\(\s*\w+\s*,\s*(\w+)\s*\)/#) { match in
            let replacement = "enum " + match.output.2
            return replacement + String(repeating: " ", count: max(0, match.output.0.utf8.count - replacement.utf8.count))
        }
        result = result.replacing(#/(?m)^(\s*@(?:interface|implementation)\b[^;\n{]*);(\s*)$/#) { match in
            match.output.1 + " " + match.output.2
        }
        return blankingStatementMacros(result)
    }

    /// Blanks the lines that hold only a name that is not a keyword, or only a call of a macro the file does not
    /// define (`kWeakSelf(self)`), and follow a line ending in `;`, `{` or `}` (see above).
    private static func blankingStatementMacros(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var previous: String?
        for index in lines.indices {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            if let previous, [";", "{", "}"].contains(previous.last),
               isBareMacroName(trimmed, before: lines[(index + 1)...]) || isUndefinedMacroCall(trimmed, in: text) {
                let blank = String(repeating: " ", count: trimmed.utf8.count)
                lines[index] = lines[index].replacingOccurrences(of: trimmed, with: blank)
                continue
            }
            previous = trimmed
        }
        return lines.joined(separator: "\n")
    }

    /// `WeakSelf` or `UG_WEAKSELF` alone on its line: a name that is not a keyword, followed by a line that starts
    /// another statement rather than closing a block or going on with a declaration or an enumerator.
    private static func isBareMacroName(_ line: String, before following: ArraySlice<String>) -> Bool {
        guard line.wholeMatch(of: #/[A-Za-z_][A-Za-z0-9_]*/#) != nil, !cKeywords.contains(line) else { return false }
        let next = following.lazy.map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty && !$0.hasPrefix("//") }
        guard let first = next?.first else { return false }
        return first.isLetter || ["_", "[", "@", "#"].contains(first)
    }

    /// The words of C and Objective-C that may stand alone on a line before the rest of their statement.
    private static let cKeywords: Set<String> = [
        "else", "do", "return", "break", "continue", "goto", "static", "const", "extern", "typedef", "struct",
        "enum", "union", "unsigned", "signed", "volatile", "inline", "register", "auto", "case", "default",
        "id", "void", "int", "long", "short", "char", "float", "double", "BOOL", "instancetype", "__block",
        "__weak", "__strong", "__kindof", "nonnull", "nullable",
    ]

    /// `kWeakSelf(self)`: a call of a name the text does not `#define`, with arguments holding no call, block or `;`,
    /// and no statement keyword: a C function call needs its `;`, so without one it is a macro that expands to
    /// statements.
    private static func isUndefinedMacroCall(_ line: String, in text: String) -> Bool {
        guard let match = line.wholeMatch(of: #/([A-Za-z_][A-Za-z0-9_]*)\s*\([^;(){}\[\]]*\)/#) else { return false }
        let name = String(match.output.1)
        return !["if", "while", "for", "switch", "return", "sizeof", "typeof", "__typeof", "else"].contains(name)
            && !text.contains("#define \(name)(")
    }
}

import Foundation
