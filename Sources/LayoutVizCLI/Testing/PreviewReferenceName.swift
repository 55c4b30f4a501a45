import Foundation

/// The part of a reference's name that tells a file's previews apart: a dot and the preview's name with every run
/// of characters other than letters, digits, `-` and `_` made one `-`.
///
/// ```swift
/// PreviewReferenceName.suffix("Two items") // ".Two-items"
/// ```
enum PreviewReferenceName {
    static func suffix(_ title: String) -> String {
        var text = ""
        for character in title {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                text.append(character)
            } else if text.last != "-" {
                text.append("-")
            }
        }
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return "." + (trimmed.isEmpty ? "preview" : trimmed)
    }
}
