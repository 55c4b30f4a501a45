/// `case name`, `case name = raw`, `case name(label: Type, Type)` of an enum.
struct EnumCaseDecl {
    let name: String
    let nameSpan: SourceSpan
    /// The associated values' labels and types; nil for a case without any.
    let associatedValues: [FunctionParameter]?
    /// The explicit raw value.
    let rawValue: Expr?
}
