/// Scene names made fit for ids: letters, digits, `_`, `.` and `-` are kept, anything else becomes `_`
/// (so the path name `#0.2` becomes `_0.2`).
enum IdentifierText {
    static func sanitized(_ name: String) -> String {
        let kept = name.map { character -> Character in
            character.isLetter || character.isNumber || "_.-".contains(character) ? character : "_"
        }
        return kept.isEmpty ? "_" : String(kept)
    }
}
