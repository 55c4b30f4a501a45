/// A member name after a dot, with its position.
struct MemberName {
    let name: String
    let span: SourceSpan
}
