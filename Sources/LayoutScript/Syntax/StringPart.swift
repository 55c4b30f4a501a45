/// A piece of a string literal.
enum StringPart {
    case text(String)
    case interpolation(Expr)
}
