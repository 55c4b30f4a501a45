/// An instance of a struct the scene declares: its stored properties by name. A Swift value, so assigning it copies.
struct StructValue {
    let type: Namespace
    var fields: [String: Value]
}

extension Value {
    /// The struct or enum of a value of a type the scene declares.
    var valueTypeNamespace: Namespace? {
        switch self {
        case .structValue(let instance): instance.type
        case .enumValue(let instance): instance.type
        default: nil
        }
    }
}

/// A case of an enum the scene declares, with its associated values.
struct EnumValue {
    let type: Namespace
    let caseName: String
    let associated: [Value]
    let labels: [String?]
}
