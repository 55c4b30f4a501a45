/// A type as the interpreter checks it: what a variable, property or parameter holds. Values are converted to it
/// on binding (integers to `CGFloat`, numbers to priorities) and it tells literals and `.member` shorthand what
/// they mean.
indirect enum ScriptType {
    case any
    case void
    case bool
    case int
    case string
    /// `CGFloat`, `Double` or `Float`, by name.
    case floating(String)
    case host(HostType)
    case scriptClass(ScriptClass)
    /// A protocol the scene declares: holds any value whose type conforms to it.
    case protocolType(ScriptProtocol)
    /// A struct or enum the scene declares.
    case valueType(Namespace)
    case optional(ScriptType)
    case array(ScriptType)
    case dictionary(ScriptType, ScriptType)
    /// `Set<Element>`.
    case set(ScriptType)
    case function([ScriptType], ScriptType)
    /// A tuple type with its element labels (`nil` for an unlabelled element): a tuple converted to it takes them.
    case tuple([ScriptType], labels: [String?])
    /// One of several types, as LayoutScene's DSL protocols (`ConstraintRelatableTarget`) accept.
    case oneOf([ScriptType], name: String)

    static var cgFloat: ScriptType { .floating("CGFloat") }

    /// The name used in messages, as Swift spells it.
    var name: String {
        switch self {
        case .any: "Any"
        case .void: "Void"
        case .bool: "Bool"
        case .int: "Int"
        case .string: "String"
        case .floating(let name): name
        case .host(let type): type.name
        case .scriptClass(let scriptClass): scriptClass.name
        case .protocolType(let scriptProtocol): scriptProtocol.name
        case .valueType(let namespace): namespace.name
        case .optional(let wrapped): "\(wrapped.name)?"
        case .array(let element): "[\(element.name)]"
        case .dictionary(let key, let value): "[\(key.name): \(value.name)]"
        case .set(let element): "Set<\(element.name)>"
        case .function(let parameters, let result): "(\(parameters.map(\.name).joined(separator: ", "))) -> \(result.name)"
        case .tuple(let elements, let labels):
            "(\(zip(labels, elements).map { ($0.map { "\($0): " } ?? "") + $1.name }.joined(separator: ", ")))"
        case .oneOf(_, let name): name
        }
    }

    var isAny: Bool {
        if case .any = self { return true }
        return false
    }

    /// The type without optionality.
    var unwrapped: ScriptType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    /// Whether integer literals in this context are floating-point (`let x: CGFloat = 7 / 2` is 3.5).
    var prefersFloatingLiterals: Bool {
        switch unwrapped {
        case .floating: true
        case .oneOf(let members, _): members.contains { if case .floating = $0 { true } else { false } }
            && !members.contains { if case .int = $0 { true } else { false } }
        default: false
        }
    }

    /// The types `.member` shorthand looks in, in order.
    var implicitMemberScopes: [ScriptType] {
        switch unwrapped {
        case .oneOf(let members, _): members.flatMap(\.implicitMemberScopes)
        case let other: [other]
        }
    }
}
