/// A value a scene can hold and pass around but not look into: a `#selector`, an image where the scene language
/// has none. It has no members.
struct OpaqueValue: CustomStringConvertible, NamedScriptValue {
    /// The type Swift would give it, for messages (`Selector`).
    let typeName: String
    let description: String
}
