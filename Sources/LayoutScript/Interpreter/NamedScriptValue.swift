/// A value the scene language keeps as a host value of its own (not a LayoutScene type), and the type Swift gives it,
/// for messages: `String.Index`, `Range<String.Index>`, `Selector`.
///
/// ```swift
/// struct StringIndex: NamedScriptValue { var typeName: String { "String.Index" } }
/// ```
protocol NamedScriptValue {
    /// The type Swift would give the value (`String.Index`).
    var typeName: String { get }
}
